import { countryCodeOf, countryCodes, defaultCountryName } from "@/lib/country";
import { sanitizeText } from "@/lib/sanitize";
import { inputMessages, messages } from "@/lib/storefront-messages";
import type { CheckoutData } from "./checkout";
import type { ContactInput } from "./contact";
import { businessOf, checkoutLimits, leadSources, productKinds, requiredCheckoutFields } from "./form-constants";
import type { LeadMagnetInput, SubscribeInput } from "./newsletter";
import { isSafeText, isValidEmail, isValidMessage, isValidName, rawLimits } from "./text";

// The storefront forms' checks in the browser (checkout, contact, newsletter, exit popup),
// written by hand on ./text.ts's rules instead of running the zod schemas there. Why by hand: bytes.
// Even zod/mini brings zod core's `schemas.js`, one module holding every `$Zod…` constructor, which
// Turbopack keeps whole once any export of it is used; /checkout could not meet its budget with it,
// and these checks are a small fraction of its weight (docs/decisions/004-no-zod-in-the-browser.md).
// The zod schemas (./checkout.ts, ./contact.ts, ./newsletter.ts) stay the server's inputs and the
// authority: ./form-check.test.ts requires these functions to accept and refuse exactly the same
// values, with the same message for each field and the same output, on generated and hand-picked values.

/** A check's outcome: the parsed values, or the first message of each refused field ("" = the whole value). */
export type Checked<T> = { data: T; errors?: undefined } | { data?: undefined; errors: Record<string, string> };

/** zod/mini's message for a value of the wrong type or outside an enum (no locale is loaded in the browser). */
const invalidInput = "Invalid input";

/** Collects the first message of each field, and whether any refusal stops the form-wide rules (zod's `abort`). */
function issues() {
  const errors: Record<string, string> = {};
  let stop = false;
  const add = (path: string, message: string, abort = false) => {
    errors[path] ??= message;
    stop ||= abort;
  };
  return { errors, add, stopped: () => stop, any: () => Object.keys(errors).length > 0 };
}
type Issues = ReturnType<typeof issues>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** As form-fields.ts's `sanitized`: a string of at most `rawMax` safe characters, sanitised; else its message (refusals abort). */
function sanitizedAt(
  out: Issues,
  path: string,
  value: unknown,
  rawMax: number,
  tooLong: string = inputMessages.tooLong,
  multiline = false,
) {
  if (typeof value !== "string") return out.add(path, invalidInput, true);
  if (value.length > rawMax) return out.add(path, tooLong, true);
  if (!isSafeText(value, { multiline })) return out.add(path, inputMessages.unsafeCharacters, true);
  return sanitizeText(value);
}

/** checkout.ts's `text(max)` (absent → `fallback`), then the sanitised length rule, which does not abort. */
function textAt(out: Issues, path: string, value: unknown, max: number, fallback = "") {
  if (value === undefined) return fallback;
  const text = sanitizedAt(out, path, value, max * 10);
  // zod counts a string's length in code points (an emoji is one), not UTF-16 units.
  if (text !== undefined && text.length > max && [...text].length > max) out.add(path, inputMessages.tooLong);
  return text;
}

/** The checkout form, as `checkoutInput` (./checkout.ts). */
export function checkCheckout(input: unknown): Checked<CheckoutData> {
  if (!isRecord(input)) return { errors: { "": invalidInput } };
  const out = issues();
  const invalidEmail = messages.newsletter.invalid.description;
  const email = input.email === undefined ? "" : sanitizedAt(out, "email", input.email, rawLimits.email, invalidEmail)?.toLowerCase();
  const capOf = {
    firstName: checkoutLimits.name,
    lastName: checkoutLimits.name,
    address: checkoutLimits.address,
    city: checkoutLimits.city,
    state: checkoutLimits.state,
    zipCode: checkoutLimits.zipCode,
  };
  const text = (name: keyof typeof capOf) => textAt(out, name, input[name], capOf[name]);
  const v = {
    email,
    firstName: text("firstName"),
    lastName: text("lastName"),
    address: text("address"),
    addressLine2: input.addressLine2 === undefined ? undefined : textAt(out, "addressLine2", input.addressLine2, checkoutLimits.address),
    city: text("city"),
    state: text("state"),
    zipCode: text("zipCode"),
    country: textAt(out, "country", input.country, checkoutLimits.country, defaultCountryName),
    marketingOptIn: input.marketingOptIn === undefined ? false : input.marketingOptIn, // null is refused, as zod's default does
    product: input.product === undefined ? "fertility" : input.product,
    countryCode: input.countryCode,
    discount: input.discount === undefined ? undefined : sanitizedAt(out, "discount", input.discount, 64)?.toUpperCase() || undefined,
    business: businessAt(out, input.business),
  };
  if (typeof v.marketingOptIn !== "boolean") out.add("marketingOptIn", invalidInput, true);
  if (!isOneOf(productKinds, v.product)) out.add("product", invalidInput, true);
  if (v.countryCode !== undefined && !isOneOf(countryCodes, v.countryCode)) out.add("countryCode", invalidInput, true);
  if (!out.stopped()) {
    for (const field of requiredCheckoutFields) if (!v[field]) out.add(field, messages.checkout.missingFields.description);
    if (v.email && !isValidEmail(v.email)) out.add("email", invalidEmail);
    if (v.business && !v.business.name) out.add("business.name", messages.checkout.missingFields.description);
  }
  if (out.any()) return { errors: out.errors };
  const data = v as CheckoutData; // every field was checked above
  return {
    data: {
      ...data,
      addressLine2: data.addressLine2 || undefined,
      countryCode: data.countryCode ?? countryCodeOf(data.country),
      business: businessOf(v.business as Parameters<typeof businessOf>[0]),
    },
  };
}

