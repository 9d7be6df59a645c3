import { Heading, Text } from "@react-email/components";
import { EmailLayout, text } from "./components/email-layout";

export type ContactNotificationProps = { name: string; email: string; message: string; receivedAt: string };

/** Sent to the support inbox when a visitor uses the contact form. */
export default function ContactNotification({
  name = "Jane Doe",
  email = "jane@example.com",
  message = "Hello! Is the guide suitable if we have been trying for a year?",
  receivedAt = "2026-11-22 10:00 UTC",
}: Partial<ContactNotificationProps>) {
  return (
    <EmailLayout preview={`New message from ${name}`}>
      <Heading as="h2">New contact message</Heading>
      <Text style={text}>
        <strong>From:</strong> {name} &lt;{email}&gt;
        <br />
        <strong>Received:</strong> {receivedAt}
      </Text>
      <Text style={{ ...text, whiteSpace: "pre-wrap" }}>{message}</Text>
      <Text style={text}>Reply to this e-mail to answer {name} directly.</Text>
    </EmailLayout>
  );
}
