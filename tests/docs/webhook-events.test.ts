// docs/webhooks.md describes each webhook event in a table; the types themselves are one z.enum
// (`webhookEventType`, src/lib/validation/webhooks.ts). The table's types must be exactly the
// enum's, in its order, so an event added, renamed or removed cannot leave the doc behind.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { webhookEventTypes } from "@/lib/validation/webhooks";

const doc = readFileSync(path.resolve(__dirname, "../../docs/webhooks.md"), "utf8");

it("docs/webhooks.md's Events table lists exactly the types of webhookEventType, in order", () => {
  const section = doc.split(/^## /m).find((s) => s.startsWith("Events\n"));
  expect(section, "docs/webhooks.md has an ## Events section").toBeDefined();
  const types = [...section!.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
  expect(types).toEqual([...webhookEventTypes]);
});
