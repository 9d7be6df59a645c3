// POST /api/download-link – e-mail fresh download links to the order's address
import { freshLinkForm } from "@/lib/validation/orders";
import { bodyLimits, readFields } from "@/server/http/body";
import { clientKey } from "@/server/http/client-address";
import { type HttpFailure, htmlFailure, jsonFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { requestFreshDownloadLinks } from "@/server/services/downloads/fresh-links";

// The page's form posts form data and gets a page back; a script posting JSON gets JSON.
const wantsJson = (req: Request) => req.headers.get("content-type")?.includes("application/json") ?? false;

const answer = (failure: HttpFailure, req: Request) =>
  wantsJson(req)
    ? jsonFailure(failure)
    : htmlFailure(failure, { title: failure.status === 429 ? "Please wait" : "Something went wrong", supportLink: true });

export const POST = withRoute("POST /api/download-link", { answer }, async ({ req, db }) => {
  const input = freshLinkForm.safeParse(await readFields(req, bodyLimits.form));
  const { message } = await requestFreshDownloadLinks(db, input.success ? input.data : {}, clientKey(req.headers));
  if (wantsJson(req)) return Response.json({ message });
  return htmlPage({ status: 200, title: "Check your e-mail", message, supportLink: true });
});
