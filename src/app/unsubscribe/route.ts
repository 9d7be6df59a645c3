// GET /unsubscribe?token=… – the choice page: product updates and news, each on or off (a mail
// scanner opening the link changes nothing).
// POST /unsubscribe?token=… – a mail client's one-click (RFC 8058, body `List-Unsubscribe=One-Click`,
// the List-Unsubscribe-Post header of every marketing e-mail) or the page's "Unsubscribe from all":
// no more marketing e-mail at once; the page's "Save my choices" (`choice=topics`) sets each topic.
import { bodyLimits, readText } from "@/server/http/body";
import { type HttpFailure, htmlFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { chooseTopics, emailOfUnsubscribeToken, topicsOf, unsubscribe } from "@/server/services/leads/unsubscribe";
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
    title: "Your e-mail choices",
    message: `What should we send to ${email}? Order receipts and download links still reach you whatever you choose.`,
    topicsForm: { action: `/unsubscribe?token=${encodeURIComponent(token)}`, ...(await topicsOf(db, email)) },
  });
});

export const POST = withRoute("POST /unsubscribe", { answer }, async ({ req, searchParams, db }) => {
  const token = searchParams.get("token") ?? "";
  const form = new URLSearchParams(await readText(req, bodyLimits.form));
  if (!token) return invalid();
  if (form.get("choice") === "topics" && form.get("List-Unsubscribe") !== "One-Click") {
    const chosen = await chooseTopics(db, token, { updates: form.get("updates") === "on", news: form.get("news") === "on" });
    if (!chosen) return invalid();
    const kept = [chosen.keep.updates ? "product updates" : "", chosen.keep.news ? "news" : ""].filter(Boolean);
    return htmlPage({
      status: 200,
      title: kept.length ? "Choices saved" : "You're unsubscribed",
      message: kept.length
        ? `${chosen.email} gets ${kept.join(" and ")} from ${siteName}, nothing else of ours but receipts and links.`
        : `${chosen.email} will get no more reminders or offers from ${siteName}.`,
    });
  }
  const done = await unsubscribe(db, token, form.get("List-Unsubscribe") === "One-Click" ? "one-click" : "page");
  if (!done) return invalid();
  return htmlPage({
    status: 200,
    title: "You're unsubscribed",
    message: `${done.email} will get no more reminders or offers from ${siteName}.`,
  });
});
