// POST /api/beacon – one page view from src/components/analytics/page-beacon.tsx (docs/insights.md).
// 204 when counted (or dropped as a bot), 400 for a body that is not the beacon's, 413 over the
// size cap, 429 over the rate limit. Stores no address and no cookie.
import { insightMessages } from "@/lib/messages";
import { beaconInput } from "@/lib/validation/insights";
import { AppError } from "@/server/errors";
import { bodyLimits, readText } from "@/server/http/body";
import { clientKey } from "@/server/http/client-address";
import { withRoute } from "@/server/http/route";
import { recordReminderClick } from "@/server/services/carts/recovery";
import { pageView } from "@/server/services/insights/insights";
import { rateRules, takeRateLimit } from "@/server/rate-limit";

const noContent = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

export const POST = withRoute("POST /api/beacon", async ({ req, db }) => {
  const text = await readText(req, bodyLimits.beacon);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const body = beaconInput.safeParse(parsed);
  if (!body.success) throw new AppError("BAD_INPUT", insightMessages.beaconInvalid);
  const now = new Date();
  const view = await pageView(db, req.headers, body.data, now);
  if (!view) return noContent(); // a bot: nothing is counted, nothing is written
  // The rate limit's count and the page view's rows in one statement (docs/decisions/003-plain-sql-on-hot-paths.md).
  const limit = await takeRateLimit(db, rateRules.beacon, clientKey(req.headers), now, view.insert);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", insightMessages.beaconRateLimited);
  if (view.reminder) await recordReminderClick(db, view.reminder, now);
  return noContent();
});
