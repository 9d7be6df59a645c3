// The local accounts through the real /api/auth handler (Better Auth on this test's database):
// sign-up, the verification e-mail in the outbox, confirmation, sign-in, sessions, global
// sign-out, wrong password, reset, duplicates, bad input and brute-force limits.
import { describe, expect, it, vi } from "vitest";
import { authMessages } from "@/lib/messages";
import { GET, POST } from "@/app/api/auth/[...all]/route";
import { betterAuthProvider } from "@/server/auth/better-auth-provider";
import { setMailTransport } from "@/server/mail";
import { MailDeliveryError } from "@/server/mail/port";
import { isAdmin } from "@/server/auth/roles";
import { useTestDatabase } from "../setup/test-db";
import { freshIp } from "./helpers";
import { runJobs } from "./job-engine";

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = "Boss.Flows@mail.fertility-buyers.org, other@mail.fertility-buyers.org";
});

const db = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse";
let n = 0;
const newEmail = () => `flows${++n}.${process.pid}@mail.fertility-buyers.org`;

type Answer = { status: number; body: Record<string, unknown>; cookie: string | null; location: string | null };

async function call(
  path: string,
  opts: { body?: unknown; raw?: string; cookie?: string; ip?: string; method?: string } = {},
): Promise<Answer> {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": opts.ip ?? freshIp() });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const hasBody = opts.body !== undefined || opts.raw !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const method = opts.method ?? (hasBody ? "POST" : "GET");
  const req = new Request(`${ORIGIN}/api/auth${path}`, {
    method,
    headers,
    body: hasBody ? (opts.raw ?? JSON.stringify(opts.body)) : undefined,
  });
  const res = await (method === "GET" ? GET : POST)(req);
  const text = await res.text();
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token=") && !c.startsWith("better-auth.session_token=;"));
  return {
    status: res.status,
    body: text.startsWith("{") ? JSON.parse(text) : {},
    cookie: session ? session.split(";")[0]! : null,
    location: res.headers.get("location"),
  };
}

const signUp = (email: string, password = PASSWORD, ip?: string) => call("/sign-up/email", { body: { email, password, name: "" }, ip });
const signIn = (email: string, password = PASSWORD, ip?: string) => call("/sign-in/email", { body: { email, password }, ip });
const viewerOf = (cookie: string | null) => betterAuthProvider().getViewer(new Headers(cookie ? { cookie } : {}), db());

/** The link in the latest e-mail of `template` sent to `to`, as a path under /api/auth. */
async function linkIn(to: string, template: "verify-email" | "reset-password") {
  const mail = await db().emailOutbox.findFirst({ where: { to, template }, orderBy: { createdAt: "desc" } });
  expect(mail, `${template} e-mail to ${to}`).not.toBeNull();
  const url = new URL(mail!.text.match(/https?:\/\/\S+\/api\/auth\/[^\s\]]+/)![0]);
  return url.pathname.replace(/^\/api\/auth/, "") + url.search;
}

async function verifiedAccount(email = newEmail()) {
  expect((await signUp(email)).status).toBe(200);
  expect((await call(await linkIn(email, "verify-email"))).status).toBeLessThan(400);
  return email;
}

