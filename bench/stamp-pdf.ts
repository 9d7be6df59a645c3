// Stamping bench (docs/discounts-and-stamping.md): how long stamping a 32 MB guide takes, and the memory it
// needs, against same-run baselines. Generates the guide itself: 160 pages, each with an
// incompressible ~200 KB image, a line of text, a link annotation, and an outline entry every
// 10 pages. Then, on this machine:
//   - baseline A: reading the 32 MB file from the local file store (today's download cost);
//   - baseline B: pdf-lib load + save without a change (the floor of any pdf-lib rewrite);
//   - stamping: stampPdf (load, footer on every page, save), 3 runs, with the process's peak RSS
//     and heap sampled every 10 ms while it runs;
//   - an already-stamped download: reading the stamped file back from the store (as A).
// It checks the stamped file keeps every link and the outline, and prints the figures.
//   npx tsx --conditions=react-server bench/stamp-pdf.ts          (STAMP_MB=32, STAMP_RUNS=3)
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { localDiskStore } from "../src/server/files/local";
import { stampPdf, stampText } from "../src/server/stamping/stamp-pdf";
import { pdfText } from "../tests/pdf-text";

const TARGET_MB = Number(process.env.STAMP_MB ?? 32);
const RUNS = Number(process.env.STAMP_RUNS ?? 3);
const PAGES = 160;

/** A PDF of about `mb` MB with links and an outline (what a real guide has that stamping must keep). */
async function makeGuide(mb: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const imageBytes = Math.ceil((mb * 1024 * 1024) / PAGES);
  const side = Math.floor(Math.sqrt(imageBytes / 3));
  const pageRefs: PDFRef[] = [];
  for (let i = 0; i < PAGES; i++) {
    const page = doc.addPage([612, 792]);
    // An uncompressed RGB image of random pixels: incompressible, so the file really is `mb` MB.
    const pixels = new Uint8Array(side * side * 3);
    for (let j = 0; j < pixels.length; j += 65536) crypto.getRandomValues(pixels.subarray(j, Math.min(j + 65536, pixels.length)));
    const image = doc.context.register(
      doc.context.stream(pixels, {
        Type: "XObject",
        Subtype: "Image",
        Width: side,
        Height: side,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject("Im", image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(468, 0, 0, 468, 72, 200), drawObject(name), popGraphicsState());
    page.drawText(`Chapter ${Math.floor(i / 10) + 1}, page ${i + 1}`, { x: 72, y: 720, size: 14, font, color: rgb(0, 0, 0) });
    const link = doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [72, 700, 300, 716],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(`https://example.org/guide/${i + 1}`) },
    });
    page.node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(link)]));
    pageRefs.push(page.ref);
  }
  // An outline: one entry per chapter (10 pages), each pointing at its first page.
  const outlinesRef = doc.context.nextRef();
  const itemRefs = Array.from({ length: PAGES / 10 }, () => doc.context.nextRef());
  itemRefs.forEach((ref, k) => {
    const item = doc.context.obj({
      Title: PDFString.of(`Chapter ${k + 1}`),
      Parent: outlinesRef,
      Dest: [pageRefs[k * 10]!, PDFName.of("Fit")],
    }) as PDFDict;
    if (k > 0) item.set(PDFName.of("Prev"), itemRefs[k - 1]!);
    if (k < itemRefs.length - 1) item.set(PDFName.of("Next"), itemRefs[k + 1]!);
    doc.context.assign(ref, item);
  });
  doc.context.assign(
    outlinesRef,
    doc.context.obj({ Type: "Outlines", First: itemRefs[0]!, Last: itemRefs.at(-1)!, Count: PDFNumber.of(itemRefs.length) }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
  return doc.save();
}

/** Links per page and outline entries of a PDF. */
async function structure(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const links = doc.getPages().reduce((n, p) => n + (p.node.lookupMaybe(PDFName.of("Annots"), PDFArray)?.size() ?? 0), 0);
  let outline = 0;
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  let item = outlines?.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    outline++;
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return { pages: doc.getPageCount(), links, outline };
}

/** Runs `fn`, sampling the process's RSS and heap every 10 ms; the time and the peaks (MB) above the start. */
async function measured<T>(fn: () => Promise<T>) {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed + start.arrayBuffers;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed + m.arrayBuffers);
  }, 10);
  const t0 = performance.now();
  const result = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed + m.arrayBuffers);
  const MB = 1024 * 1024;
  return { result, ms, peakRssMb: rss / MB, rssGrowthMb: (rss - start.rss) / MB, peakHeapMb: heap / MB, startRssMb: start.rss / MB };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "stamp-bench-"));
try {
  const store = localDiskStore(dir);
  const guide = await makeGuide(TARGET_MB);
  await store.put("single/guide.pdf", guide);
  const before = await structure(guide);
  console.log(
    `guide: ${(guide.byteLength / 1024 / 1024).toFixed(1)} MB, ${before.pages} pages, ${before.links} links, ${before.outline} outline entries`,
  );

  const read: number[] = [];
  for (let i = 0; i < RUNS; i++) read.push((await measured(() => store.get("single/guide.pdf"))).ms);
  const rewrite: number[] = [];
  for (let i = 0; i < RUNS; i++)
    rewrite.push((await measured(async () => (await PDFDocument.load(guide, { updateMetadata: false })).save())).ms);

  const text = stampText("buyer@example.org", "cm9abcdefgh12345678");
  const runs = [];
  let stamped: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i++) {
    const run = await measured(async () => {
      const original = (await store.get("single/guide.pdf"))!;
      const out = await stampPdf(original, text);
      await store.put("stamped/grant.pdf", out);
      return out;
    });
    stamped = run.result;
    runs.push(run);
  }
  const stampedRead: number[] = [];
  for (let i = 0; i < RUNS; i++) stampedRead.push((await measured(() => store.get("stamped/grant.pdf"))).ms);

  const after = await structure(stamped);
  const footers = (await pdfText(stamped)).split("\n").filter((l) => l === text).length;
  const stampMs = median(runs.map((r) => r.ms));
  console.table({
    "read the original from the store (A)": { ms: median(read).toFixed(0), "× A": "1.0" },
    "pdf-lib load + save, no change (B)": { ms: median(rewrite).toFixed(0), "× A": (median(rewrite) / median(read)).toFixed(1) },
    "stamp: read + stamp + store": { ms: stampMs.toFixed(0), "× A": (stampMs / median(read)).toFixed(1) },
    "read the stamped file (a later download)": {
      ms: median(stampedRead).toFixed(0),
      "× A": (median(stampedRead) / median(read)).toFixed(1),
    },
  });
  const worst = runs.reduce((a, b) => (b.peakRssMb > a.peakRssMb ? b : a));
  console.log(
    `stamping, ${RUNS} runs: median ${(stampMs / 1000).toFixed(2)} s (budget 5 s: ${stampMs <= 5000 ? "within" : "OVER"}); ` +
      `peak RSS ${worst.peakRssMb.toFixed(0)} MB (${worst.rssGrowthMb.toFixed(0)} MB above the ${worst.startRssMb.toFixed(0)} MB before it), peak heap+buffers ${Math.max(...runs.map((r) => r.peakHeapMb)).toFixed(0)} MB`,
  );
  console.log(
    `stamped: ${(stamped.byteLength / 1024 / 1024).toFixed(1)} MB, ${after.pages} pages, ${after.links}/${before.links} links, ${after.outline}/${before.outline} outline entries, footer on ${footers}/${after.pages} pages`,
  );
  if (after.links !== before.links || after.outline !== before.outline || footers !== after.pages) process.exitCode = 1;
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
