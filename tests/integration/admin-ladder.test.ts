import { describe, expect, it } from "vitest";
import { grantAdminMessages } from "@/lib/messages";
import { useTestDatabase } from "../setup/test-db";
import { signedIn as signedInAs } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();
const signedIn = (opts: { admin?: boolean } = {}) => signedInAs(db(), opts);
describe("procedure ladder", () => {
  it("rejects an anonymous viewer with UNAUTHORIZED", async () => {
    const caller = await callerFor();
    expect(await rejectionOf(caller.admin.grantRole({ email: "a@example.com" }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf(caller.admin.me())).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("rejects a bad or expired session like an anonymous one", async () => {
    expect(await rejectionOf((await callerFor({ cookie: "better-auth.session_token=forged.c2lnbmF0dXJl" })).admin.me())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const { user, cookie } = await signedIn();
    await db().session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await rejectionOf((await callerFor({ cookie })).admin.me())).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("rejects a signed-in non-admin with FORBIDDEN", async () => {
    const { cookie } = await signedIn();
    const caller = await callerFor({ cookie });
    await expect(caller.admin.me()).resolves.toMatchObject({ isAdmin: false });
    expect(await rejectionOf(caller.admin.grantRole({ email: "a@example.com" }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("lets an admin grant the role, with the spec's answers", async () => {
    const admin = await signedIn({ admin: true });
    const target = await signedIn();
    const caller = await callerFor({ cookie: admin.cookie });
    await expect(caller.admin.me()).resolves.toMatchObject({ isAdmin: true });

    await expect(caller.admin.grantRole({ email: target.user.email.toUpperCase() })).resolves.toMatchObject({
      message: grantAdminMessages.success(target.user.email),
    });
    await expect((await callerFor({ cookie: target.cookie })).admin.me()).resolves.toMatchObject({ isAdmin: true });
    expect(await rejectionOf(caller.admin.grantRole({ email: target.user.email }))).toMatchObject({
      code: "CONFLICT",
      message: grantAdminMessages.alreadyAdmin,
    });
    expect(await rejectionOf(caller.admin.grantRole({ email: "nobody@example.com" }))).toMatchObject({
      code: "NOT_FOUND",
      message: grantAdminMessages.notFound,
    });
    expect(await rejectionOf(caller.admin.grantRole({ email: "" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: grantAdminMessages.emailRequired,
    });
  });
});
