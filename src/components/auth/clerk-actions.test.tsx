import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClerkAuthActions } from "./clerk-actions";

// Clerk's hooks, replaced by recording fakes of the Core 3 resources (the real ones need a Clerk instance).
type Call = [string, unknown?];
const fake = vi.hoisted(() => {
  const calls: [string, unknown?][] = [];
  const answers: Record<string, { error: unknown }> = {};
  const step = (name: string) => async (arg?: unknown) => {
    calls.push(arg === undefined ? [name] : [name, arg]);
    return answers[name] ?? { error: null };
  };
  const signIn = {
    status: "complete" as string,
    password: step("signIn.password"),
    finalize: step("signIn.finalize"),
    create: step("signIn.create"),
    resetPasswordEmailCode: {
      sendCode: step("reset.sendCode"),
      verifyCode: step("reset.verifyCode"),
      submitPassword: step("reset.submitPassword"),
    },
  };
  const signUp = { password: step("signUp.password"), verifications: { sendEmailLink: step("signUp.sendEmailLink") } };
  const sessions = [
    { id: "sess_here", status: "active", revoke: step("revoke sess_here") },
    { id: "sess_phone", status: "active", revoke: step("revoke sess_phone") },
    { id: "sess_old", status: "ended", revoke: step("revoke sess_old") },
  ];
  const clerk = { session: { id: "sess_here" }, user: { getSessions: async () => sessions }, signOut: step("clerk.signOut") };
  return { calls, answers, signIn, signUp, clerk };
});
vi.mock("@clerk/nextjs", () => ({
  useSignIn: () => ({ signIn: fake.signIn }),
  useSignUp: () => ({ signUp: fake.signUp }),
  useClerk: () => fake.clerk,
}));

async function actions(): Promise<ClerkAuthActions> {
  const { useClerkAuthActions } = await import("./clerk-actions");
  let got: ClerkAuthActions | undefined;
  function Probe() {
    got = useClerkAuthActions();
    return null;
  }
  renderToString(<Probe />);
  return got!;
}
const apiError = (code: string, message: string) => ({ clerkError: true, errors: [{ code, message }] });

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  fake.calls.length = 0;
  for (const key of Object.keys(fake.answers)) delete fake.answers[key];
  fake.signIn.status = "complete";
});

describe("useClerkAuthActions", () => {
  it("signs in with e-mail and password, then activates the session", async () => {
    await expect((await actions()).signIn("jane@example.com", "secret1")).resolves.toEqual({ ok: true });
    expect(fake.calls).toEqual<Call[]>([
      ["signIn.password", { emailAddress: "jane@example.com", password: "secret1" }],
      ["signIn.finalize"],
    ]);
  });

  it("maps a refused sign-in to the form's failure, and does not activate anything", async () => {
    fake.answers["signIn.password"] = { error: apiError("form_password_incorrect", "Password is incorrect.") };
    await expect((await actions()).signIn("jane@example.com", "wrong!")).resolves.toMatchObject({
      ok: false,
      reason: "invalid-credentials",
    });
    expect(fake.calls.map(([name]) => name)).toEqual(["signIn.password"]);
  });

  it("stops at a step the form does not offer (a second factor)", async () => {
    fake.signIn.status = "needs_second_factor";
    await expect((await actions()).signIn("jane@example.com", "secret1")).resolves.toMatchObject({ ok: false, reason: "other" });
    expect(fake.calls.map(([name]) => name)).toEqual(["signIn.password"]);
  });

  it("signs up and e-mails a verification link back to /auth; a taken address is account-exists", async () => {
    vi.stubGlobal("window", { location: { origin: "https://store.example" } });
    await expect((await actions()).signUp("new@example.com", "secret1")).resolves.toEqual({ ok: true });
    expect(fake.calls).toEqual<Call[]>([
      ["signUp.password", { emailAddress: "new@example.com", password: "secret1" }],
      ["signUp.sendEmailLink", { verificationUrl: "https://store.example/auth" }],
    ]);
    fake.answers["signUp.password"] = { error: apiError("form_identifier_exists", "That email address is taken.") };
    await expect((await actions()).signUp("new@example.com", "secret1")).resolves.toMatchObject({ ok: false, reason: "account-exists" });
  });

  it("sends a reset code, answering the same for an unknown address; completes the reset with the code", async () => {
    const a = await actions();
    await expect(a.requestPasswordReset("jane@example.com")).resolves.toEqual({ ok: true });
    expect(fake.calls.map(([name]) => name)).toEqual(["signIn.create", "reset.sendCode"]);
    fake.calls.length = 0;
    fake.answers["signIn.create"] = { error: apiError("form_identifier_not_found", "Couldn't find your account.") };
    await expect(a.requestPasswordReset("nobody@example.com")).resolves.toEqual({ ok: true });
    expect(fake.calls.map(([name]) => name)).toEqual(["signIn.create"]);
    fake.calls.length = 0;
    await expect(a.completePasswordReset("123456", "newsecret")).resolves.toEqual({ ok: true });
    expect(fake.calls).toEqual<Call[]>([
      ["reset.verifyCode", { code: "123456" }],
      ["reset.submitPassword", { password: "newsecret", signOutOfOtherSessions: true }],
      ["signIn.finalize"],
    ]);
  });

  it("signs out everywhere: revokes the user's other live sessions, then ends this one", async () => {
    await (await actions()).signOut();
    expect(fake.calls.map(([name]) => name)).toEqual(["revoke sess_phone", "clerk.signOut"]);
  });
});
