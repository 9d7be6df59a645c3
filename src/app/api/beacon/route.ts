// POST /api/beacon – one page view from src/components/analytics/page-beacon.tsx (docs/insights.md).
// 204 when counted (or dropped as a bot), 400 for a body that is not the beacon's, 413 over the
// size cap, 429 over the rate limit. Stores no address and no cookie.
import { insightMessages } from "@/lib/messages";
import { beaconInput } from "@/lib/validation/insights";
import { AppError } from "@/server/errors";
import { bodyLimits, readText } from "@/server/http/body";
import { clientKey } from "@/server/http/client-address";
import { withRoute } from "@/server/http/route";
import { recordPageView } from "@/server/services/insights";
import { rateRules, takeRateLimit } from "@/server/services/rate-limit";

export const POST = withRoute("POST /api/beacon", async ({ req, db }) => {
  const text = await readText(req, bodyLimits.beacon);
  const limit = await takeRateLimit(db, rateRules.beacon, clientKey(req.headers));
  if (!limit.allowed) throw new AppError("RATE_LIMITED", insightMessages.beaconRateLimited);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const body = beaconInput.safeParse(parsed);
  if (!body.success) throw new AppError("BAD_INPUT", insightMessages.beaconInvalid);
  await recordPageView(db, req.headers, body.data);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
