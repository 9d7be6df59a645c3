import { Button, Heading, Text } from "@react-email/components";
import { button, EmailLayout, text } from "./components/email-layout";
import { siteName } from "@/content/site";

export type NewsletterConfirmationProps = { email: string; blogUrl: string; unsubscribeUrl: string };

/** Confirms a newsletter subscription. */
export default function NewsletterConfirmation({
  email = "jane@example.com",
  blogUrl = "http://localhost:3000/blog",
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<NewsletterConfirmationProps>) {
  return (
    <EmailLayout preview={`You're subscribed to ${siteName}`} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">Thank you for subscribing!</Heading>
      <Text style={text}>
        {email} is now on our list. About twice a month we send research-based articles on natural fertility, cycle tracking and what the
        evidence says about gender swaying.
      </Text>
      <Button href={blogUrl} style={button}>
        Read the latest articles
      </Button>
      <Text style={text}>
        Not you, or changed your mind? <a href={unsubscribeUrl}>Unsubscribe</a> at any time.
      </Text>
    </EmailLayout>
  );
}
