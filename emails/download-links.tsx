import { Heading, Text } from "@react-email/components";
import { guides, supportEmail } from "@/content/site";
import { type EmailDownload, EmailDownloadButtons, EmailLayout, text } from "./components/email-layout";
import { LibraryLine } from "./components/library-line";

export type DownloadLinksProps = {
  firstName: string;
  productName: string;
  downloads: EmailDownload[];
  expiresInHours: number;
};

/** A fresh set of download links, requested from an expired or invalid link. */
export default function DownloadLinks({
  firstName = "Jane",
  productName = guides.fertility.title,
  downloads = [{ name: guides.fertility.title, url: "http://localhost:3000/download/file?token=preview" }],
  expiresInHours = 48,
}: Partial<DownloadLinksProps>) {
  return (
    <EmailLayout preview="Your fresh download link">
      <Heading as="h2">Here is your fresh download link</Heading>
      <Text style={text}>
        Hi {firstName}, you asked for new links to <strong>{productName}</strong>.
      </Text>
      <EmailDownloadButtons downloads={downloads} />
      <LibraryLine />
      <Text style={text}>
        The links work for {expiresInHours} hours. If you did not ask for them, you can ignore this e-mail. Need help? Write to{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Text>
    </EmailLayout>
  );
}
