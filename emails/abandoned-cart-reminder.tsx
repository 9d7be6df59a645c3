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
  /** Which reminder of the series (docs/insights.md#cart-reminders): 1 the first, 2 and 3 the optional later ones. */
  step?: 1 | 2 | 3;
};

/** The wording of each step: the same offer, said again without pressure, the last one saying it is the last. */
export const reminderWording = {
  1: {
    preview: (product: string) => `Your guide is still waiting: ${product}`,
    heading: (name: string | null) => (name ? `${name}, your guide is still waiting` : "Your guide is still waiting"),
    lead: "Your checkout is saved: one click brings you back with the same guide and price.",
  },
  2: {
    preview: (product: string) => `Still thinking it over? ${product} is saved for you`,
    heading: (name: string | null) => (name ? `${name}, still thinking it over?` : "Still thinking it over?"),
    lead: "No rush: your checkout is still saved with the same guide and price, whenever you are ready.",
  },
  3: {
    preview: (product: string) => `A last note about ${product}`,
    heading: (name: string | null) => (name ? `${name}, a last note about your guide` : "A last note about your guide"),
    lead: "This is our last reminder about this checkout: it is still saved with the same guide and price, and we will not write about it again.",
  },
} as const;

/**
 * Sent once a few minutes after an opted-in buyer left the checkout with their e-mail typed, and,
 * when the store turns them on, once more at each later step (`step` picks the wording).
 */
export default function AbandonedCartReminder({
  firstName = "Jane",
  productName = guides.fertility.title,
  amount = "$47.00",
  checkoutUrl = "http://localhost:3000/checkout?product=fertility&country=US",
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
  step = 1,
}: Partial<AbandonedCartReminderProps>) {
  const wording = reminderWording[step];
  return (
    <EmailLayout preview={wording.preview(productName)} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">{wording.heading(firstName)}</Heading>
      <Text style={text}>
        You were about to get <strong>{productName}</strong> for <strong>{amount}</strong>. {wording.lead}
      </Text>
      <Button href={checkoutUrl} style={button}>
        Complete my order – {amount}
      </Button>
      <Text style={text}>Instant PDF download after payment, and a {moneyBackGuarantee}. Questions? Just reply to this e-mail.</Text>
    </EmailLayout>
  );
}
