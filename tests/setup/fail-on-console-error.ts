import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error fails the test (Epic Stack's rule). A test that expects one
// mocks console.error itself and asserts on it.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  spy.mockRestore();
});
