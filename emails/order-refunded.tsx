import { Heading, Text } from "@react-email/components";
import { supportEmail } from "@/content/site";
import { EmailLayout, text } from "./components/email-layout";

export type OrderRefundedProps = {
  firstName: string;
  orderId: string;
  productName: string;
  /** What this e-mail reports as given back now, formatted with its currency symbol. */
  refunded: string;
  /** The order's amount paid and refunded total, formatted. */
  paid: string;
  refundedTotal: string;
  /** Whether the whole payment has been given back. */
  full: boolean;
  /** Whether the order's download links still work (a partial refund, or a full one with access kept). */
  keepsAccess: boolean;
};

/** Sent once per rise of an order's refunded total (docs/refunds.md), through the job engine. */
export default function OrderRefunded({
  firstName = "Jane",
  orderId = "cm0order00000000000000000",
  productName = "The Science of Natural Fertility & Gender Selection",
  refunded = "$47.00",
  paid = "$47.00",
  refundedTotal = "$47.00",
  full = true,
  keepsAccess = false,
}: Partial<OrderRefundedProps>) {
  return (
    <EmailLayout preview={`Your refund of ${refunded} is on its way – order ${orderId}`}>
      <Heading as="h2">Your refund is on its way</Heading>
      <Text style={text}>
        Hi {firstName}, we have refunded <strong>{refunded}</strong> for <strong>{productName}</strong> (order {orderId}).
        {full ? ` That is the full ${paid} you paid.` : ` In all, ${refundedTotal} of the ${paid} you paid has been refunded.`}
      </Text>
      <Text style={text}>
        The money goes back to the card or account you paid with. Banks usually show it within 5 to 10 business days.
      </Text>
      <Text style={text}>
        {keepsAccess ? "Your download links keep working." : "Because the order was refunded in full, its download links no longer work."}{" "}
        Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Text>
    </EmailLayout>
  );
}
