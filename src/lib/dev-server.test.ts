// A dev server opened at 127.0.0.1 or on another port works (docs/production.md, item 11): Next serves its
// dev resources to those origins, and no form can put what a person typed into a URL before the
// page is interactive (a <form> without method="post" submits itself as GET).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// Next's own check of a request for /_next/* in development (what answered "Blocked cross-origin request").
import { blockCrossSiteDEV } from "next/dist/server/lib/router-utils/block-cross-site-dev.js";
import nextConfig from "../../next.config.mjs";

const config = nextConfig("phase-development-server") as { allowedDevOrigins?: string[] };

function devResource(origin: string) {
  const res = { statusCode: 200, end() {} };
  const req = { url: "/_next/static/chunks/main.js", headers: { origin, "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" } };
  const blocked = blockCrossSiteDEV(req as never, res as never, config.allowedDevOrigins, undefined);
  return blocked ? res.statusCode : 200;
}

describe("next dev at another address", () => {
  it("serves its dev resources to localhost and 127.0.0.1 on any port, not to other hosts", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://127.0.0.1:3001", "http://[::1]:3000"]) {
      expect([origin, devResource(origin)]).toEqual([origin, 200]);
    }
    // Next warns once about a blocked origin; the answer is what matters here.
    expect(devResource("http://evil.example")).toBe(403);
  });

  it('gives every form method="post"', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "generated") walk(path);
        } else if (/\.tsx$/.test(entry.name)) files.push(path);
      }
    };
    walk(join(__dirname, ".."));
    const forms = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/<form\b[^>]*>/g)].map((m) => ({ file, tag: m[0] })));
    expect(forms.length).toBeGreaterThan(5);
    // A plain filter form whose fields are meant for the URL (an explicit action and method="get",
    // nothing private in it) is the one exception: it works the same before hydration.
    const urlFilter = (tag: string) => /\bmethod="get"/.test(tag) && /\baction="\/admin\//.test(tag);
    expect(forms.filter(({ tag }) => !/\bmethod="post"/.test(tag) && !urlFilter(tag))).toEqual([]);
  });
});
