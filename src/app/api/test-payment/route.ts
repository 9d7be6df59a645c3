// POST /api/test-payment – the local test-payment page's Pay / Cancel (no Stripe keys only)
import { testPaymentForm } from "@/lib/validation/orders";
import { bodyLimits, readFields } from "@/server/http/body";
import { htmlFailure } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { withRoute } from "@/server/http/route";
import { completeTestPayment } from "@/server/services/carts/test-payment";

const title = "Test payment";

export const POST = withRoute("POST /api/test-payment", { answer: (failure) => htmlFailure(failure, { title }) }, async ({ req, db }) => {
  // A form post, or JSON with the same fields; anything else is answered by the validation below.
  const form = testPaymentForm.safeParse(await readFields(req, bodyLimits.form));
  if (!form.success) return htmlPage({ status: 400, title, message: "Missing session or action." });
  const { redirectTo } = await completeTestPayment(db, form.data.session_id, form.data.action);
  // A relative Location: behind a proxy, req.url's host is the app's own (e.g. localhost), not the site's.
  return new Response(null, { status: 303, headers: { location: redirectTo } });
});
