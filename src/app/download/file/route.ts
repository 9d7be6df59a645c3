// GET /download/file?token=… – stream a purchased guide (signed, short-lived, counted link)
import { type HttpFailure, htmlFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { type DownloadRefusal, openDownload, peekDownload } from "@/server/services/downloads/downloads";

/** Each refusal's status and page title: a bad link is forbidden, an old or used-up one gone. */
const refusals: Record<DownloadRefusal, { status: number; title: string }> = {
  invalid: { status: 403, title: "Link not valid" },
  expired: { status: 410, title: "Link expired" },
  exhausted: { status: 410, title: "Download limit reached" },
  missing: { status: 404, title: "File unavailable" },
  // docs/refunds.md: the order's money went back, or a chargeback holds it.
  refunded: { status: 410, title: "Order refunded" },
  disputed: { status: 410, title: "Order disputed" },
};

const pageAnswer = { answer: (failure: HttpFailure) => htmlFailure(failure, { title: "Download unavailable", supportLink: true }) };

export const GET = withRoute("GET /download/file", pageAnswer, async ({ searchParams, db }) => {
  const token = searchParams.get("token");
  if (!token) {
    return htmlPage({
      status: 200,
      title: "Get a fresh download link",
      message: "Enter the e-mail you used for your order and we'll send you new download links.",
      freshLinkForm: {},
      libraryLink: true,
      supportLink: true,
    });
  }
  const result = await openDownload(db, token);
  if (!result.ok) {
    return htmlPage({
      ...refusals[result.reason],
      message: result.message,
      freshLinkForm: result.canResend ? { token } : undefined,
      libraryLink: true,
      supportLink: true,
    });
  }
  return new Response(result.bytes, { status: 200, headers: fileHeaders(result, result.bytes.byteLength) });
});

// HEAD /download/file?token=… – the same answer's status and headers, no body, and no download
// counted: link scanners and browsers' prefetchers send HEAD requests (without this export Next
// would answer HEAD by running GET).
const headAnswer = { answer: (failure: HttpFailure) => new Response(null, { status: failure.status }) };

export const HEAD = withRoute("HEAD /download/file", headAnswer, async ({ searchParams, db }) => {
  const token = searchParams.get("token");
  if (!token) return new Response(null, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  const result = await peekDownload(db, token);
  if (!result.ok)
    return new Response(null, { status: refusals[result.reason].status, headers: { "content-type": "text/html; charset=utf-8" } });
  return new Response(null, { status: 200, headers: fileHeaders(result, result.size) });
});

function fileHeaders(file: { contentType: string; filename: string }, size: number) {
  return {
    "content-type": file.contentType,
    "content-length": String(size),
    "content-disposition": `attachment; filename="${file.filename}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  };
}
