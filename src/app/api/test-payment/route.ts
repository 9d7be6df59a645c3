// POST /api/test-payment – the local test-payment page's Pay / Cancel (no Stripe keys only)
import { testPaymentForm } from "@/lib/validation/orders";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { htmlPage } from "@/server/http/html-page";
import { completeTestPayment } from "@/server/services/test-payment";

export async function POST(req: Request) {
  const form = testPaymentForm.safeParse(Object.fromEntries(await req.formData()));
  if (!form.success) return htmlPage({ status: 400, title: "Test payment", message: "Missing session or action." });
  try {
    const { redirectTo } = await completeTestPayment(await getDb(), form.data.session_id, form.data.action);
    return Response.redirect(new URL(redirectTo, req.url), 303);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return htmlPage({ status: 404, title: "Test payment", message: error.message });
    }
    throw error;
  }
}
