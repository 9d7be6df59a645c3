import { Button, Heading, Text } from "@react-email/components";
import { guides, moneyBackGuarantee } from "@/content/site";
import { button, EmailLayout, text } from "./components/email-layout";

/** The abandoned-cart payload of docs/product.md#emails-and-jobs (e-mail, first name, product, amount, checkout URL) and the unsubscribe link. */
export type AbandonedCartReminderProps = {
  firstName: string | null;
  productName: string;
  amount: string;
  checkoutUrl: string;
  unsubscribeUrl: string;
};

/** Sent once, a few minutes after an opted-in buyer left the checkout with their e-mail typed. */
export default function AbandonedCartReminder({
  firstName = "Jane",
  productName = guides.fertility.title,
  amount = "$47.00",
  checkoutUrl = "http://localhost:3000/checkout?product=fertility&country=US",
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<AbandonedCartReminderProps>) {
  return (
    <EmailLayout preview={`Your guide is still waiting: ${productName}`} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">{firstName ? `${firstName}, your guide is still waiting` : "Your guide is still waiting"}</Heading>
      <Text style={text}>
        You were about to get <strong>{productName}</strong> for <strong>{amount}</strong>. Your checkout is saved: one
        click brings you back with the same guide and price.
      </Text>
      <Button href={checkoutUrl} style={button}>
        Complete my order – {amount}
      </Button>
      <Text style={text}>
        Instant PDF download after payment, and a {moneyBackGuarantee}. Questions? Just reply to this e-mail.
      </Text>
    </EmailLayout>
  );
}
