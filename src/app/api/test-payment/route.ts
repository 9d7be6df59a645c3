// POST /api/test-payment – the local test-payment page's Pay / Cancel (no Stripe keys only)
import { testPaymentForm } from "@/lib/validation/orders";
import { getDb } from "@/server/db";
import { htmlFailure, withHttpErrors } from "@/server/http/errors";
import { htmlPage } from "@/server/http/html-page";
import { completeTestPayment } from "@/server/services/test-payment";

const title = "Test payment";

export const POST = withHttpErrors(
  "POST /api/test-payment",
  async (req) => {
    const form = testPaymentForm.safeParse(Object.fromEntries(await req.formData().catch(() => new FormData())));
    if (!form.success) return htmlPage({ status: 400, title, message: "Missing session or action." });
    const { redirectTo } = await completeTestPayment(await getDb(), form.data.session_id, form.data.action);
    return Response.redirect(new URL(redirectTo, req.url), 303);
  },
  (failure) => htmlFailure(failure, { title }),
);
