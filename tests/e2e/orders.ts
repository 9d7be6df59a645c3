import type { APIRequestContext, Page } from "@playwright/test";

/** The fields of a valid checkout (docs/product.md#checkout), for journeys that need an order without the form. */
export const buyer = (email: string) => ({
  email,
  firstName: "Ana",
  lastName: "Buyer",
  address: "1 Main Street",
  city: "Austin",
  state: "TX",
  zipCode: "73301",
  country: "United States",
});

/** Opens a checkout session through the API (as the form does); returns its test-payment session id. */
export async function openSession(request: APIRequestContext, product: "fertility" | "intimacy" | "bundle" = "fertility") {
  const res = await request.post("/api/trpc/checkout.createSession", {
    data: { json: { ...buyer(`phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`), product } },
  });
  if (!res.ok()) throw new Error(`createSession: ${res.status()} ${await res.text()}`);
  const { result } = await res.json();
  return result.data.json.sessionId as string;
}

/** A paid order: a session opened through the API and paid on the local test-payment route. */
export async function paidSession(request: APIRequestContext, product: "fertility" | "intimacy" | "bundle" = "fertility") {
  const sessionId = await openSession(request, product);
  const res = await request.post("/api/test-payment", { form: { session_id: sessionId, action: "pay" }, maxRedirects: 0 });
  if (res.status() !== 303) throw new Error(`test payment: ${res.status()}`);
  return sessionId;
}

/** Fills the checkout form's contact and address fields with `buyer(email)`, as a visitor types them. */
export async function fillCheckoutForm(page: Page, email: string) {
  const b = buyer(email);
  await page.getByLabel("Email").first().fill(b.email);
  await page.getByLabel("First name").fill(b.firstName);
  await page.getByLabel("Last name").fill(b.lastName);
  await page.getByLabel("Address", { exact: true }).fill(b.address);
  await page.getByLabel("City").fill(b.city);
  await page.getByLabel("State / County").fill(b.state);
  await page.getByLabel("ZIP / Postcode").fill(b.zipCode);
}
