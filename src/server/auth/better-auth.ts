import "server-only";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { emailOTP } from "better-auth/plugins";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { createHash } from "node:crypto";
import { env } from "@/env";
import { libraryMessages } from "@/lib/messages";
import { credentialsInput, passwordLimits } from "@/lib/validation/auth";
import type { Db } from "@/server/db/open";
import { MailDeliveryError } from "@/server/mail/port";
import { sendEmail } from "@/server/mail/send-email";
import { rateRules, takeRateLimit } from "@/server/rate-limit";
import { grantAdminOnSignIn } from "@/server/auth/roles";
import { authRateStorage, CLIENT_ADDRESS_HEADER } from "./better-auth-limits";
import { siteName } from "@/content/site";
import { queuePasswordReset } from "./password-reset";
import { LIBRARY_CODE, limitLibraryCodeEntry, queueLibraryCode } from "./library-code";

/** Development and tests only: production refuses to start without BETTER_AUTH_SECRET (src/server/production-guard.ts). */
const DEV_SECRET = "dev-only-better-auth-secret-9f2c7a41e8b3d6051c4e";

const mailFailed = "We couldn't send the e-mail just now. Please try again in a few minutes.";
const VERIFY_TTL_S = 24 * 60 * 60;
const RESET_TTL_S = 60 * 60;

/** The answers the form tells apart (docs/product.md#messages) by these texts ('Invalid login credentials', 'User already registered'); the form maps the codes. */
const duplicateSignUp = () => new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already registered" });

/**
 * Secure cookies in production, except on a plain-http loopback address (a production build run
 * locally, the e2e journeys), where a browser would drop them.
 */
function secureCookies() {
  const url = new URL(env.NEXT_PUBLIC_SITE_URL);
  const loopback = url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return env.NODE_ENV === "production" && !loopback;
}

function secret() {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === "production") throw new Error("BETTER_AUTH_SECRET is not set (see src/server/production-guard.ts).");
  return DEV_SECRET;
}

/**
 * `next dev` opened at localhost or 127.0.0.1 on any port (`npm run dev -- -p 3001`): Better Auth
 * trusts only NEXT_PUBLIC_SITE_URL's origin otherwise, and answers "Invalid origin". Development
 * only; a production server trusts its own address alone.
 */
export const devTrustedOrigins = ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*"];

/** Where every confirmation link lands: /auth, which says the address is confirmed (or the link failed). */
export const VERIFIED_PATH = "/auth?verified=1";

/**
 * A verification link coming back to /auth. Better Auth builds it with the request's callbackURL,
 * which a link sent on an (unconfirmed) sign-in lacks: it would land on `/`.
 */
function backToAuth(url: string) {
  const link = new URL(url);
  link.searchParams.set("callbackURL", VERIFIED_PATH);
  return link.toString();
}

/** A confirmation or reset link, through the mail port (the outbox offline), once per token. */
async function mailLink(db: Db, template: "verify-email" | "reset-password", to: string, url: string, token: string, ttlSeconds: number) {
  try {
    await sendEmail(db, {
      to,
      template,
      props: { url, expiresInHours: ttlSeconds / 3600 },
      idempotencyKey: `${template}:${token}`,
    });
  } catch (error) {
    // The mail provider is down: a 503 with our text rather than Better Auth's 500. Signing in
    // (unconfirmed) or "Forgot password?" later sends a new link.
    if (error instanceof MailDeliveryError) throw new APIError("SERVICE_UNAVAILABLE", { code: "MAIL_UNAVAILABLE", message: mailFailed });
    throw error;
  }
}

/**
 * A library code, through the mail port, once per code. Only the job (library-code-email.ts)
 * reaches this: a browser's request is queued by the hook below.
 */
async function mailLibraryCode(db: Db, to: string, code: string) {
  await sendEmail(db, {
    to,
    template: "library-code",
    props: { code, expiresInMinutes: LIBRARY_CODE.ttlSeconds / 60, libraryUrl: `${env.NEXT_PUBLIC_SITE_URL}/library` },
    idempotencyKey: `library-code:${createHash("sha256").update(`${to}\n${code}\n${Date.now()}`).digest("base64url").slice(0, 32)}`,
  });
}

/** The emailOTP endpoints the store does not offer (only the library's sign-in by code is). */
const unofferedCodePaths = new Set([
  "/email-otp/check-verification-otp",
  "/email-otp/verify-email",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
]);

