import { isValidElement, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => ({ clerk: 0 }));
vi.mock("@clerk/nextjs", () => {
  loaded.clerk++;
  return { ClerkProvider: function ClerkProvider() {} };
});

async function providerWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return (await import("./clerk-auth-provider")).ClerkAuthProvider;
}
afterEach(() => {
  vi.unstubAllEnvs();
  loaded.clerk = 0;
});

describe("ClerkAuthProvider", () => {
  it("with Clerk off (no keys, or one of them only), renders its children alone and never loads Clerk", async () => {
    for (const vars of [{}, { NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_x" }, { CLERK_SECRET_KEY: "sk_test_x" }]) {
      const ClerkAuthProvider = await providerWith({ CLERK_SECRET_KEY: undefined, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: undefined, ...vars });
      await expect(ClerkAuthProvider({ children: "page" })).resolves.toBe("page");
    }
    expect(loaded.clerk).toBe(0);
  });

  it("in a build made with Clerk off (NEXT_PUBLIC_CLERK_ON=0), stays off even with both keys", async () => {
    const ClerkAuthProvider = await providerWith({
      NEXT_PUBLIC_CLERK_ON: "0",
      CLERK_SECRET_KEY: "sk_test_x",
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_y",
    });
    await expect(ClerkAuthProvider({ children: "page" })).resolves.toBe("page");
    expect(loaded.clerk).toBe(0);
  });

  it("with both keys, wraps the page in ClerkProvider with the publishable key, reading the request's nonce", async () => {
    const ClerkAuthProvider = await providerWith({ CLERK_SECRET_KEY: "sk_test_x", NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_y" });
    const element = (await ClerkAuthProvider({ children: "page" })) as ReactElement<Record<string, unknown>>;
    expect(isValidElement(element)).toBe(true);
    expect((element.type as { name: string }).name).toBe("ClerkProvider");
    expect(element.props).toMatchObject({ publishableKey: "pk_test_y", dynamic: true, children: "page" });
    expect(loaded.clerk).toBe(1);
  });
});
