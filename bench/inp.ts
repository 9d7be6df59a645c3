// Benchmark: interaction latency (what INP measures) of the storefront's widgets beside the bare
// app's one client component (bench/bare/app/panel: a button that opens a panel of text, and an
// e-mail field), in Debian's chromium at a 390 px phone viewport with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset). Each run loads every scenario's
// page afresh, the bare ones and the store's taking turns; in each, the page is loaded and
// hydrated, then the interaction is played with real (trusted) input and the page's own Event
// Timing entries are read: a PerformanceObserver on 'event' with durationThreshold 16 (the
// smallest the browser allows). The figure of one run is the longest interaction's duration
// (input → the next paint after its handlers), as INP takes the worst interaction of a page with
// few of them; a run whose every entry was under 16 ms reports "<16" (counted as 16 in a ratio).
//
// - chat: tapping the chat button on `/`;
// - FAQ: tapping the first question of the landing FAQ;
// - menu: tapping the Menu button of the header (its Radix dialog is fetched on that tap);
// - e-mail: typing an address (18 keystrokes) into the e-mail field of /checkout.
// The three taps are compared with the bare panel's opening, the typing with typing the same
// address into the bare page's e-mail field: each figure's ratio to its bare counterpart's median
// in the same mode of the same run. Goal: ≤ 1.5× each. Without a bare base URL it prints the
// store's figures alone.
//
// Besides the Event Timing duration it prints "shown": from the tap to the widget being on screen
// (for a widget fetched on the tap this includes fetching its code, which INP does not count).
//
// Both modes in one invocation, each with its own bare figures: headed on a virtual display
// (Xvfb, `apt-get install -y xvfb`), as a phone's screen shows every frame, then headless.
// Headless chromium presents a frame only when its display is damaged, so an interaction's "next
// paint" can be reported late (docs/performance.md#inp-in-both-modes); the ratio to the bare page
// in the same mode is what compares. BENCH_INP_MODES=headed or =headless runs one mode
// (BENCH_INP_HEADLESS=1 is headless only); without Xvfb the headed mode is skipped, saying so.
//
//   npx tsx bench/inp.ts http://127.0.0.1:3300 http://127.0.0.1:3301
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3300";
const bareBase = process.argv[3];
const runs = Number(process.env.BENCH_INP_RUNS ?? 5);
const goalRatio = 1.5;
const modes = (process.env.BENCH_INP_MODES ?? (process.env.BENCH_INP_HEADLESS === "1" ? "headless" : "headed,headless")).split(",");

/** Collects Event Timing entries from the start of the page (installed before any script runs). */
const observe = () => {
  const w = window as unknown as {
    __events: { name: string; duration: number; interactionId: number; processing: number; delay: number }[];
  };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      w.__events.push({
        name: e.name,
        duration: e.duration,
        interactionId: (e as PerformanceEventTiming & { interactionId: number }).interactionId,
        processing: e.processingEnd - e.processingStart,
        delay: e.processingStart - e.startTime,
      });
    }
    // durationThreshold is in the Event Timing spec but not in TypeScript's DOM types yet.
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

type Baseline = "bare panel" | "bare typing";
type Scenario = {
  name: string;
  /** The bare counterpart's name (a store scenario), or undefined for a bare scenario. */
  against?: Baseline;
  url: () => string;
  act: (page: Page) => Promise<void>;
  shown: (page: Page) => Promise<unknown>;
};

const email = "reader@example.com";
const typeEmail = (page: Page, selector: string) => page.locator(selector).pressSequentially(email, { delay: 60 });
const emailTyped = (page: Page, selector: string) =>
  page.waitForFunction((s) => (document.querySelector(s) as HTMLInputElement | null)?.value === "reader@example.com", selector);

const bareScenarios: Scenario[] = [
  {
    name: "bare panel",
    url: () => `${bareBase}/panel`,
    act: (page) => page.getByTestId("bare-panel-button").click(),
    shown: (page) => page.getByTestId("bare-panel").waitFor({ state: "visible" }),
  },
  {
    name: "bare typing",
    url: () => `${bareBase}/panel`,
    act: (page) => typeEmail(page, "#bare-email"),
    shown: (page) => emailTyped(page, "#bare-email"),
  },
];

