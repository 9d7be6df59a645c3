// `npm run crawler-files`: writes public/robots.txt and public/sitemap.xml from
// src/content/crawler-files.ts, for the site address in NEXT_PUBLIC_SITE_URL. `npm run build` runs
// it first; `npm run dev` with `--if-missing`, so a development server never replaces the files of
// a production build in the same checkout. They are build output, not committed (.gitignore).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { robotsTxt, sitemapXml } from "../src/content/crawler-files";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const files = { "robots.txt": async () => robotsTxt(), "sitemap.xml": sitemapXml };
for (const [name, text] of Object.entries(files)) {
  const file = path.join(publicDir, name);
  if (process.argv.includes("--if-missing") && fs.existsSync(file)) continue;
  fs.writeFileSync(file, await text());
}
