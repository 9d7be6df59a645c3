import { Button, Heading, Text } from "@react-email/components";
import { guides } from "@/content/site";
import { button, EmailLayout, text } from "./components/email-layout";

/** "Tell past buyers" (docs/product.md#editions): one e-mail per entitled buyer and edition. */
export type EditionNoticeProps = {
  productName: string;
  /** "2nd edition, 2027" */
  editionLabel: string;
  whatChanged: string;
  /** The buyer's library, where the new edition downloads. */
  libraryUrl: string;
  unsubscribeUrl: string;
};

/** A product update, so it carries an unsubscribe link and the one-click headers. */
export default function EditionNotice({
  productName = guides.fertility.title,
  editionLabel = "2nd edition, 2027",
  whatChanged = "Two new chapters and updated research references.",
  libraryUrl = "http://localhost:3000/library",
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<EditionNoticeProps>) {
  return (
    <EmailLayout preview={`${editionLabel} of ${productName} is ready for you`} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">A new edition of your guide</Heading>
      <Text style={text}>
        <strong>{productName}</strong> has a new edition: <strong>{editionLabel}</strong>. As a past buyer you can download it at no cost.
      </Text>
      {whatChanged ? (
        <Text style={text}>
          <strong>What changed:</strong> {whatChanged}
        </Text>
      ) : null}
      <Button href={libraryUrl} style={button}>
        Get the new edition
      </Button>
      <Text style={text}>Sign in with the e-mail address you bought with to see all your guides.</Text>
    </EmailLayout>
  );
}
