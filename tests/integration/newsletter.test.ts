import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { setMailTransport } from "@/server/mail";
import { resendTransport } from "@/server/mail/resend";
import { setJobQueue } from "@/server/jobs";
import { useTestDatabase } from "../setup/test-db";
import { callerFor, freshIp, rejectionOf } from "./helpers";
import { makeTestEngine, runJobs, unreachableQueue } from "./job-engine";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const m = messages.newsletter;
let n = 0;
const email = () => `reader${++n}@example.com`;

const { resend } = useFakeServers({ resend: true });
afterEach(() => {
  setMailTransport(undefined);
  setJobQueue(undefined);
});

describe("newsletter.subscribe", () => {
  it("stores the subscriber and sends one confirmation", async () => {
    const address = email();
    await expect((await callerFor()).newsletter.subscribe({ email: ` ${address.toUpperCase()} ` })).resolves.toEqual({
      alreadySubscribed: false,
    });
    expect(await db().subscriber.findUnique({ where: { email: address } })).toMatchObject({ source: "newsletter" });
    await runJobs(); // the confirmation is sent by the job engine
    const mail = await db().emailOutbox.findMany({ where: { to: address } });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "newsletter-confirmation", status: "sent" });
    expect(mail[0]!.html).toContain("/unsubscribe?token=");
    expect(mail[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await db().subscriber.findUnique({ where: { email: address } })).not.toMatchObject({ confirmationSentAt: null });
  });

  it("treats a repeat subscription as success, storing and mailing once", async () => {
    const address = email();
    await (await callerFor()).newsletter.subscribe({ email: address });
    await runJobs();
    await expect((await callerFor()).newsletter.subscribe({ email: address })).resolves.toEqual({
      alreadySubscribed: true,
    });
    await runJobs();
    expect(await db().subscriber.count({ where: { email: address } })).toBe(1);
    expect(await db().emailOutbox.count({ where: { to: address } })).toBe(1);
  });

  it.each([
    ["", m.empty.description],
    ["   ", m.empty.description],
    ["not-an-email", m.invalid.description],
    [`${"a".repeat(243)}@example.com`, m.invalid.description],
  ])("rejects %j with its exact message", async (value, message) => {
    const error = await rejectionOf((await callerFor()).newsletter.subscribe({ email: value }));
    expect(error).toMatchObject({ code: "BAD_REQUEST", message });
  });

  it("refuses the 11th attempt in 5 minutes from one client", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await (await callerFor({ ip })).newsletter.subscribe({ email: email() });
    const error = await rejectionOf((await callerFor({ ip })).newsletter.subscribe({ email: email() }));
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: m.rateLimited.description });
  });

  it("mailer down: 'Subscribed!' for the visitor, the confirmation is retried by the engine and sent once", async () => {
    const engine = makeTestEngine(db);
    setMailTransport(resendTransport("re_test", resend.url));
    resend.state.failing = true;
    const address = email();
    await expect((await callerFor()).newsletter.subscribe({ email: address })).resolves.toEqual({ alreadySubscribed: false });
    await engine.run();
    expect(await db().subscriber.findUnique({ where: { email: address } })).toMatchObject({ confirmationSentAt: null });
    expect(await db().scheduledJob.findUnique({ where: { idempotencyKey: `newsletter-confirmation:${address}` } })).toMatchObject({
      status: "pending",
      attempts: 1,
    });

    resend.state.failing = false;
    await engine.advance(30_000);
    expect(await db().subscriber.findUnique({ where: { email: address } })).not.toMatchObject({ confirmationSentAt: null });
    expect(await db().emailOutbox.findMany({ where: { to: address } })).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("job engine unreachable: 'Failed to subscribe', the subscriber is kept", async () => {
    setJobQueue(unreachableQueue());
    const address = email();
    const error = await rejectionOf((await callerFor()).newsletter.subscribe({ email: address }));
    expect(error).toMatchObject({ code: "BAD_GATEWAY", message: m.failure.description });
    expect(await db().subscriber.findUnique({ where: { email: address } })).toMatchObject({ confirmationSentAt: null });
  });
});

describe("newsletter.claimLeadMagnet", () => {
  it("subscribes with source exit_intent_popup and e-mails the checklist once", async () => {
    const address = email();
    await (await callerFor()).newsletter.claimLeadMagnet({ email: address, source: "exit_intent_popup" });
    await (await callerFor()).newsletter.claimLeadMagnet({ email: address });
    await runJobs();
    expect(await db().subscriber.findUnique({ where: { email: address } })).toMatchObject({
      source: "exit_intent_popup",
    });
    const mail = await db().emailOutbox.findMany({ where: { to: address } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.template).toBe("lead-magnet-delivery");
    expect(mail[0]!.html).toContain("/downloads/fertility-checklist.pdf");
    expect(mail[0]!.html).toContain("WELCOME20");
    expect(mail[0]!.html).toContain("/unsubscribe?token=");
  });

  it("uses the popup's texts for bad input and failures", async () => {
    expect(await rejectionOf((await callerFor()).newsletter.claimLeadMagnet({ email: "" }))).toMatchObject({
      message: messages.exitPopup.emailRequired.description,
    });
    expect(await rejectionOf((await callerFor()).newsletter.claimLeadMagnet({ email: "a@b" }))).toMatchObject({
      message: messages.exitPopup.emailInvalid.description,
    });
    setJobQueue(unreachableQueue());
    const error = await rejectionOf((await callerFor()).newsletter.claimLeadMagnet({ email: email() }));
    expect(error).toMatchObject({ code: "BAD_GATEWAY", message: messages.exitPopup.failure.description });
  });
});
