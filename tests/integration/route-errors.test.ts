import { afterEach, describe, expect, it, vi } from "vitest";

// Each route handler's service fails unexpectedly (as a database outage would): the handler
// answers 500 with a digest, in its own format, and logs the real error only on the server.
// (The viewer lookup of tRPC's context finds no session cookie, so it needs no database.)
const internal = 'PrismaClientKnownRequestError: relation "Order" does not exist';
vi.mock("@/server/services/carts/test-payment", () => ({ completeTestPayment: vi.fn(() => Promise.reject(new Error(internal))) }));
vi.mock("@/server/services/downloads/fresh-links", () => ({ requestFreshDownloadLinks: vi.fn(() => Promise.reject(new Error(internal))) }));
vi.mock("@/server/services/downloads/downloads", () => ({ openDownload: vi.fn(() => Promise.reject(new Error(internal))) }));
vi.mock("@/server/services/store/settings", () => ({ getPublicSettings: vi.fn(() => Promise.reject(new Error(internal))) }));
vi.mock("@/server/db", () => ({ getDb: vi.fn(async () => ({})) }));

const { POST: testPayment } = await import("@/app/api/test-payment/route");
const { POST: downloadLink } = await import("@/app/api/download-link/route");
const { GET: download } = await import("@/app/download/file/route");
const { GET: trpc } = await import("@/app/api/trpc/[trpc]/route");

const post = (body: string, type: string) =>
  new Request("http://localhost:3000/api/x", { method: "POST", headers: { "content-type": type }, body });

let logged: ReturnType<typeof vi.spyOn>;
afterEach(() => logged.mockRestore());

describe("an unexpected failure in a route handler", () => {
  it.each([
    ["POST /api/test-payment", () => testPayment(post("session_id=local_x&action=pay", "application/x-www-form-urlencoded")), "text/html"],
    ["POST /api/download-link", () => downloadLink(post("email=a%40b.org", "application/x-www-form-urlencoded")), "text/html"],
    ["POST /api/download-link", () => downloadLink(post('{"email":"a@b.org"}', "application/json")), "application/json"],
    ["GET /download/file", () => download(new Request("http://localhost:3000/download/file?token=abc")), "text/html"],
  ])("%s answers 500 with a digest and nothing internal (%#)", async (where, call, type) => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call();
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain(type);
    const body = await response.text();
    expect(body).not.toContain("Prisma");
    expect(body).not.toContain("relation");
    const digest = /reference ([0-9a-f]{8})/.exec(body)?.[1];
    expect(digest).toBeDefined();
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]![0]).toBe(`[${digest}] ${where} failed:`);
    expect(String(logged.mock.calls[0]![1])).toContain(internal);
  });
});

describe("an unexpected failure behind /api/trpc", () => {
  it("answers 500 with the same digest text, logged the same way, and nothing internal", async () => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await trpc(new Request("http://localhost:3000/api/trpc/settings.public"));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain("Prisma");
    expect(body).not.toContain("relation");
    const digest = /reference ([0-9a-f]{8})/.exec(body)?.[1];
    expect(digest).toBeDefined();
    expect(JSON.parse(body).error.json.data.digest).toBe(digest);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]![0]).toBe(`[${digest}] tRPC settings.public failed:`);
  });
});
