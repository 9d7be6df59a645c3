// POST /api/download-link – e-mail fresh download links to the order's address
import { freshLinkForm } from "@/lib/validation/orders";
import { getDb } from "@/server/db";
import { bodyLimits, readFields } from "@/server/http/body";
import { clientKey } from "@/server/http/client-address";
import { htmlFailure, jsonFailure, withHttpErrors } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { requestFreshDownloadLinks } from "@/server/services/fresh-download-links";

// The page's form posts form data and gets a page back; a script posting JSON gets JSON.
const wantsJson = (req: Request) => req.headers.get("content-type")?.includes("application/json") ?? false;

export const POST = withHttpErrors(
  "POST /api/download-link",
  async (req) => {
    const input = freshLinkForm.safeParse(await readFields(req, bodyLimits.form));
    const { message } = await requestFreshDownloadLinks(await getDb(), input.success ? input.data : {}, clientKey(req.headers));
    if (wantsJson(req)) return Response.json({ message });
    return htmlPage({ status: 200, title: "Check your e-mail", message, supportLink: true });
  },
  (failure, req) =>
    wantsJson(req)
      ? jsonFailure(failure)
      : htmlFailure(failure, { title: failure.status === 429 ? "Please wait" : "Something went wrong", supportLink: true }),
);
