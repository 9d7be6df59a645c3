// Every relative link in README.md and docs/*.md points at a file that exists, and every #anchor
// at a heading of that file; every repository path written in backticks exists too. So a moved
// file or a renamed heading fails here, not in a newcomer's browser.
//
// Hand-written on purpose: the docs use only inline links, and the one rule needed (GitHub's
// heading slugs, as github-slugger computes them) is a few lines — not worth a dependency.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const files = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks (links and headings inside them are not rendered). */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```/gm, "");

/** GitHub's anchor for a heading: its rendered text lower-cased, punctuation dropped, spaces → "-". */
export function slug(heading: string) {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // a link renders as its text
    .replace(/[`*]/g, "") // code and emphasis marks render as nothing
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** The anchors a markdown file's headings produce, with GitHub's -1, -2 … for repeats. */
export function anchorsOf(md: string) {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(md).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Inline links `[text](target)` outside code; text may wrap lines. */
const linksOf = (md: string) =>
  [
    ...prose(md)
      .replace(/`[^`\n]*`/g, "``")
      .matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g),
  ].map((m) => m[1]!);

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("markdown links", () => {
  it("finds the front door and the docs", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/product.md");
  });

  it.each(files)("%s: every relative link resolves to a file, and every #anchor to a heading", (file) => {
    const broken: string[] = [];
    for (const link of linksOf(read(file))) {
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // https:, mailto: …
      const [target, anchor] = link.split("#") as [string, string | undefined];
      const resolved = target ? path.normalize(path.join(path.dirname(file), decodeURIComponent(target))) : file;
      if (!existsSync(path.join(root, resolved))) {
        broken.push(`${link}: no file ${resolved}`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(read(resolved)).has(anchor)) {
        broken.push(`${link}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("paths in backticks", () => {
  // A concrete repository path: starts at a top-level folder we keep, ends with a file name or
  // "/", and has no placeholder (<port>, *, …, {folder}).
  const pathLike = /^(?:src|tests|prisma|emails|bench|docs|scripts|\.ci)\/[\w./[\]()@-]*$/;

  it.each(files)("%s: every repository path written in backticks exists", (file) => {
    const missing = [...prose(read(file)).matchAll(/`([^`\n]+)`/g)]
      .map((m) => m[1]!.replace(/:\d+$/, ""))
      .filter((p) => pathLike.test(p) && !p.includes("..."))
      .filter((p) => !existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });
});

it("slugs headings as GitHub does", () => {
  expect(slug("Emails and jobs")).toBe("emails-and-jobs");
  expect(slug("Uploads (`/admin/uploads`)")).toBe("uploads-adminuploads");
  expect(slug("The demo admin (development only)")).toBe("the-demo-admin-development-only");
  expect([...anchorsOf("# A\n## A\n```\n# B\n```\n")]).toEqual(["a", "a-1"]);
  expect(statSync(path.join(root, "docs")).isDirectory()).toBe(true);
});
