import { describe, expect, it } from "vitest";
import { adminPathFrom, REQUEST_PATH_HEADER } from "./request-path";

describe("adminPathFrom", () => {
  const from = (path?: string) => adminPathFrom(new Headers(path === undefined ? {} : { [REQUEST_PATH_HEADER]: path }));
  it("keeps an admin path", () => {
    expect(from("/admin/jobs")).toBe("/admin/jobs");
    expect(from("/admin")).toBe("/admin");
  });
  it("falls back to /admin for anything else", () => {
    expect(from()).toBe("/admin");
    expect(from("//evil.example/admin")).toBe("/admin");
    expect(from("/checkout")).toBe("/admin");
    expect(from("/admin/../x")).toBe("/admin");
    expect(from("/administrator")).toBe("/admin");
  });
});
