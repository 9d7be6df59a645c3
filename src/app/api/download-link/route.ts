// POST /api/download-link – e-mail fresh download links to the order's address
import { env } from "@/env";
import { freshLinkForm } from "@/lib/validation/orders";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { clientKey } from "@/server/http/client-address";
import { htmlPage } from "@/server/http/html-page";
import { sendFreshDownloadLinks } from "@/server/services/fresh-download-links";

export async function POST(req: Request) {
  const wantsJson = req.headers.get("content-type")?.includes("application/json") ?? false;
  const raw = wantsJson ? await req.json().catch(() => ({})) : Object.fromEntries(await req.formData().catch(() => new FormData()));
  const input = freshLinkForm.safeParse(raw);
  const answer = (status: number, message: string) =>
    wantsJson
      ? Response.json({ message }, { status })
      : htmlPage({ status, title: status === 200 ? "Check your e-mail" : "Please wait", message, supportEmail: env.SUPPORT_EMAIL });
  try {
    const { message } = await sendFreshDownloadLinks(await getDb(), input.success ? input.data : {}, clientKey(req.headers));
    return answer(200, message);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return answer(429, error.message);
    throw error;
  }
}
