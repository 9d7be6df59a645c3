// Which cache tags each owner edit expires (docs/architecture.md#page-caching): exactly the tags of
// the public data it changed, each at once (`expire: 0`), and none for an edit that changed nothing
// a page shows. Next's revalidateTag is recorded here; tests/e2e/page-freshness.spec.ts shows the
// pages themselves on the built app.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { rejectionOf } from "./helpers";

const expired = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidateTag: (tag: string, profile: unknown) => void expired.push({ tag, profile }),
}));

const db = useTestDatabase();
const admin = async () => (await signedIn(db(), { admin: true })).caller;
const tags = () => expired.map((e) => e.tag);

beforeEach(() => {
  expired.length = 0;
});

describe("the cache tags an owner's edit expires", () => {
  it("settings.update: the settings, at once; a save that changes nothing expires nothing", async () => {
    const caller = await admin();
    const current = await caller.settings.get();
    await caller.settings.update({ hero_description: current.hero_description });
    expect(expired).toEqual([]);
    await caller.settings.update({ hero_description: `${current.hero_description} Again.` });
    expect(expired).toEqual([{ tag: "settings", profile: { expire: 0 } }]);
  });

  it("settings the public pages never show expire nothing", async () => {
    const caller = await admin();
    await caller.settings.setStamping({ enabled: false });
    await caller.settings.setReviewRequests({ enabled: true, days: 10 });
    expect(expired).toEqual([]);
  });

  it("tax: the setting, a saved rate and a deleted one expire the prices", async () => {
    const caller = await admin();
    await caller.tax.setSettings({ collect: true });
    expect(tags()).toEqual(["prices"]);
    const rule = await caller.tax.saveRule({ country: "us", ratePercent: 10, inclusive: false, validFrom: "2020-01-01" });
    expect(tags()).toEqual(["prices", "prices"]);
    await caller.tax.deleteRule({ id: rule.id });
    expect(tags()).toEqual(["prices", "prices", "prices"]);
    await caller.tax.setSettings({ collect: false });
    // A refused rate changes nothing and expires nothing.
    expect(
      (await rejectionOf(caller.tax.saveRule({ country: "us", ratePercent: -1, inclusive: false, validFrom: "2020-01-01" }))).code,
    ).toBe("BAD_REQUEST");
    expect(expired).toHaveLength(4);
  });

  it("reviews: approving, answering and hiding expire that guide's reviews only", async () => {
    const { order } = await completedOrder({ product: "intimacy" });
    const review = await db().review.create({ data: { orderId: order.id, productId: "intimacy", rating: 4, text: "Kind and clear." } });
    const caller = await admin();
    await caller.reviews.approve({ id: review.id });
    await caller.reviews.reply({ id: review.id, reply: "Thank you." });
    await caller.reviews.hide({ id: review.id });
    expect(expired).toEqual(Array(3).fill({ tag: "reviews:intimacy", profile: { expire: 0 } }));
  });
});
