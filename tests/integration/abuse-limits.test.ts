// Rate limits as an attacker meets them: an invented X-Forwarded-For does not make a new client,
// and each form's store-wide ceiling stops every client together (e-mails and sessions cost money).
import { afterEach, describe, expect, it } from "vitest";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { commerceMessages, messages } from "@/lib/messages";
import { type RateRule, rateLimitKey, rateRules } from "@/server/rate-limit";
import { useTestDatabase } from "../setup/test-db";
import { checkoutForm } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";

const db = useTestDatabase();
let n = 0;
const contact = () => ({
  name: "Jane Doe",
  email: `spoof${++n}@mail.fertility-buyers.org`,
  message: "A question about the guide, please.",
});

describe("the client's address", () => {
  it("is not what the client writes into X-Forwarded-For: a loop inventing it is stopped at 10", async () => {
    // One trusted proxy (vitest's TRUSTED_PROXY_HOPS=1) appends the real address; the client prepends anything.
    const real = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await trpcPost(
        new Request("http://localhost:3000/api/trpc/contact.send", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}, 203.0.113.${i}, ${real}` },
          body: JSON.stringify({ json: contact() }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("each form's store-wide ceiling", () => {
  /** Puts the store's counter of `rule` at its ceiling, as if many clients had just used it up. */
  async function exhaust(rule: RateRule) {
    const now = new Date();
    const key = rateLimitKey(rule.key, "*");
    const row = { windowStart: now, count: rule.store!.limit, expiresAt: new Date(now.getTime() + rule.store!.windowMs) };
    await db().rateLimit.upsert({ where: { key }, create: { key, ...row }, update: row });
  }
  afterEach(() => db().rateLimit.deleteMany({ where: { key: { endsWith: ":*" } } }));

  it.each([
    ["contact form", rateRules.contact, async () => (await callerFor()).contact.send(contact()), messages.contact.rateLimited.description],
    [
      "newsletter",
      rateRules.subscription,
      async () => (await callerFor()).newsletter.subscribe({ email: `c${++n}@shop.org` }),
      messages.newsletter.rateLimited.description,
    ],
    [
      "lead magnet",
      rateRules.subscription,
      async () => (await callerFor()).newsletter.claimLeadMagnet({ email: `c${++n}@shop.org` }),
      messages.newsletter.rateLimited.description,
    ],
    [
      "checkout",
      rateRules.checkout,
      async () => (await callerFor()).checkout.createSession(checkoutForm()),
      commerceMessages.checkoutRateLimited,
    ],
    [
      "cart",
      rateRules.cart,
      async () => (await callerFor()).checkout.saveCart({ email: `c${++n}@shop.org` }),
      commerceMessages.checkoutRateLimited,
    ],
    [
      "discount check",
      rateRules.discountCheck,
      async () => (await callerFor()).checkout.quote({ discount: "SAVE50" }),
      commerceMessages.discountRateLimited,
    ],
  ] as const)("%s: a brand-new client is refused once the store's allowance is used up", async (_form, rule, attempt, message) => {
    await expect(attempt()).resolves.toBeDefined();
    await exhaust(rule);
    expect(await rejectionOf(attempt())).toMatchObject({ code: "TOO_MANY_REQUESTS", message });
  });

  it("fresh download links: a brand-new client is refused once the store's allowance is used up", async () => {
    const ask = () =>
      downloadLink(
        new Request("http://localhost:3000/api/download-link", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
          body: JSON.stringify({ email: `c${++n}@shop.org` }),
        }),
      );
    expect((await ask()).status).toBe(200);
    await exhaust(rateRules.downloadLink);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: commerceMessages.download.freshLinkRateLimited });
  });
});
