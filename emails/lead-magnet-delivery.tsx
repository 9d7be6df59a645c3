import { Button, Heading, Text } from "@react-email/components";
import { checkoutUrl } from "@/lib/checkout-url";
import { exitOffer } from "@/lib/offers";
import { siteUrl } from "@/lib/seo/urls";
import { button, EmailLayout, text } from "./components/email-layout";

const previewCheckoutUrl = checkoutUrl({ discount: exitOffer.code }, siteUrl);

export type LeadMagnetDeliveryProps = {
  checklistUrl: string;
  checkoutUrl: string;
  discountCode: string;
  percentOff: number;
  unsubscribeUrl: string;
};

/** Delivers the free fertility checklist claimed in the exit-intent popup. */
export default function LeadMagnetDelivery({
  checklistUrl = "http://localhost:3000/downloads/fertility-checklist.pdf",
  checkoutUrl = previewCheckoutUrl,
  discountCode = exitOffer.code,
  percentOff = exitOffer.percentOff,
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<LeadMagnetDeliveryProps>) {
  return (
    <EmailLayout preview="Your free fertility checklist is here" unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">Your free fertility checklist</Heading>
      <Text style={text}>
        Here is the checklist you asked for: the habits, timing and supplements worth discussing with your doctor in the months before you
        conceive.
      </Text>
      <Button href={checklistUrl} style={button}>
        Download the checklist (PDF)
      </Button>
      <Text style={text}>
        Want the full guide? Use code <strong>{discountCode}</strong>
        {` for ${percentOff}% off at `}
        <a href={checkoutUrl}>checkout</a>.
      </Text>
    </EmailLayout>
  );
}
