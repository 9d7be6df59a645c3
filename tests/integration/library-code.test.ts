// The library without a password (docs/product.md#the-library-without-a-password): a 6-digit
// code through the real /api/auth handler (Better Auth's emailOTP on this test's database), the
// e-mail sent by the job, its limits, its one answer for a buyer and a stranger, and the library
// it opens — the same orders an account of that address sees.
import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/auth/[...all]/route";
import { libraryMessages } from "@/lib/messages";
import { betterAuthProvider } from "@/server/auth/better-auth-provider";
import { purchasesOf } from "@/server/services/downloads/library";
import { openDownload } from "@/server/services/downloads/downloads";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { freshIp } from "./helpers";
import { runJobs } from "./job-engine";

const db = useTestDatabase();
const ORIGIN = "http://localhost:3000";
let n = 0;
const newEmail = (who = "buyer") => `${who}${++n}.${process.pid}@mail.fertility-buyers.org`;

type Answer = { status: number; text: string; body: Record<string, unknown>; cookie: string | null };

async function call(path: string, body: unknown, ip = freshIp()): Promise<Answer> {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip, "content-type": "application/json" });
  const res = await (body === undefined ? GET : POST)(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.session_token=") && !c.startsWith("better-auth.session_token=;"));
  return { status: res.status, text, body: text.startsWith("{") ? JSON.parse(text) : {}, cookie: session ? session.split(";")[0]! : null };
}

const askCode = (email: string, ip?: string) => call("/email-otp/send-verification-otp", { email, type: "sign-in" }, ip);
const enterCode = (email: string, otp: string, ip?: string) => call("/sign-in/email-otp", { email, otp }, ip);

/** The code of the latest library-code e-mail to `to`, or null. */
async function codeFor(to: string) {
  const mail = await db().emailOutbox.findFirst({ where: { to, template: "library-code" }, orderBy: { createdAt: "desc" } });
  return mail ? /\b(\d{6})\b/.exec(mail.subject)![1]! : null;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("library codes through /api/auth", () => {
  it("e-mails a 6-digit code to a buyer through the job; the code opens a session once, and the library lists their orders", async () => {
    const email = newEmail();
    const { order } = await completedOrder({ email, product: "fertility" });

    const asked = await askCode(email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true });
    // Nothing is sent before the job runs: the request only queued it.
    expect(await codeFor(email)).toBeNull();
    await runJobs();
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await db().emailOutbox.findFirst({ where: { to: email, template: "library-code" } });
    expect(mail!.text).toContain(`${ORIGIN}/library`);
    // Stored hashed: the code itself is not in the database.
    const stored = await db().verification.findMany({ where: { identifier: { contains: email } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).not.toContain(code!);

    const opened = await enterCode(email, code!);
    expect(opened.status).toBe(200);
    expect(opened.cookie).toBeTruthy();
    const viewer = await betterAuthProvider().getViewer(new Headers({ cookie: opened.cookie! }), db());
    expect(viewer).toMatchObject({ email });
    expect(await db().user.findUnique({ where: { email }, select: { emailVerified: true } })).toEqual({ emailVerified: true });

    const library = await purchasesOf(db(), viewer!);
    expect(library.map((o) => o.id)).toEqual([order.id]);
    const token = new URL(library[0]!.downloads[0]!.url, ORIGIN).searchParams.get("token")!;
    await expect(openDownload(db(), token)).resolves.toMatchObject({ ok: true });

    // Once: the same code again is refused.
    const again = await enterCode(email, code!);
    expect(again.status).toBe(400);
    expect(again.cookie).toBeNull();
  });

  it("answers a stranger word for word as a buyer, and sends the stranger nothing", async () => {
    const buyer = newEmail();
    await completedOrder({ email: buyer });
    const stranger = newEmail("stranger");
    const [a, b] = [await askCode(buyer), await askCode(stranger)];
    expect(b.status).toBe(a.status);
    expect(b.text).toBe(a.text);
    await runJobs();
    expect(await codeFor(buyer)).not.toBeNull();
    expect(await codeFor(stranger)).toBeNull();
    expect(await db().verification.count({ where: { identifier: { contains: stranger } } })).toBe(0);
    // A code guessed for the stranger opens nothing.
    expect((await enterCode(stranger, "123456")).status).toBe(400);
    expect(await db().user.count({ where: { email: stranger } })).toBe(0);
  });

  it("refuses an expired code", async () => {
    const email = newEmail();
    await completedOrder({ email });
    await askCode(email);
    await runJobs();
    const code = (await codeFor(email))!;
    await db().verification.updateMany({ where: { identifier: { contains: email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await enterCode(email, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: "OTP_EXPIRED" });
    expect(late.cookie).toBeNull();
  });

  it("works for 10 minutes", async () => {
    const email = newEmail();
    await completedOrder({ email });
    const before = Date.now();
    await askCode(email);
    await runJobs();
    const [row] = await db().verification.findMany({ where: { identifier: { contains: email } } });
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5000);
  });

  it("allows 5 wrong tries, then refuses even the right code", async () => {
    const email = newEmail();
    await completedOrder({ email });
    await askCode(email);
    await runJobs();
    const code = (await codeFor(email))!;
    for (let i = 0; i < 5; i++) expect((await enterCode(email, wrong(code))).body).toMatchObject({ code: "INVALID_OTP" });
    const sixth = await enterCode(email, code);
    expect(sixth.status).toBe(403);
    expect(sixth.body).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(sixth.cookie).toBeNull();

    // Four wrong tries leave the fifth for the right code.
    const other = newEmail();
    await completedOrder({ email: other });
    await askCode(other);
    await runJobs();
    const second = (await codeFor(other))!;
    for (let i = 0; i < 4; i++) await enterCode(other, wrong(second));
    expect((await enterCode(other, second)).status).toBe(200);
  });

  it("limits codes per address whatever the client, and per client whatever the address", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await askCode(email)).status).toBe(200);
    const sixth = await askCode(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ message: libraryMessages.rateLimited });

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await askCode(newEmail(), ip)).status).toBe(200);
    expect((await askCode(newEmail(), ip)).status).toBe(429);
    expect((await askCode(newEmail())).status).toBe(200); // another client still can

    // Entering codes: limited per client too.
    const guesser = freshIp();
    for (let i = 0; i < 30; i++) expect((await enterCode(newEmail(), "000000", guesser)).status).toBe(400);
    expect((await enterCode(newEmail(), "000000", guesser)).status).toBe(429);
  });

  it("refuses bad input with a 400 and our text, and offers no other kind of code", async () => {
    expect(await askCode("not-an-address")).toMatchObject({ status: 400 });
    const email = newEmail();
    expect(await call("/email-otp/send-verification-otp", { email, type: "forget-password" })).toMatchObject({
      status: 400,
      body: { message: libraryMessages.onlySignIn },
    });
    expect(await enterCode(email, "12ab")).toMatchObject({ status: 400, body: { message: libraryMessages.codeFormat } });
    expect((await call("/email-otp/request-password-reset", { email })).status).toBe(404);
    expect((await call("/forget-password/email-otp", { email })).status).toBe(404);
  });
});

