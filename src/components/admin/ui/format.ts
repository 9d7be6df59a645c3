import { format } from "date-fns";
import { formatMoney } from "@/lib/money";

/**
 * The admin's one date format (docs/product.md#admin, docs/admin.md): "Dec 01, 2026 09:05", in the
 * browser's time zone. `{ seconds: true }` adds ":07" where seconds matter (webhook deliveries and
 * their retries). No date → null, so the caller says what its absence means ("Never", "—", "No").
 */
export function formatDate(date: Date, options?: { seconds?: boolean }): string;
export function formatDate(date: Date | null | undefined, options?: { seconds?: boolean }): string | null;
export function formatDate(date: Date | null | undefined, options: { seconds?: boolean } = {}): string | null {
  if (!date) return null;
  return format(date, options.seconds ? "MMM dd, yyyy HH:mm:ss" : "MMM dd, yyyy HH:mm");
}

/** Several currencies' amounts in minor units: a map (`{ usd: 4700 }`) or rows (`[{ currency, amount }]`). */
export type MoneyAmounts = Readonly<Record<string, number>> | readonly { currency: string; amount: number }[];

/**
 * The admin's one money format, on `formatMoney` (src/lib/money.ts): one amount, 4700 "usd" →
 * "$47.00"; several currencies' amounts in currency-code order joined by " · ", { usd: 4700, gbp:
 * 3700 } → "£37.00 · $47.00"; none → "—".
 */
export function formatAmount(amount: number, currency: string): string;
export function formatAmount(amounts: MoneyAmounts): string;
export function formatAmount(amounts: number | MoneyAmounts, currency?: string): string {
  if (typeof amounts === "number") return formatMoney(amounts, currency!);
  const rows = Array.isArray(amounts)
    ? (amounts as readonly { currency: string; amount: number }[])
    : Object.entries(amounts).map(([code, amount]) => ({ currency: code, amount }));
  if (rows.length === 0) return "—";
  return [...rows]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((row) => formatMoney(row.amount, row.currency))
    .join(" · ");
}
