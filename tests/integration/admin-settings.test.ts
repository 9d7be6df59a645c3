import { describe, expect, it } from "vitest";
import { adminMessages, grantAdminMessages } from "@/lib/messages";
import { defaultSettings } from "@/lib/settings";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();

const settingRows = async () => Object.fromEntries((await db().websiteSetting.findMany()).map((r) => [r.key, r.value]));

describe("settings.get / settings.update (admin)", () => {
  it("are for admins only; settings.public stays open", async () => {
    const anonymous = await callerFor();
    const user = (await signedIn(db())).caller;
    expect(await rejectionOf(anonymous.settings.get())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf(anonymous.settings.update({ site_title: "Mine" }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf(user.settings.get())).toMatchObject({ code: "FORBIDDEN" });
    expect(await rejectionOf(user.settings.update({ site_title: "Mine" }))).toMatchObject({ code: "FORBIDDEN" });
    await expect(anonymous.settings.public()).resolves.toMatchObject({ site_title: defaultSettings.site_title });
    expect(await settingRows()).toMatchObject({ site_title: defaultSettings.site_title });
  });

  it("refuses wrong types, unknown keys and non-numeric prices with a 400, changing nothing", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    const before = await settingRows();
    const bad: [unknown, string?][] = [
      [{ single_price: "97" }, adminMessages.priceNotNumeric],
      [{ single_price: "ninety" }, adminMessages.priceNotNumeric],
      [{ bundle_price: -5 }, adminMessages.priceNotNumeric],
      [{ bundle_price: 1e9 }, adminMessages.priceNotNumeric],
      [{ bundle_price: 9.999 }, adminMessages.priceNotNumeric],
      [{ hero_description: 42 }],
      [{ hero_description: ["a"] }],
      [{ hero_description: "   " }, adminMessages.settingEmpty],
      [{ hero_description: "<p></p>" }, adminMessages.settingEmpty],
      [{ site_title: "x".repeat(101) }],
      [{ site_title: "ok", admin: true }],
      [{ __proto__: { site_title: "x" }, constructor: "y" }],
      [{ stripe_secret: "sk_live" }],
      ["site_title"],
      [null],
    ];
    for (const [input, message] of bad) {
      // @ts-expect-error deliberately wrong input
      const error = await rejectionOf(caller.settings.update(input));
      expect(error, JSON.stringify(input)).toMatchObject({ code: "BAD_REQUEST" });
      if (message) expect(error.message).toBe(message);
    }
    expect(await settingRows()).toEqual(before);
    expect(await db().auditEvent.count()).toBe(0);
  });

  it("upserts each key sent, numbers for prices, records old and new values with the actor, and shows them publicly", async () => {
    const admin = await signedIn(db(), { admin: true });
    await db().websiteSetting.delete({ where: { key: "bundle_guide_title" } }); // a missing row is created
    const result = await admin.caller.settings.update({
      hero_description: "  A <em>new</em> hero description.  ",
      single_price: 89.5,
      bundle_price: 135, // unchanged: not saved, not audited
      bundle_guide_title: "The Complete Bundle",
    });
    expect(result.saved.sort()).toEqual(["bundle_guide_title", "hero_description", "single_price"]);
    expect(await settingRows()).toMatchObject({
      hero_description: "A new hero description.",
      single_price: "89.50",
      bundle_price: "135",
      bundle_guide_title: "The Complete Bundle",
    });
    await expect((await callerFor()).settings.public()).resolves.toMatchObject({
      hero_description: "A new hero description.",
      single_price: "89.50",
    });
    await expect(admin.caller.settings.get()).resolves.toMatchObject({ single_price: "89.50" });

    const audit = await admin.caller.audit.list();
    expect(audit.map((e) => [e.action, e.target, e.actorEmail]).sort()).toEqual(
      [
        ["settings.updated", "bundle_guide_title", admin.user.email],
        ["settings.updated", "hero_description", admin.user.email],
        ["settings.updated", "single_price", admin.user.email],
      ].sort(),
    );
    expect(audit.find((e) => e.target === "single_price")?.details).toEqual({ from: defaultSettings.single_price, to: "89.50" });
  });
});

describe("admin.grantRole is audited; audit.list (admin)", () => {
  it("records who granted the role to whom; a refused grant records nothing", async () => {
    const admin = await signedIn(db(), { admin: true });
    const target = await signedIn(db());
    await admin.caller.admin.grantRole({ email: target.user.email });
    expect(await rejectionOf(admin.caller.admin.grantRole({ email: target.user.email }))).toMatchObject({
      message: grantAdminMessages.alreadyAdmin,
    });
    expect(await rejectionOf(admin.caller.admin.grantRole({ email: "nobody@mail.fertility-buyers.org" }))).toMatchObject({
      message: grantAdminMessages.notFound,
    });
    const events = (await admin.caller.audit.list()).filter((e) => e.action === "role.granted");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      target: target.user.email,
      details: { userId: target.user.id },
    });
    expect(await db().userRole.count({ where: { userId: target.user.id } })).toBe(1);
  });

  it("is for admins only and refuses a bad limit", async () => {
    expect(await rejectionOf((await callerFor()).audit.list())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf((await signedIn(db())).caller.audit.list())).toMatchObject({ code: "FORBIDDEN" });
    const { caller } = await signedIn(db(), { admin: true });
    for (const input of [{ limit: 0 }, { limit: 1000 }, { limit: "5" }, { limit: 5, offset: 1 }]) {
      // @ts-expect-error deliberately wrong input
      expect(await rejectionOf(caller.audit.list(input))).toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(caller.audit.list({ limit: 1 })).resolves.toHaveLength(1);
  });
});
