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
const m = messages.contact;
let n = 0;
const valid = () => ({ name: "Jane Doe", email: `jane${++n}@example.com`, message: "When will I receive the guide?" });

const { resend } = useFakeServers({ resend: true });
afterEach(() => {
  setMailTransport(undefined);
  setJobQueue(undefined);
});

describe("contact.send", () => {
  it("stores the message and e-mails the support inbox", async () => {
    const input = { ...valid(), name: " <b>Jane</b> Doe ", message: "Hello <script>x()</script>there, question!" };
    const { id } = await (await callerFor()).contact.send(input);
    await runJobs(); // the notification is sent by the job engine
    const row = await db().contactMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ name: "Jane Doe", email: input.email, message: "Hello there, question!" });
    expect(row.notifiedAt).not.toBeNull();
    const mail = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `contact:${id}` } });
    expect(mail).toMatchObject({ to: "support@fertilityguides.example", status: "sent", template: "contact-notification" });
    expect(mail.html).toContain("Hello there, question!");
  });

  it.each([
    [{ name: "" }, m.missing.description],
    [{ email: "  " }, m.missing.description],
    [{ message: "" }, m.missing.description],
    [{ name: "a".repeat(101) }, m.invalidName.description],
    [{ name: "R2-D2" }, m.invalidName.description],
    [{ email: "jane.example.com" }, m.invalidEmail.description],
    [{ email: `${"a".repeat(243)}@example.com` }, m.invalidEmail.description],
    [{ message: "too short" }, m.invalidMessage.description],
    [{ message: "x".repeat(2001) }, m.invalidMessage.description],
  ])("rejects bad input #%# with its exact message", async (override, message) => {
    const before = await db().contactMessage.count();
    const error = await rejectionOf((await callerFor()).contact.send({ ...valid(), ...override }));
    expect(error).toMatchObject({ code: "BAD_REQUEST", message });
    expect(await db().contactMessage.count()).toBe(before);
  });

  it("allows 10 messages per 5 minutes per client and refuses the 11th", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await (await callerFor({ ip })).contact.send(valid());
    const error = await rejectionOf((await callerFor({ ip })).contact.send(valid()));
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: m.rateLimited.description });
    await expect((await callerFor()).contact.send(valid())).resolves.toHaveProperty("id");
  });

  it("mailer down: the visitor sees success, the message is kept and delivered once by the engine's retry", async () => {
    const engine = makeTestEngine(db);
    setMailTransport(resendTransport("re_test", resend.url));
    resend.state.failing = true;
    const input = valid();
    const { id } = await (await callerFor()).contact.send(input);
    await engine.run();
    expect(await db().contactMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ message: input.message, notifiedAt: null });
    expect(await db().emailOutbox.findUnique({ where: { idempotencyKey: `contact:${id}` } })).toMatchObject({ status: "failed" });
    const job = await db().scheduledJob.findUniqueOrThrow({ where: { idempotencyKey: `contact-notification:${id}` } });
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("Resend is down") });

    // The visitor sends it again meanwhile: the same row, the same job.
    await (await callerFor()).contact.send(input);
    expect(await db().contactMessage.count({ where: { email: input.email } })).toBe(1);

    resend.state.failing = false;
    await engine.advance(30_000);
    expect((await db().contactMessage.findUniqueOrThrow({ where: { id } })).notifiedAt).not.toBeNull();
    const sent = resend.received.filter((r) => r.headers["idempotency-key"] === `contact:${id}`);
    expect(sent).toHaveLength(2); // one failed attempt, one delivery
    expect(sent[1]!.body).toMatchObject({ to: "support@fertilityguides.example", reply_to: input.email });
    await engine.advance(60 * 60_000);
    expect(resend.received.filter((r) => r.headers["idempotency-key"] === `contact:${id}`)).toHaveLength(2);
  });

  it("job engine unreachable: 'Failed to send message', the message is kept and a retry reuses it", async () => {
    setJobQueue(unreachableQueue());
    const input = valid();
    const error = await rejectionOf((await callerFor()).contact.send(input));
    expect(error).toMatchObject({ code: "BAD_GATEWAY", message: m.failure.description });
    expect(await db().contactMessage.findMany({ where: { email: input.email } })).toMatchObject([{ notifiedAt: null }]);

    setJobQueue(undefined);
    const { id } = await (await callerFor()).contact.send(input);
    await runJobs();
    expect(await db().contactMessage.count({ where: { email: input.email } })).toBe(1);
    expect((await db().contactMessage.findUniqueOrThrow({ where: { id } })).notifiedAt).not.toBeNull();
  });
});
