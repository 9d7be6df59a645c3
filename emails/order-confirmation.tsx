import { Heading, Text } from "@react-email/components";
import { guides, moneyBackGuarantee, supportEmail } from "@/content/site";
import { type EmailDownload, EmailDownloadButtons, EmailLayout, text } from "./components/email-layout";
import { LibraryLine } from "./components/library-line";

export type OrderConfirmationProps = {
  firstName: string;
  orderId: string;
  productName: string;
  /** Amount paid, formatted with its currency symbol. */
  amount: string;
  downloads: EmailDownload[];
  expiresInHours: number;
  freshLinkUrl: string;
  /** The invoice's number and signed link (docs/product.md#invoices): a link, never an attachment. */
  invoice?: { number: string; url: string } | null;
};

/** Sent once per completed order: the receipt and the signed download links. */
export default function OrderConfirmation({
  firstName = "Jane",
  orderId = "cm0order00000000000000000",
  productName = guides.fertility.title,
  amount = "$47.00",
  downloads = [{ name: guides.fertility.title, url: "http://localhost:3000/download/file?token=preview" }],
  expiresInHours = 48,
  freshLinkUrl = "http://localhost:3000/download/file",
  invoice = { number: "INV-2026-000001", url: "http://localhost:3000/invoice/file?token=preview" },
}: Partial<OrderConfirmationProps>) {
  return (
    <EmailLayout preview={`Your guide is ready to download – order ${orderId}`}>
      <Heading as="h2">Thank you for your order, {firstName}!</Heading>
      <Text style={text}>
        Your payment of <strong>{amount}</strong> for <strong>{productName}</strong> was received. Order reference: {orderId}.
      </Text>
      <EmailDownloadButtons downloads={downloads} />
      <Text style={text}>
        These links work for {expiresInHours} hours. After that, open any of them and ask for a fresh link: we will e-mail it to this
        address. You can also request one at <a href={freshLinkUrl}>{freshLinkUrl}</a>.
      </Text>
      {invoice ? (
        <Text style={text}>
          Your invoice {invoice.number}: <a href={invoice.url}>download the PDF</a>.
        </Text>
      ) : null}
      <LibraryLine />
      <Text style={text}>
        {`Your purchase is covered by our ${moneyBackGuarantee}.`} Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        .
      </Text>
    </EmailLayout>
  );
}