/** checkout.ts's optional `business` object: absent → undefined, not an object → refused (aborts). */
function businessAt(out: Issues, value: unknown) {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return out.add("business", invalidInput, true);
  return {
    name: textAt(out, "business.name", value.name, checkoutLimits.businessName),
    address: textAt(out, "business.address", value.address, checkoutLimits.businessAddress),
    taxId: textAt(out, "business.taxId", value.taxId, checkoutLimits.taxId),
  };
}

/** The contact form, as `contactInput` (./contact.ts). */
export function checkContact(input: unknown): Checked<ContactInput> {
  if (!isRecord(input)) return { errors: { "": invalidInput } };
  const out = issues();
  const m = messages.contact;
  const name = sanitizedAt(out, "name", input.name, rawLimits.name, m.invalidName.description);
  const email = sanitizedAt(out, "email", input.email, rawLimits.email, m.invalidEmail.description)?.toLowerCase();
  const message = sanitizedAt(out, "message", input.message, rawLimits.message, m.invalidMessage.description, true);
  if (name === undefined || email === undefined || message === undefined) return { errors: out.errors };
  const missing = !name ? "name" : !email ? "email" : !message ? "message" : undefined;
  if (missing) return { errors: { [missing]: m.missing.description } };
  if (!isValidName(name)) out.add("name", m.invalidName.description);
  if (!isValidEmail(email)) out.add("email", m.invalidEmail.description);
  if (!isValidMessage(message)) out.add("message", m.invalidMessage.description);
  return out.any() ? { errors: out.errors } : { data: { name, email, message } };
}

/** As form-fields.ts's `emailField`: a non-string → `required`; sanitised, lower-cased; empty → `required`, bad → `invalid`. */
function emailAt(out: Issues, value: unknown, required: string, invalid: string) {
  if (typeof value !== "string") return out.add("email", required);
  if (value.length > rawLimits.email) return out.add("email", invalid);
  if (!isSafeText(value)) return out.add("email", inputMessages.unsafeCharacters);
  const email = sanitizeText(value).toLowerCase();
  if (!email) out.add("email", required);
  else if (!isValidEmail(email)) out.add("email", invalid);
  return email;
}

/** The newsletter box, as `subscribeInput` (./newsletter.ts). */
export function checkSubscribe(input: unknown): Checked<SubscribeInput> {
  if (!isRecord(input)) return { errors: { "": invalidInput } };
  const out = issues();
  const email = emailAt(out, input.email, messages.newsletter.empty.description, messages.newsletter.invalid.description);
  return out.any() ? { errors: out.errors } : { data: { email: email! } };
}

/** The exit popup's claim, as `leadMagnetInput` (./newsletter.ts). */
export function checkLeadMagnet(input: unknown): Checked<LeadMagnetInput> {
  if (!isRecord(input)) return { errors: { "": invalidInput } };
  const out = issues();
  const email = emailAt(out, input.email, messages.exitPopup.emailRequired.description, messages.exitPopup.emailInvalid.description);
  const source = input.source === undefined ? "exit_intent_popup" : input.source;
  if (!isOneOf(leadSources, source)) out.add("source", invalidInput, true);
  return out.any() ? { errors: out.errors } : { data: { email: email!, source: source as LeadMagnetInput["source"] } };
}