describe("the library's orders", () => {
  it("leave out refunded and disputed orders, and an account of the address sees the same orders as a code", async () => {
    const email = newEmail();
    const kept = await completedOrder({ email, product: "fertility" });
    const partly = await completedOrder({ email, product: "intimacy" });
    const refunded = await completedOrder({ email });
    const disputed = await completedOrder({ email });
    await db().order.update({ where: { id: partly.order.id }, data: { status: "partially_refunded" } });
    await db().order.update({ where: { id: refunded.order.id }, data: { status: "refunded" } });
    await db().downloadGrant.updateMany({
      where: { orderId: refunded.order.id },
      data: { revokedAt: new Date(), revokedReason: "refunded" },
    });
    await db().order.update({ where: { id: disputed.order.id }, data: { status: "disputed" } });
    await db().downloadGrant.updateMany({
      where: { orderId: disputed.order.id },
      data: { revokedAt: new Date(), revokedReason: "disputed" },
    });

    // An account with a password, confirmed, of the same address.
    const { user, cookie } = await signedIn(db(), { email });
    const account = await betterAuthProvider().getViewer(new Headers({ cookie }), db());
    expect(account).toMatchObject({ userId: user.id, email });
    const fromAccount = await purchasesOf(db(), account!);
    expect(fromAccount.map((o) => o.id).sort()).toEqual([kept.order.id, partly.order.id].sort());

    // A code for the same address opens the same account, so the same library.
    await askCode(email);
    await runJobs();
    const opened = await enterCode(email, (await codeFor(email))!);
    const byCode = await betterAuthProvider().getViewer(new Headers({ cookie: opened.cookie! }), db());
    expect(byCode).toEqual(account);
    expect((await purchasesOf(db(), byCode!)).map((o) => o.id)).toEqual(fromAccount.map((o) => o.id));
  });

  it("carries each guide's edition label when the grant has one", async () => {
    const email = newEmail();
    const { order } = await completedOrder({ email, product: "fertility" });
    const grant = await db().downloadGrant.findFirstOrThrow({ where: { orderId: order.id } });
    const file = await db().storedFile.create({
      data: {
        key: `guides/edition-${process.pid}-${n}.pdf`,
        folder: "guides",
        name: "edition.pdf",
        size: 1,
        contentType: "application/pdf",
        provider: "local",
      },
    });
    const edition = await db().productEdition.create({
      data: { productId: grant.productId, number: 99, label: "2nd edition, 2027", fileId: file.id },
    });
    await db().downloadGrant.update({ where: { id: grant.id }, data: { editionId: edition.id } });
    const other = await completedOrder({ email, product: "intimacy" });
    const rows = await purchasesOf(db(), { userId: "u", email });
    expect(rows.find((o) => o.id === order.id)!.downloads[0]!.edition).toBe("2nd edition, 2027");
    expect(rows.find((o) => o.id === other.order.id)!.downloads[0]!.edition).toBeNull();
  });
});
