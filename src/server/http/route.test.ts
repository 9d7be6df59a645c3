import { beforeEach, describe, expect, it, vi } from "vitest";
import { accessMessages } from "@/lib/messages";
import { AppError } from "@/server/errors";

// withRoute's own contract, with the database and the auth port replaced: what a handler is
// handed, and that `{ admin: true }` decides before the handler runs.
const db = { marker: "the database" };
const getViewer = vi.fn();
const viewerIsAdmin = vi.fn();
vi.mock("@/server/db", () => ({ getDb: vi.fn(async () => db) }));
vi.mock("@/server/auth", () => ({ getAuthProvider: () => ({ getViewer }) }));
vi.mock("@/server/auth/admin-check", () => ({ viewerIsAdmin: (...args: unknown[]) => viewerIsAdmin(...args) }));
const { withRoute } = await import("./route");

const admin = { userId: "u1", email: "admin@example.com" };
beforeEach(() => {
  getViewer.mockReset();
  viewerIsAdmin.mockReset();
});

describe("withRoute", () => {
  it("hands a public handler the request, params, query and database, and looks up no session", async () => {
    const seen: unknown[] = [];
    const GET = withRoute("GET /x/[id]", async (ctx) => {
      seen.push(ctx);
      return Response.json({ id: ctx.params.id, q: ctx.searchParams.get("q") });
    });
    const req = new Request("http://localhost/x/7?q=seed");
    const response = await GET(req, { params: Promise.resolve({ id: "7" }) });
    expect(await response.json()).toEqual({ id: "7", q: "seed" });
    expect(seen[0]).toMatchObject({ req, db, viewer: null, params: { id: "7" } });
    expect(getViewer).not.toHaveBeenCalled();
    // Called without Next's second argument (as tests do), params are empty.
    await expect((await GET(new Request("http://localhost/x/7"))).json()).resolves.toEqual({ id: undefined, q: null });
  });

  it("with { admin: true }: refuses cross-site, anonymous and non-admin requests before the handler, and hands an admin over", async () => {
    const handler = vi.fn(async ({ viewer }: { viewer: { userId: string } }) => Response.json({ userId: viewer.userId }));
    const POST = withRoute("POST /admin-only", { admin: true }, handler);
    const post = (headers: Record<string, string> = {}) => POST(new Request("http://localhost/admin-only", { method: "POST", headers }));

    const crossSite = await post({ origin: "https://evil.example" });
    expect([crossSite.status, await crossSite.json()]).toEqual([403, { error: accessMessages.crossSite, code: "FORBIDDEN" }]);
    getViewer.mockResolvedValue(null);
    const anonymous = await post({ origin: "http://localhost" });
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { error: accessMessages.signIn, code: "UNAUTHORIZED" }]);
    getViewer.mockResolvedValue(admin);
    viewerIsAdmin.mockResolvedValue(false);
    const customer = await post();
    expect([customer.status, await customer.json()]).toEqual([403, { error: accessMessages.adminOnly, code: "FORBIDDEN" }]);
    expect(handler).not.toHaveBeenCalled();

    viewerIsAdmin.mockResolvedValue(true);
    const allowed = await post();
    expect(await allowed.json()).toEqual({ userId: "u1" });
    expect(viewerIsAdmin).toHaveBeenLastCalledWith(db, admin);
  });

  it("answers a thrown error with the route's own answer", async () => {
    const GET = withRoute(
      "GET /page",
      { answer: (failure) => new Response(`page: ${failure.message}`, { status: failure.status }) },
      async () => {
        throw new AppError("NOT_FOUND", "No such thing.");
      },
    );
    const response = await GET(new Request("http://localhost/page"));
    expect([response.status, await response.text()]).toEqual([404, "page: No such thing."]);
  });
});
