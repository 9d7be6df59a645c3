// Writes public/downloads/fertility-checklist.pdf, the free lead magnet linked from the
// exit-popup e-mail, with the same PDF generator as the seeded guides. Run: npx tsx src/server/pdf/make-checklist-pdf.ts
// (a script, never imported: no `import "server-only"` fence).
import fs from "node:fs";
import path from "node:path";
import { fertilityChecklist } from "@/content/guides/fertility-checklist";
import { makePdf } from "./make-pdf";
import { siteName } from "@/content/site";

const target = path.join(process.cwd(), "public", "downloads", "fertility-checklist.pdf");
const bytes = makePdf(fertilityChecklist, { title: "Your Free Fertility Checklist", footer: `${siteName} - free checklist` });
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, bytes);
console.log(`wrote ${path.relative(process.cwd(), target)} (${bytes.byteLength} bytes)`);
