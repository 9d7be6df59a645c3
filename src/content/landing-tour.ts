// The landing page's short video tour of the guide (public/videos/landing-guide-tour.mp4).
// Regenerate after editing: `npx tsx src/content/landing-tour.ts` (needs Debian's chromium
// and ffmpeg): each slide is drawn by chromium, then ffmpeg joins them, 4 s a slide.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What the tour says, slide by slide: facts the guide and the articles quote. */
export const tourSlides = [
  { kicker: "Inside the guide", title: "The Science of Natural Fertility & Gender Selection", body: "A research-based PDF guide for couples trying to conceive." },
  { kicker: "Know your window", title: "Your fertile window is about 6 days", body: "The five days before ovulation and the day of it: learn three ways to find yours." },
  { kicker: "What to expect", title: "30% in month 1 · 60% by 3 months · 80% by 6", body: "Typical conception rates for healthy couples, and when to talk to a doctor (12 months, or 6 if 35+)." },
  { kicker: "Everyday foundations", title: "Folic acid, vitamin D, sleep 7–9 hours", body: "Evidence-based habits to discuss with your healthcare provider." },
  { kicker: "Honest about gender", title: "Natural odds are about 50/50", body: "What timing and diet studies really show, and why no method can guarantee a boy or a girl." },
];

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
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const [i, slide] of tourSlides.entries()) {
    await page.setContent(slideHtml(slide, i));
    await page.screenshot({ path: path.join(dir, `slide-${i}.png`) });
  }
  await browser.close();
  const out = path.join(process.cwd(), "public", "videos", "landing-guide-tour.mp4");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-framerate", "1/4", "-i", path.join(dir, "slide-%d.png"), "-vf", "fps=24,format=yuv420p", "-c:v", "libx264", "-crf", "28", "-movflags", "+faststart", out]);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`);
}
