// Adds up what every suite of .ci/run reported and prints one "N passed, N failed" line.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir)) {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  if (file.startsWith("vitest-")) {
    const r = JSON.parse(text);
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } else {
    // Playwright's list reporter ("32 passed (2m)", "1 flaky", "1 failed") or the smoke test's line.
    const last = (word) => Number([...text.matchAll(new RegExp(`^\\s*(?:\\w+: )?(\\d+) ${word}\\b`, "gm"))].at(-1)?.[1] ?? 0);
    const smoke = text.match(/(\d+) passed, (\d+) failed/);
    const p = smoke ? Number(smoke[1]) : last("passed") + last("flaky");
    const f = smoke ? Number(smoke[2]) : last("failed");
    passed += p;
    failed += f;
    console.log(`${file}: ${p} passed, ${f} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