/** Better Auth on our database: e-mail + password, required verification, database sessions. */
function createAuth(db: Db) {
  return betterAuth({
    appName: siteName,
    baseURL: env.NEXT_PUBLIC_SITE_URL,
    trustedOrigins: env.NODE_ENV === "development" ? devTrustedOrigins : [],
    secret: secret(),
    database: prismaAdapter(db, { provider: "postgresql" }),
    telemetry: { enabled: false },
    // It logs every refused request (a bad password, our own 4xx answers from the hooks below);
    // the tests assert the answers instead, and fail on any console.error. Elsewhere: errors only
    // (not a warning per wrong password).
    logger: { disabled: env.NODE_ENV === "test", level: "error" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordLimits.min,
      maxPasswordLength: passwordLimits.max,
      resetPasswordTokenExpiresIn: RESET_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url, token }) => mailLink(db, "reset-password", user.email, url, token, RESET_TTL_S),
    },
    emailVerification: {
      sendOnSignUp: true,
      // The way to get a new link: sign in before confirming (rate-limited like every sign-in).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TTL_S,
      sendVerificationEmail: ({ user, url, token }) => mailLink(db, "verify-email", user.email, backToAuth(url), token, VERIFY_TTL_S),
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    plugins: [
      // The library without a password (docs/product.md#the-library-without-a-password): a
      // 6-digit code e-mailed on request opens a session for that address (an unknown one gets
      // an account with its address verified, which the code proves). Stored hashed.
      emailOTP({
        otpLength: LIBRARY_CODE.length,
        expiresIn: LIBRARY_CODE.ttlSeconds,
        allowedAttempts: LIBRARY_CODE.tries,
        storeOTP: "hashed",
        // Our limits (src/server/rate-limit.ts) run in the hook below; this only caps bursts.
        rateLimit: { window: 60, max: 60 },
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === "sign-in") await mailLibraryCode(db, email, otp);
        },
      }),
    ],
    rateLimit: {
      enabled: true,
      customStorage: authRateStorage(db),
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 15 * 60, max: 30 },
        "/sign-up/email": { window: 15 * 60, max: 10 },
        "/request-password-reset": { window: 15 * 60, max: 5 },
        "/reset-password": { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      // The route handler puts the address found by the app's one trusted-proxy rule here
      // (src/server/http/client-address.ts), over anything the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: secureCookies(),
      // Better Auth skips its Origin / callback-URL checks under NODE_ENV=test: keep them on, so
      // the tests exercise what production runs.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // "Forgot password?" from a browser: queued as a job and answered at once (the job calls
        // the endpoint again without a request, which runs it): src/server/auth/password-reset.ts.
        if (ctx.path === "/request-password-reset" && ctx.request) return ctx.json(await queuePasswordReset(ctx.body, mailFailed));
        if (unofferedCodePaths.has(ctx.path)) throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
        // "E-mail me a code" from a browser: limited, queued as a job and answered at once (the job
        // calls the endpoint again without a request, which runs it): src/server/auth/library-code.ts.
        if (ctx.path === "/email-otp/send-verification-otp" && ctx.request) {
          return ctx.json(await queueLibraryCode(db, ctx.body, ctx.request.headers.get(CLIENT_ADDRESS_HEADER)));
        }
        if (ctx.path === "/sign-in/email-otp" && ctx.request) {
          await limitLibraryCodeEntry(db, ctx.request.headers.get(CLIENT_ADDRESS_HEADER));
          const otp = (ctx.body as { otp?: unknown } | undefined)?.otp;
          if (typeof otp !== "string" || !/^\d{6}$/.test(otp.trim()))
            throw new APIError("BAD_REQUEST", { code: "INVALID_CODE_FORMAT", message: libraryMessages.codeFormat });
        }
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") {
          // The texts for bad input (docs/product.md#accounts), before Better Auth's own checks.
          const parsed = credentialsInput.safeParse(ctx.body ?? {});
          if (!parsed.success) throw new APIError("BAD_REQUEST", { code: "INVALID_INPUT", message: parsed.error.issues[0]!.message });
          const { email } = parsed.data;
          if (ctx.path === "/sign-in/email") {
            const limit = await takeRateLimit(db, rateRules.signInEmail, email);
            if (!limit.allowed) {
              throw new APIError("TOO_MANY_REQUESTS", {
                code: "TOO_MANY_ATTEMPTS",
                message: "Too many sign-in attempts. Please try again later.",
              });
            }
          } else if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
            // Better Auth answers a duplicate with a fake success when verification is required;
            // docs/product.md#messages: 'Account Exists', and the form switches to sign-in.
            throw duplicateSignUp();
          }
        }
        if (ctx.path === "/sign-out") {
          // docs/product.md#accounts: sign-out is global. The endpoint ends this session; end the others here.
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (current) await db.session.deleteMany({ where: { userId: current.user.id, token: { not: current.session.token } } });
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // ADMIN_EMAILS: a verified account with one of these addresses is admin once it signs in.
          after: async (session) => {
            await grantAdminOnSignIn(db, session.userId, env.ADMIN_EMAILS);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

/** The Better Auth instance on this database (tests swap databases, so one per client). */
export function authFor(db: Db): Auth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
