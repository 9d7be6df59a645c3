// GET /download/file?token=… – stream a purchased guide (signed, short-lived, counted link)
import { env } from "@/env";
import { getDb } from "@/server/db";
import { htmlPage } from "@/server/http/html-page";
import { openDownload } from "@/server/services/downloads";

const titles = { invalid: "Link not valid", expired: "Link expired", exhausted: "Download limit reached", missing: "File unavailable" };

export async function GET(req: Request) {
  const token = new URL(req.url).searchParams.get("token");
  if (!token) {
    return htmlPage({
      status: 200,
      title: "Get a fresh download link",
      message: "Enter the e-mail you used for your order and we'll send you new download links.",
      freshLinkForm: {},
      supportEmail: env.SUPPORT_EMAIL,
    });
  }
  const result = await openDownload(await getDb(), token);
  if (!result.ok) {
    return htmlPage({
      status: result.status,
      title: titles[result.reason],
      message: result.message,
      freshLinkForm: result.canResend ? { token } : undefined,
      supportEmail: env.SUPPORT_EMAIL,
    });
  }
  return new Response(result.bytes, {
    status: 200,
    headers: {
      "content-type": result.contentType,
      "content-length": String(result.bytes.byteLength),
      "content-disposition": `attachment; filename="${result.filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
