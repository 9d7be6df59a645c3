import { afterEach, describe, expect, it, vi } from "vitest";

// The Clerk adapter module, replaced: it counts its loads and records what it was built with.
const clerk = vi.hoisted(() => ({ loads: 0, options: [] as unknown[] }));
vi.mock("./clerk", () => {
  clerk.loads++;
  return {
    clerkAuthProvider: (options: unknown) => {
      clerk.options.push(options);
      return {
        name: "clerk",
        getViewer: async () => ({ userId: "user_1", email: "a@example.com" }),
        findUserIdByEmail: async () => "user_1",
        verifiedEmailOf: async () => null,
      };
    },
  };
});

async function authWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import(".");
}
afterEach(() => {
  vi.unstubAllEnvs();
  clerk.loads = 0;
  clerk.options.length = 0;
});
const none = { CLERK_SECRET_KEY: undefined, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: undefined, CLERK_JWT_KEY: undefined };

describe("getAuthProvider", () => {
  it("runs the local accounts, and never loads Clerk, unless both keys are set", async () => {
    for (const vars of [none, { ...none, CLERK_SECRET_KEY: "sk_test_x" }, { ...none, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_x" }]) {
      const { getAuthProvider } = await authWith(vars);
      expect(getAuthProvider().name).toBe("local");
    }
    expect(clerk.loads).toBe(0);
  });

  it("with both keys, is Clerk, loaded on first use with the keys, the PEM key and the site's origin", async () => {
    const { getAuthProvider } = await authWith({
      CLERK_SECRET_KEY: "sk_test_x",
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_y",
      CLERK_JWT_KEY: "-----BEGIN PUBLIC KEY-----",
      NEXT_PUBLIC_SITE_URL: "https://store.example/some/path",
    });
    const provider = getAuthProvider();
    expect(provider.name).toBe("clerk");
    expect(clerk.loads).toBe(0);
    await expect(provider.getViewer(new Headers(), {} as never)).resolves.toEqual({ userId: "user_1", email: "a@example.com" });
    await expect(provider.findUserIdByEmail("a@example.com", {} as never)).resolves.toBe("user_1");
    expect(clerk.loads).toBe(1);
    expect(clerk.options).toEqual([
      {
        secretKey: "sk_test_x",
        publishableKey: "pk_test_y",
        jwtKey: "-----BEGIN PUBLIC KEY-----",
        authorizedParties: ["https://store.example"],
      },
    ]);
  });
});
