/** The state of one e-mail as the admin reads it (docs/product.md#delivery). */
export type DeliveryFields = {
  delivery: "sent" | "delayed" | "delivered" | "complained" | "bounced" | null;
  deliveryAt: Date | string | null;
  deliveryReason: string | null;
};

const hhmm = (at: Date | string, timeZone?: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: timeZone ?? "UTC" }).format(
    new Date(at),
  );

/**
 * "delivered 14:02", "delayed 09:15", "bounced: Mailbox does not exist", "complained: Marked as
 * spam by the recipient"; null before the provider has said anything. Times in `timeZone` (UTC by default).
 */
export function deliveryLabel(e: DeliveryFields, timeZone?: string): string | null {
  if (!e.delivery) return null;
  if ((e.delivery === "bounced" || e.delivery === "complained") && e.deliveryReason)
    return `${e.delivery}: ${e.deliveryReason.charAt(0).toLowerCase()}${e.deliveryReason.slice(1)}`;
  return e.deliveryAt ? `${e.delivery} ${hhmm(e.deliveryAt, timeZone)}` : e.delivery;
}
