// GET /unsubscribe?token=… – asks to confirm (a mail scanner opening the link unsubscribes nobody)
// POST /unsubscribe?token=… – records it: the page's button, or a mail client's one-click
// (RFC 8058, the List-Unsubscribe-Post header of every marketing e-mail)
import { bodyLimits, readText } from "@/server/http/body";
import { type HttpFailure, htmlFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { emailOfUnsubscribeToken, unsubscribe } from "@/server/services/leads/unsubscribe";
import { siteName } from "@/content/site";

const invalid = () =>
  htmlPage({
    status: 400,
    title: "Link not valid",
    message:
      "This unsubscribe link is incomplete or was changed. Use the link in your latest e-mail from us, or write to us and we will remove you.",
    supportLink: true,
  });

const answer = (failure: HttpFailure) => htmlFailure(failure, { title: "Unsubscribe", supportLink: true });

export const GET = withRoute("GET /unsubscribe", { answer }, async ({ searchParams, db }) => {
  const token = searchParams.get("token") ?? "";
  const email = token && (await emailOfUnsubscribeToken(db, token));
  if (!email) return invalid();
  return htmlPage({
    status: 200,
    title: "Unsubscribe",
    message: `Stop reminders and offers to ${email}? Order receipts and download links still reach you.`,
    confirmForm: { action: `/unsubscribe?token=${encodeURIComponent(token)}`, button: "Unsubscribe" },
  });
});

export const POST = withRoute("POST /unsubscribe", { answer }, async ({ req, searchParams, db }) => {
  const token = searchParams.get("token") ?? "";
  const oneClick = (await readText(req, bodyLimits.form)).includes("List-Unsubscribe=One-Click");
  const done = token ? await unsubscribe(db, token, oneClick ? "one-click" : "page") : null;
  if (!done) return invalid();
  return htmlPage({
    status: 200,
    title: "You're unsubscribed",
    message: `${done.email} will get no more reminders or offers from ${siteName}.`,
  });
});