const storeScenarios: Scenario[] = [
  {
    name: "open the chat",
    against: "bare panel",
    url: () => `${base}/`,
    act: (page) => page.getByTestId("chat-button").click(),
    shown: (page) => page.getByTestId("chat-panel").waitFor({ state: "visible" }),
  },
  {
    name: "open an FAQ item",
    against: "bare panel",
    url: () => `${base}/`,
    act: async (page) => {
      const question = page.locator('[data-section="faq"] [data-testid="faq-item"] button').first();
      await question.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // the scroll's own rendering (content-visibility) is not the tap's
      await question.click();
    },
    shown: (page) => page.locator('[data-section="faq"] [data-testid="faq-item"] [role="region"]').first().waitFor({ state: "visible" }),
  },
  {
    name: "open the mobile menu",
    against: "bare panel",
    url: () => `${base}/`,
    act: (page) => page.getByTestId("mobile-menu-button").click(),
    shown: (page) => page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible" }),
  },
  {
    name: "type the e-mail at checkout",
    against: "bare typing",
    url: () => `${base}/checkout`,
    act: (page) => typeEmail(page, "#checkout-email"),
    shown: (page) => emailTyped(page, "#checkout-email"),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** A duration under the observer's threshold (no entry) counts as the threshold in a ratio. */
const floor16 = (ms: number) => Math.max(ms, 16);
const ms = (value: number) => (value === 0 ? "<16" : `${Math.round(value)}`);

/**
 * A virtual display for a headed browser, or null without Xvfb. Xvfb picks a free display number
 * itself and writes it to the descriptor given by `-displayfd` once it accepts connections.
 */
async function virtualDisplay(): Promise<{ display: string; server: ChildProcess } | null> {
  if (!fs.existsSync("/usr/bin/Xvfb")) return null;
  const server = spawn("/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const number = await new Promise<string | null>((resolve) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    server.once("exit", () => resolve(null));
    setTimeout(() => resolve(null), 10_000);
  });
  if (number) return { display: `:${number}`, server };
  server.kill();
  return null;
}

type Result = { duration: number; shownMs: number; worst: string };

/** One fresh page load and one interaction: the longest Event Timing entry of that interaction. */
async function measure(browser: Browser, scenario: Scenario): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: false });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(scenario.url(), { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500); // hydration done and idle
    await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events.length = 0));
    const started = Date.now();
    await scenario.act(page);
    await scenario.shown(page);
    const shownMs = Date.now() - started;
    await page.waitForTimeout(500); // the last paint's entry is delivered
    const events = await page.evaluate(
      () =>
        (window as unknown as { __events: { name: string; duration: number; interactionId: number; processing: number; delay: number }[] })
          .__events,
    );
    const longest = events.filter((e) => e.interactionId > 0).sort((a, b) => b.duration - a.duration)[0];
    return {
      duration: longest?.duration ?? 0,
      shownMs,
      worst: longest
        ? `${longest.name} ${Math.round(longest.duration)} (delay ${Math.round(longest.delay)}, handlers ${Math.round(longest.processing)})`
        : "<16",
    };
  } finally {
    await context.close();
  }
}

async function runMode(mode: string) {
  const screen = mode === "headed" ? await virtualDisplay() : null;
  if (mode === "headed" && !screen) {
    console.log("\nheaded: skipped, no Xvfb (apt-get install -y xvfb)");
    return;
  }
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: !screen,
    args: ["--no-sandbox", "--disable-gpu"],
    env: screen ? { ...process.env, DISPLAY: screen.display } : process.env,
  });
  const scenarios = [...(bareBase ? bareScenarios : []), ...storeScenarios];
  const results = new Map<string, Result[]>(scenarios.map((s) => [s.name, []]));
  try {
    // The scenarios take turns within each run, so a burst of load on the shared machine falls on
    // the bare page and the store alike.
    for (let run = 0; run < runs; run++)
      for (const scenario of scenarios) results.get(scenario.name)!.push(await measure(browser, scenario));
  } finally {
    await browser.close();
    screen?.server.kill();
  }

  console.log(
    `\n${mode === "headed" ? `HEADED on Xvfb ${screen!.display}` : "HEADLESS"}: INP (Event Timing, longest interaction), 390 px, CPU 4× slower, ` +
      `median of ${runs}${bareBase ? `; goal ≤ ${goalRatio}× the bare counterpart` : " (no bare base URL: no ratios)"}`,
  );
  const medians = new Map([...results].map(([name, rs]) => [name, median(rs.map((r) => r.duration))]));
  for (const scenario of scenarios) {
    const rs = results.get(scenario.name)!;
    const m = medians.get(scenario.name)!;
    const bare = scenario.against && medians.get(scenario.against);
    const ratio = bare === undefined ? null : floor16(m) / floor16(bare);
    const verdict =
      ratio === null
        ? scenario.against
          ? ""
          : "(baseline)"
        : `${ratio.toFixed(2)}× ${scenario.against}  ${ratio <= goalRatio ? "met" : "NOT met"}`;
    console.log(
      `  ${scenario.name.padEnd(28)} ${ms(m).padStart(4)} ms  ${verdict.padEnd(30)} shown after ${median(rs.map((r) => r.shownMs))} ms (median)`,
    );
    console.log(`    runs: ${rs.map((r) => r.worst).join("; ")}`);
  }
}

async function main() {
  for (const mode of modes) {
    if (mode !== "headed" && mode !== "headless") throw new Error(`BENCH_INP_MODES: unknown mode ${mode} (headed, headless)`);
    await runMode(mode);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
