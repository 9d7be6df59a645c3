/** Display symbols of the store's currencies (docs/product.md#prices: usd, gbp, aud). */
export const currencySymbols: Record<string, string> = { usd: "$", gbp: "£", aud: "A$" };

/** The symbol shown before an amount; an unknown currency shows its upper-case code. */
export function currencySymbol(currency: string): string {
  return currencySymbols[currency.toLowerCase()] ?? `${currency.toUpperCase()} `;
}

/** Minor units → major units with two decimals, e.g. 4700 → "47.00" (docs/product.md#prices: divide by 100). */
export function formatMinor(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(Math.round(amount));
  return `${sign}${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
}

/** Minor units with the currency symbol: 4700 usd → "$47.00", 3700 gbp → "£37.00", 4900 aud → "A$49.00". */
export function formatMoney(amount: number, currency: string): string {
  const text = formatMinor(amount);
  const symbol = currencySymbol(currency);
  return text.startsWith("-") ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
