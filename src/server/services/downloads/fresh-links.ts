import "server-only";
import { createHash } from "node:crypto";
import { commerceMessages } from "@/lib/messages";
import { isValidEmail } from "@/lib/validation/fields";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { emitOrFail } from "@/server/jobs";
import { checkDownloadToken } from "@/server/services/downloads/tokens";
import { RESEND_BUCKET_MS } from "@/server/services/downloads/links-email";
import { rateRules, takeRateLimit } from "@/server/rate-limit";

/**
 * "Send me a fresh link" (POST /api/download-link): counts the request against the limits and
 * hands it to the job engine, then answers. Nothing is looked up before answering, so a buyer's
 * address and a stranger's take the same time and get word for word the same answer (asking
 * whether an address bought something, by timing or by text, learns nothing). The same token or
 * address asked again within 15 minutes makes no second job. Its step is download-links-email.ts.
 */
export async function requestFreshDownloadLinks(db: Db, input: { token?: string; email?: string }, client: string, now = new Date()) {
  const limit = await takeRateLimit(db, rateRules.downloadLink, client, now);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", commerceMessages.download.freshLinkRateLimited);

  // Only what needs no order to check: a link we signed (expired or not) and a well-formed address.
  const token = input.token && (await checkDownloadToken(db, input.token, now.getTime())).status !== "invalid" ? input.token : undefined;
  const email = input.email?.trim().toLowerCase();
  const address = email && isValidEmail(email) ? email : undefined;
  if (token || address) {
    const bucket = Math.floor(now.getTime() / RESEND_BUCKET_MS);
    const requestKey = createHash("sha256")
      .update(`${token ?? ""}\n${address ?? ""}\n${bucket}`)
      .digest("base64url")
      .slice(0, 32);
    await emitOrFail(
      "download-links/requested",
      { token, email: address, requestKey, requestedAt: now.toISOString() },
      commerceMessages.download.freshLinkFailed,
    );
  }
  return { message: commerceMessages.download.freshLinkSent };
}
