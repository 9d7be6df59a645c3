// The app's input rules on every /api/auth request (src/server/auth/better-auth-input.ts): text
// rules on every string, a 16 KB body cap while streaming, names capped at 100 characters.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/auth/[...all]/route";
import { inputMessages } from "@/lib/messages";
import { useTestDatabase } from "../setup/test-db";
import { freshIp } from "./helpers";

const db = useTestDatabase();
const ORIGIN = "http://localhost:3000";
let n = 0;
const newEmail = () => `input${++n}.${process.pid}@mail.fertility-buyers.org`;

async function call(path: string, opts: { body?: unknown; raw?: BodyInit; type?: string; cookie?: string; method?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const hasBody = opts.body !== undefined || opts.raw !== undefined;
  if (hasBody) headers.set("content-type", opts.type ?? "application/json");
  const method = opts.method ?? (hasBody ? "POST" : "GET");
  const req = new Request(`${ORIGIN}/api/auth${path}`, {
    method,
    headers,
    body: hasBody ? (opts.raw ?? JSON.stringify(opts.body)) : undefined,
    duplex: "half",
  } as RequestInit);
  const res = await (method === "GET" ? GET : POST)(req);
  const text = await res.text();
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token=") && !c.startsWith("better-auth.session_token=;"));
  return {
    status: res.status,
    body: (text.startsWith("{") ? JSON.parse(text) : {}) as Record<string, unknown>,
    cookie: session?.split(";")[0] ?? null,
  };
}

/** A confirmed account, signed in: its session cookie. */
async function signedIn() {
  const email = newEmail();
  expect((await call("/sign-up/email", { body: { email, password: "correct-horse", name: "" } })).status).toBe(200);
  await db().user.update({ where: { email }, data: { emailVerified: true } });
  const session = await call("/sign-in/email", { body: { email, password: "correct-horse" } });
  expect(session.status).toBe(200);
  return { email, cookie: session.cookie! };
}

const hostile = ["tok\u0000en", "\uD800token", "token\uDFFF"];

describe("/api/auth input rules", () => {
  it("answers a reset token, a name or a session token with NUL or a lone surrogate 400, never 500", async () => {
    const { cookie, email } = await signedIn();
    for (const bad of hostile) {
      const reset = await call("/reset-password", { body: { newPassword: "brand-new-secret", token: bad } });
      expect([bad, reset.status, reset.body.message]).toEqual([bad, 400, inputMessages.unsafeCharacters]);
      const renamed = await call("/update-user", { body: { name: `Jane ${bad}` }, cookie });
      expect([bad, renamed.status]).toEqual([bad, 400]);
      const revoked = await call("/revoke-session", { body: { token: bad }, cookie });
      expect([bad, revoked.status]).toEqual([bad, 400]);
      const nested = await call("/sign-in/email", { body: { email, password: "correct-horse", extra: { deep: [bad] } } });
      expect([bad, nested.status]).toEqual([bad, 400]);
    }
    const form = await call("/reset-password", {
      raw: "newPassword=brand-new-secret&token=tok%00en",
      type: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(400);
    expect((await call("/reset-password/x?callbackURL=%2Fauth%2Freset%00")).status).toBe(400);
    expect((await call("/reset-password/to%00ken?callbackURL=%2Fauth%2Freset")).status).toBe(400);
    expect((await db().user.findUnique({ where: { email } }))?.name).toBe("");
  });

  it("refuses a body over 16 KB while reading it (413), JSON or form, declared or streamed", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ >= 480) return controller.close(); // 30 MB
        controller.enqueue(chunk);
      },
    });
    const big = await call("/sign-in/email", { raw: streamed });
    expect([big.status, big.body.message]).toEqual([413, inputMessages.tooLarge]);
    expect(pulled).toBeLessThan(5);
    const form = await call("/sign-up/email", { raw: `name=${"a".repeat(30 * 1024)}`, type: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(413);
  });

  it("caps account names at 100 characters, on sign-up and on update-user", async () => {
    const { cookie, email } = await signedIn();
    const longName = await call("/sign-up/email", { body: { email: newEmail(), password: "correct-horse", name: "a".repeat(101) } });
    expect([longName.status, longName.body.message]).toEqual([400, inputMessages.tooLong]);
    expect((await call("/update-user", { body: { name: "b".repeat(101) }, cookie })).status).toBe(400);
    expect((await call("/update-user", { body: { name: "c".repeat(1024 * 1024) }, cookie })).status).toBe(413);
    expect((await call("/update-user", { body: { name: "Jane Fértil 😀" }, cookie })).status).toBe(200);
    expect((await db().user.findUnique({ where: { email } }))?.name).toBe("Jane Fértil 😀");
  });
});

describe("Forgot password?", () => {
  it("answers at once, account or not, and leaves the lookup and the e-mail to a job", async () => {
    const { email } = await signedIn();
    const jobs = () => db().scheduledJob.count({ where: { name: "password-reset-email" } });
    const before = await jobs();
    for (const address of [email, newEmail()]) {
      const answer = await call("/request-password-reset", { body: { email: address, redirectTo: "/auth/reset" } });
      expect([answer.status, answer.body.message]).toEqual([
        200,
        "If this email exists in our system, check your email for the reset link",
      ]);
    }
    expect(await jobs()).toBe(before + 2);
    expect(await db().emailOutbox.count({ where: { to: email, template: "reset-password" } })).toBe(0);
    for (const redirectTo of ["https://evil.example/x", "//evil.example", "/.//evil.example"]) {
      expect([redirectTo, (await call("/request-password-reset", { body: { email, redirectTo } })).status]).toEqual([redirectTo, 403]);
    }
    expect((await call("/request-password-reset", { body: { email: "not-an-address" } })).status).toBe(400);
    expect(await jobs()).toBe(before + 2);
  });
});

describe("/api/auth under next dev", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("trusts the dev server at localhost or 127.0.0.1 on any port, and no other site", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "development");
    const route = await import("@/app/api/auth/[...all]/route");
    const signUp = (origin: string) =>
      route.POST(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { origin, "content-type": "application/json", "x-forwarded-for": freshIp() },
          body: JSON.stringify({ email: newEmail(), password: "correct-horse", name: "" }),
        }),
      );
    for (const origin of ["http://localhost:3001", "http://127.0.0.1:3000", "http://127.0.0.1:4321"]) {
      expect([origin, (await signUp(origin)).status]).toEqual([origin, 200]);
    }
    // Better Auth logs each refused origin (its logger is on outside tests).
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const origin of ["http://evil.example", "http://localhost.evil.example:3000", "http://127.0.0.1.evil.example:3000"]) {
        expect([origin, (await signUp(origin)).status]).toEqual([origin, 403]);
      }
    } finally {
      logged.mockRestore();
    }
  });
});
