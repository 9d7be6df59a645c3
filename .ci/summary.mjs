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
    const m = [...text.matchAll(/(\d+) passed(?:, (\d+) failed)?/g)].at(-1);
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2] ?? 0);
      console.log(`${file}: ${m[0]}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
