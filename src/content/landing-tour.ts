// The landing page's short video tour of the guide (public/videos/landing-guide-tour.mp4).
// Regenerate after editing: `npx tsx src/content/landing-tour.ts` (needs Debian's chromium
// and ffmpeg): each slide is drawn by chromium, then ffmpeg joins them (./landing-tour-slides.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tourSecondsPerSlide, tourSlides } from "./landing-tour-slides";

function slideHtml(slide: (typeof tourSlides)[number], index: number) {
  return `<!doctype html><html><body style="margin:0;width:1280px;height:720px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#1e1533,#0f0d15 60%,#3b0f2a);color:#f4f2f8;font-family:system-ui,sans-serif">
<p style="color:#f472b6;font-size:28px;font-weight:700;letter-spacing:2px;text-transform:uppercase;margin:0 0 24px">${slide.kicker}</p>
<h1 style="font-size:64px;line-height:1.1;margin:0 0 32px">${slide.title}</h1>
<p style="font-size:32px;line-height:1.4;color:#b3adc2;margin:0;max-width:1000px">${slide.body}</p>
<p style="position:absolute;bottom:40px;left:96px;font-size:22px;color:#a78bfa">Natural Fertility Guides · ${index + 1}/${tourSlides.length} · Educational content, not medical advice</p></body></html>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import("@playwright/test");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tour-"));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const [i, slide] of tourSlides.entries()) {
    await page.setContent(slideHtml(slide, i));
    await page.screenshot({ path: path.join(dir, `slide-${i}.png`) });
  }
  await browser.close();
  const out = path.join(process.cwd(), "public", "videos", "landing-guide-tour.mp4");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    `1/${tourSecondsPerSlide}`,
    "-i",
    path.join(dir, "slide-%d.png"),
    "-vf",
    "fps=24,format=yuv420p",
    "-c:v",
    "libx264",
    "-crf",
    "28",
    "-movflags",
    "+faststart",
    out,
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`);
}
