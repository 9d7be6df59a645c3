import { z } from "zod";
import { deliveryMessages, orderSearchMessages as m } from "@/lib/messages";
import { calendarDay, isValidEmail, queryBoolean, queryInteger, safeString } from "./fields";

export const orderStatuses = ["pending", "completed", "failed", "partially_refunded", "refunded", "disputed"] as const;

/** What the mail provider last said about an order's latest tracked e-mail (docs/product.md#delivery), lowest rank first. */
export const deliveryStates = ["sent", "delayed", "delivered", "complained", "bounced"] as const;

/** An optional text filter: safe text (no NUL or control characters), trimmed; an empty box means "no filter". */
const text = (max: number, description: string) =>
  safeString({ rawMax: max })
    .transform((v) => v.trim() || undefined)
    .meta({ description })
    .optional();

/** Whether `Intl` knows the IANA time zone (e.g. "Europe/London"). */
export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The filters of the admin's orders table, shared by `orders.search` and the CSV export
 * (`GET /api/admin/orders.csv`): an e-mail fragment (any case), an order id, a status, a product,
 * a currency, a discount code, the delivery of its latest tracked e-mail (`delivery: "bounced"`:
 * the buyers who have not received their links), and a range of whole days (`from`/`to`,
 * inclusive) in the admin's time zone. Test and demo orders are left out unless `includeTest`.
 */
export const orderFilters = z.strictObject({
  email: text(254, "A part of the buyer's e-mail address, any case."),
  orderId: text(100, "An order id, whole."),
  status: z.enum(orderStatuses, { error: m.unknownStatus }).meta({ description: "Only orders in this status." }).optional(),
  product: text(50, "Only orders of this product (its kind: fertility, intimacy or bundle)."),
  currency: safeString({ rawMax: 10 })
    .transform((v) => v.trim().toLowerCase() || undefined)
    .meta({ description: "Only orders paid in this currency (usd, gbp, aud), any case." })
    .optional(),
  discountCode: text(50, "Only orders that used this discount code (matched whole, any case)."),
  delivery: z
    .enum(deliveryStates, { error: deliveryMessages.unknownDelivery })
    .meta({
      description:
        "Only orders whose latest tracked e-mail (receipt, links, refund) is in this delivery state; bounced: the buyers who have not received their links.",
    })
    .optional(),
  from: calendarDay(m.badDate).meta({ description: "The first day (YYYY-MM-DD, inclusive) in `timeZone`.", format: "date" }).optional(),
  to: calendarDay(m.badDate).meta({ description: "The last day (YYYY-MM-DD, inclusive) in `timeZone`.", format: "date" }).optional(),
  timeZone: safeString({ rawMax: 64 })
    .refine(isTimeZone, { message: m.badTimeZone })
    .meta({ description: "The IANA time zone of `from` and `to`, e.g. Europe/London (UTC when left out)." })
    .optional(),
  includeTest: queryBoolean()
    .meta({
      description:
        "Also list test and demo orders: those paid with test payments, and addresses of test domains (example.com, .test, .invalid…), left out by default. true/false/1/0.",
    })
    .optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

/** `orders.search`: the filters, the keyset cursor of the previous page, and a page size (1–100, default 50). */
export const orderSearchInput = orderFilters.extend({
  cursor: safeString({ rawMax: 200 }).meta({ description: "The `nextCursor` of the previous page, with the same filters." }).optional(),
  /** Sent by tRPC's infinite queries (useInfiniteQuery); pages only go forward (older). */
  direction: z
    .literal("forward", { error: m.onlyForward })
    .meta({ description: "Pages only go forward (older orders): `forward`, or leave it out." })
    .optional(),
  limit: queryInteger(m.badLimit, 1, 100).meta({ description: "Orders per page, 1–100 (50 when left out)." }).optional(),
});
export type OrderSearchInput = z.infer<typeof orderSearchInput>;

/** `orders.search`'s first-page input for the filters of the URL: the page prefetches it, the table reads it. */
export const searchInputOf = (filters: OrderFilters): OrderSearchInput => ({ ...filters, limit: 50 });

/** `customers.get` and "e-mail fresh links": one address, any case. */
export const customerInput = z.strictObject({
  email: safeString({ rawMax: 254, tooLong: m.badEmail })
    .transform((v) => v.trim().toLowerCase())
    .refine(isValidEmail, { message: m.badEmail }),
});

/** The keys of the filters as they appear in a URL (`/admin?status=completed&from=…`, the CSV link). */
export const filterKeys = [
  "email",
  "orderId",
  "status",
  "product",
  "currency",
  "discountCode",
  "delivery",
  "from",
  "to",
  "timeZone",
  "includeTest",
] as const;

/**
 * The filters from URL search params, unvalidated (parse with `orderFilters`): the page and the
 * CSV route read them the same way. `includeTest` is present when "1" or "true".
 */
export function filtersFromParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null || value === "") continue;
    out[key] = key === "includeTest" ? value === "1" || value === "true" : value;
  }
  return out;
}

/** The filters as URL search params (empty ones left out), the inverse of `filtersFromParams`. */
export function paramsFromFilters(filters: Partial<Record<(typeof filterKeys)[number], string | boolean | undefined>>) {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value === undefined || value === "" || value === false) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params;
}
