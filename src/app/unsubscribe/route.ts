// GET /unsubscribe?token=… – asks to confirm (a mail scanner opening the link unsubscribes nobody)
// POST /unsubscribe?token=… – records it: the page's button, or a mail client's one-click
// (RFC 8058, the List-Unsubscribe-Post header of every marketing e-mail)
import { getDb } from "@/server/db";
import { bodyLimits, readText } from "@/server/http/body";
import { htmlFailure, withHttpErrors } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { emailOfUnsubscribeToken, unsubscribe } from "@/server/services/unsubscribe";

const invalid = () =>
  htmlPage({
    status: 400,
    title: "Link not valid",
    message: "This unsubscribe link is incomplete or was changed. Use the link in your latest e-mail from us, or write to us and we will remove you.",
    supportLink: true,
  });

const failurePage = (failure: Parameters<typeof htmlFailure>[0]) => htmlFailure(failure, { title: "Unsubscribe", supportLink: true });
const tokenOf = (req: Request) => new URL(req.url).searchParams.get("token") ?? "";

export const GET = withHttpErrors(
  "GET /unsubscribe",
  async (req) => {
    const token = tokenOf(req);
    const email = token && (await emailOfUnsubscribeToken(await getDb(), token));
    if (!email) return invalid();
    return htmlPage({
      status: 200,
      title: "Unsubscribe",
      message: `Stop reminders and offers to ${email}? Order receipts and download links still reach you.`,
      confirmForm: { action: `/unsubscribe?token=${encodeURIComponent(token)}`, button: "Unsubscribe" },
    });
  },
  failurePage,
);

export const POST = withHttpErrors(
  "POST /unsubscribe",
  async (req) => {
    const token = tokenOf(req);
    const oneClick = (await readText(req, bodyLimits.form)).includes("List-Unsubscribe=One-Click");
    const done = token ? await unsubscribe(await getDb(), token, oneClick ? "one-click" : "page") : null;
    if (!done) return invalid();
    return htmlPage({
      status: 200,
      title: "You're unsubscribed",
      message: `${done.email} will get no more reminders or offers from Natural Fertility Guides.`,
    });
  },
  failurePage,
);
