import { describe, expect, it } from "vitest";
import { GET } from "@/app/dev/outbox/[id]/route";
import { devOutboxEnabled, latestOutboxEmails, linksIn, outboxEmailHtml } from "@/server/queries/dev-outbox";
import { sendEmail } from "@/server/mail/send-email";
import { useTestDatabase } from "../setup/test-db";

const db = useTestDatabase();

describe("/dev/outbox", () => {
  it("exists only in development with the outbox transport", () => {
    expect(devOutboxEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(devOutboxEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(devOutboxEnabled({ NODE_ENV: "test" })).toBe(false);
    expect(devOutboxEnabled({ NODE_ENV: "development", RESEND_API_KEY: "re_x" })).toBe(false);
  });

  it("lists the latest e-mails newest first, with their links, and serves each rendered", async () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth%3Fverified%3D1";
    await sendEmail(db(), { to: "first@mail.org", template: "verify-email", props: { url, expiresInHours: 24 }, idempotencyKey: "t:1" });
    await sendEmail(db(), {
      to: "second@mail.org",
      template: "reset-password",
      props: { url: "http://localhost:3000/api/auth/reset-password/tok?callbackURL=%2Fauth%2Freset", expiresInHours: 1 },
      idempotencyKey: "t:2",
    });
    const emails = await latestOutboxEmails(db());
    expect(emails.map((e) => e.to).slice(0, 2)).toEqual(["second@mail.org", "first@mail.org"]);
    expect(linksIn(emails[1]!.text)).toContain(url);
    const html = await outboxEmailHtml(db(), emails[1]!.id);
    expect(html).toContain(url.replace(/&/g, "&amp;"));
    expect(await outboxEmailHtml(db(), "missing")).toBeNull();
  });

  it("answers 404 outside development, whatever the id", async () => {
    const [email] = await latestOutboxEmails(db(), 1);
    const res = await GET(new Request(`http://localhost:3000/dev/outbox/${email?.id ?? "x"}`));
    expect(res.status).toBe(404);
  });
});
