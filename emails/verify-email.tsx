import { Button, Heading, Text } from "@react-email/components";
import { button, EmailLayout, text } from "./components/email-layout";

export type VerifyEmailProps = { url: string; expiresInHours: number };

/** The confirmation link sent after creating an account (and on a sign-in before confirming). */
export default function VerifyEmail({
  url = "http://localhost:3000/api/auth/verify-email?token=preview&callbackURL=%2Fauth",
  expiresInHours = 24,
}: Partial<VerifyEmailProps>) {
  return (
    <EmailLayout preview="Confirm your e-mail address">
      <Heading as="h2">Confirm your e-mail address</Heading>
      <Text style={text}>
        Thank you for creating an account. Click the button below to confirm this address; then you can sign in and see your purchases.
      </Text>
      <Button href={url} style={button}>
        Confirm my e-mail
      </Button>
      <Text style={text}>The link works for {expiresInHours} hours. If you did not create an account, you can ignore this e-mail.</Text>
    </EmailLayout>
  );
}
