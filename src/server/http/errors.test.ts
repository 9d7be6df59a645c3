import { describe, expect, it, vi } from "vitest";
import { unavailableText } from "@/lib/messages";
import { AppError, type AppErrorCode, appErrorCodes } from "@/server/errors";
import { htmlFailure, httpFailureOf, httpStatusOf, jsonFailure, withHttpErrors } from "./errors";

const expectedStatus: Record<AppErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  TOO_LARGE: 413,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
};

describe("the route handlers' error mapping", () => {
  it("gives every AppError code its status (the same one /api/trpc answers) and its message", async () => {
    expect(Object.keys(expectedStatus).sort()).toEqual(Object.keys(appErrorCodes).sort());
    for (const [code, status] of Object.entries(expectedStatus) as [AppErrorCode, number][]) {
      expect(httpStatusOf(code)).toBe(status);
      const failure = httpFailureOf(new AppError(code, `text of ${code}`), "test");
      expect(failure).toEqual({ status, code, message: `text of ${code}` });
      const response = jsonFailure(failure);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: `text of ${code}`, code });
    }
  });

  it("answers anything else with 500 and a digest, logs the error under that digest, and tells the client nothing internal", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const internal = new Error('relation "Order" does not exist at /srv/app/node_modules/.prisma/client');
    const failure = httpFailureOf(internal, "GET /x");
    expect(failure.status).toBe(500);
    expect(failure.code).toBe("INTERNAL");
    expect(failure.digest).toMatch(/^[0-9a-f]{8}$/);
    expect(failure.message).toContain(failure.digest);
    expect(logged).toHaveBeenCalledWith(`[${failure.digest}] GET /x failed:`, internal);

    for (const response of [jsonFailure(failure), htmlFailure(failure, { title: "Oops" })]) {
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(body).toContain(failure.digest);
      expect(body).not.toMatch(/relation|Order"|node_modules|prisma|at \//);
    }
    // Two failures never share a digest.
    expect(httpFailureOf(internal, "GET /x").digest).not.toBe(failure.digest);
  });

  it("answers an unreachable database with 503, a Retry-After and a plain 'try again', never its text", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const error of [
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    ]) {
      const failure = httpFailureOf(error, "GET /x");
      expect(failure).toEqual({ status: 503, code: "UNAVAILABLE", message: unavailableText });
      const response = jsonFailure(failure);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|terminated/);
    }
    expect(warned).toHaveBeenCalledTimes(2);
    warned.mockRestore();
    // A query the database refused is not an outage: still a 500 with a digest.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(httpFailureOf(new Error('duplicate key value violates unique constraint "x"'), "GET /x").status).toBe(500);
    logged.mockRestore();
  });

  it("wraps a handler: its answer passes through, a throw becomes the failure answer", async () => {
    const ok = withHttpErrors("GET /ok", async () => new Response("fine"));
    expect(await (await ok(new Request("http://x/ok"))).text()).toBe("fine");

    const limited = withHttpErrors("GET /limited", async () => {
      throw new AppError("RATE_LIMITED", "Too many requests. Please try again later.");
    });
    const response = await limited(new Request("http://x/limited"));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: "Too many requests. Please try again later.", code: "RATE_LIMITED" });

    const page = withHttpErrors(
      "GET /page",
      async () => {
        throw new AppError("NOT_FOUND", "No such thing.");
      },
      (failure) => htmlFailure(failure, { title: "Missing" }),
    );
    const html = await page(new Request("http://x/page"));
    expect(html.status).toBe(404);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("No such thing.");
  });
});