describe("Better Auth through /api/auth", () => {
  it("signs up, refuses sign-in until the e-mail is confirmed, then signs in with a database session", async () => {
    const email = newEmail();
    const created = await signUp(email.toUpperCase());
    expect(created.status).toBe(200);
    expect(created.cookie).toBeNull(); // nobody is signed in before confirming

    const mail = await db().emailOutbox.findFirst({ where: { to: email } });
    expect(mail).toMatchObject({ template: "verify-email", subject: "Confirm your e-mail address", status: "sent" });

    const early = await signIn(email);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const confirmed = await call(await linkIn(email, "verify-email"));
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/auth?verified=1");
    expect(confirmed.cookie).toBeNull(); // confirming does not sign in
    expect(await db().user.findUnique({ where: { email } })).toMatchObject({ emailVerified: true });

    const ok = await signIn(email);
    expect(ok.status).toBe(200);
    expect(ok.cookie).toMatch(/^better-auth\.session_token=/);
    const viewer = await viewerOf(ok.cookie);
    expect(viewer).toMatchObject({ email });
    expect(await db().session.count({ where: { userId: viewer!.userId } })).toBe(1);
  });

  it("signs out every session of the user (docs/product.md#accounts)", async () => {
    const email = await verifiedAccount();
    const phone = (await signIn(email)).cookie;
    const laptop = (await signIn(email)).cookie;
    expect(await viewerOf(phone)).not.toBeNull();
    expect(await viewerOf(laptop)).not.toBeNull();

    const out = await call("/sign-out", { body: {}, cookie: laptop! });
    expect(out.status).toBe(200);
    expect(await viewerOf(laptop)).toBeNull();
    expect(await viewerOf(phone)).toBeNull();
    const user = await db().user.findUnique({ where: { email } });
    expect(await db().session.count({ where: { userId: user!.id } })).toBe(0);
  });

  it("answers a wrong password and an unknown address alike, with the code the form maps to 'Login Failed'", async () => {
    const email = await verifiedAccount();
    for (const attempt of [await signIn(email, "wrong-password"), await signIn(newEmail())]) {
      expect(attempt.status).toBe(401);
      expect(attempt.body).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
      expect(attempt.cookie).toBeNull();
    }
  });

  it("resets a password through the e-mailed link, ending the old sessions", async () => {
    const email = await verifiedAccount();
    const before = (await signIn(email)).cookie;
    expect((await call("/request-password-reset", { body: { email, redirectTo: "/auth/reset" } })).status).toBe(200);
    // The same answer for an address without an account, and no e-mail.
    const stranger = newEmail();
    expect((await call("/request-password-reset", { body: { email: stranger, redirectTo: "/auth/reset" } })).status).toBe(200);
    // The lookup and the e-mail run in a background job (src/server/auth/password-reset.ts).
    expect(await db().emailOutbox.count({ where: { to: email, template: "reset-password" } })).toBe(0);
    expect(await runJobs()).toBeGreaterThanOrEqual(2);
    expect(await db().emailOutbox.count({ where: { to: stranger } })).toBe(0);

    const opened = await call(await linkIn(email, "reset-password"));
    expect(opened.status).toBe(302);
    const token = new URL(opened.location!, ORIGIN).searchParams.get("token");
    expect(new URL(opened.location!, ORIGIN).pathname).toBe("/auth/reset");
    expect(token).toBeTruthy();

    expect((await call("/reset-password", { body: { newPassword: "brand-new-secret", token } })).status).toBe(200);
    expect(await viewerOf(before)).toBeNull();
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, "brand-new-secret")).status).toBe(200);
    // A used token does not work twice.
    expect((await call("/reset-password", { body: { newPassword: "another-secret", token } })).status).toBe(400);
  });

  it("answers a second sign-up with the same address 'User already registered' (docs/product.md#messages: Account Exists), sending nothing", async () => {
    const email = await verifiedAccount();
    const again = await signUp(email.toUpperCase(), "some-other-password");
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: "USER_ALREADY_EXISTS", message: "User already registered" });
    expect(await db().emailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it("answers bad input with a 4xx and its text (docs/product.md#accounts), never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ email: "", password: "" }, authMessages.required.description],
      [{ email: "jane@mail.org" }, authMessages.required.description],
      [{ email: "not-an-email", password: "secret1" }, authMessages.invalidEmail.description],
      [{ email: "jane@mail.org", password: "12345" }, authMessages.shortPassword.description],
      [{ email: "jane\u0000@mail.org", password: "secret1" }, authMessages.invalidEmail.description],
      [{ email: ["x"], password: { a: 1 } }, authMessages.invalidEmail.description],
    ];
    for (const path of ["/sign-up/email", "/sign-in/email"]) {
      for (const [body, message] of cases) {
        const answer = await call(path, { body: { name: "", ...(body as object) } });
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.message, `${path} ${JSON.stringify(body)}`).toBe(message);
      }
    }
    for (const raw of ["{", "null", "[]", '"x"', "x".repeat(20_000)]) {
      const answer = await call("/sign-in/email", { raw });
      expect(answer.status, raw.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(answer.status, raw.slice(0, 20)).toBeLessThan(500);
    }
    expect((await call("/verify-email?token=forged")).status).toBeLessThan(500);
    expect((await call("/reset-password", { body: { newPassword: "whatever1", token: "forged" } })).status).toBe(400);
    // A cross-site request riding a browser's cookies is refused (CSRF: the Origin must be the site's).
    const foreign = await POST(
      new Request(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json", cookie: "better-auth.session_token=x.eQ==" },
        body: "{}",
      }),
    );
    expect(foreign.status).toBe(403);
    // A callback off the site is refused (no open redirect through the verification link).
    const email = newEmail();
    expect(
      (await call("/sign-up/email", { body: { email, password: PASSWORD, name: "", callbackURL: "https://evil.example/" } })).status,
    ).toBe(403);
  });

  it("makes a verified ADMIN_EMAILS account admin when it signs in, and nobody else", async () => {
    const boss = await verifiedAccount("boss.flows@mail.fertility-buyers.org");
    const plain = await verifiedAccount();
    const bossViewer = await viewerOf((await signIn(boss)).cookie);
    const plainViewer = await viewerOf((await signIn(plain)).cookie);
    expect(await isAdmin(db(), bossViewer!.userId)).toBe(true);
    expect(await isAdmin(db(), plainViewer!.userId)).toBe(false);
    // Listed but unconfirmed: no session, so no role.
    expect((await signUp("other@mail.fertility-buyers.org")).status).toBe(200);
    expect((await signIn("other@mail.fertility-buyers.org")).status).toBe(403);
    const other = await db().user.findUnique({ where: { email: "other@mail.fertility-buyers.org" } });
    expect(await isAdmin(db(), other!.id)).toBe(false);
  });

  it("keeps the account when the mail provider is down; signing in later sends a new link", async () => {
    const email = newEmail();
    setMailTransport({ name: "resend", deliver: () => Promise.reject(new MailDeliveryError("provider down")) });
    try {
      expect((await signUp(email)).status).toBe(200); // Better Auth sends in the background: never a 500
      await expect
        .poll(() =>
          db()
            .emailOutbox.findFirst({ where: { to: email } })
            .then((m) => m?.status),
        )
        .toBe("failed");
    } finally {
      setMailTransport(undefined);
    }
    expect((await signIn(email)).status).toBe(403);
    await expect.poll(() => db().emailOutbox.count({ where: { to: email, status: "sent" } })).toBe(1);
    // The link sent on sign-in comes back to /auth too (Better Auth would send it to /).
    const confirmed = await call(await linkIn(email, "verify-email"));
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/auth?verified=1");
    expect((await signIn(email)).status).toBe(200);
  });

  it("lets the development seed's demo admin sign in, as an admin", async () => {
    const { demoAdmin, ensureDemoAdmin } = await import("../../prisma/demo-admin");
    await ensureDemoAdmin(db());
    await ensureDemoAdmin(db()); // idempotent
    const viewer = await viewerOf((await signIn(demoAdmin.email, demoAdmin.password)).cookie);
    expect(viewer).toMatchObject({ email: demoAdmin.email });
    expect(await isAdmin(db(), viewer!.userId)).toBe(true);
  });

  it("limits sign-in per e-mail (whatever the client) and per client (whatever the e-mail), with a 429", async () => {
    const email = await verifiedAccount();
    const perEmail = [];
    for (let i = 0; i < 11; i++) perEmail.push((await signIn(email, "wrong-password")).status);
    expect(perEmail.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(perEmail[10]).toBe(429);
    // The right password from a new client is refused too while the address is limited.
    expect((await signIn(email)).status).toBe(429);

    const ip = freshIp();
    const perClient = [];
    for (let i = 0; i < 31; i++) perClient.push((await signIn(newEmail(), PASSWORD, ip)).status);
    expect(perClient.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(perClient[30]).toBe(429);
    // Another client is not affected.
    expect((await signIn(newEmail())).status).toBe(401);
  });
});
