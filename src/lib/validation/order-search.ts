import { z } from "zod";
import { orderSearchMessages as m } from "@/lib/messages";
import { calendarDay, isValidEmail, queryBoolean, safeString } from "./fields";

export const orderStatuses = ["pending", "completed", "failed", "partially_refunded", "refunded", "disputed"] as const;
export type OrderStatusFilter = (typeof orderStatuses)[number];

/** An optional text filter: safe text (no NUL or control characters), trimmed; an empty box means "no filter". */
const text = (max: number) =>
  safeString({ rawMax: max })
    .transform((v) => v.trim() || undefined)
    .optional();

const day = calendarDay(m.badDate).optional();

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
 * a currency, a discount code, and a range of whole days (`from`/`to`, inclusive) in the admin's
 * time zone. Test and demo orders are left out unless `includeTest`.
 */
export const orderFilters = z.strictObject({
  email: text(254),
  orderId: text(100),
  status: z.enum(orderStatuses, { error: m.unknownStatus }).optional(),
  product: text(50),
  currency: safeString({ rawMax: 10 })
    .transform((v) => v.trim().toLowerCase() || undefined)
    .optional(),
  discountCode: text(50),
  from: day,
  to: day,
  timeZone: safeString({ rawMax: 64 }).refine(isTimeZone, { message: m.badTimeZone }).optional(),
  includeTest: queryBoolean().optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

/** `orders.search`: the filters, the keyset cursor of the previous page, and a page size (1–100, default 50). */
export const orderSearchInput = orderFilters.extend({
  cursor: safeString({ rawMax: 200 }).optional(),
  /** Sent by tRPC's infinite queries (useInfiniteQuery); pages only go forward (older). */
  direction: z.enum(["forward", "backward"]).optional(),
  limit: z.coerce.number<number>({ error: m.badLimit }).int({ message: m.badLimit }).min(1, { message: m.badLimit }).max(100, { message: m.badLimit }).optional(),
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
export const filterKeys = ["email", "orderId", "status", "product", "currency", "discountCode", "from", "to", "timeZone", "includeTest"] as const;

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
