import { Button, Heading, Text } from "@react-email/components";
import { button, EmailLayout, text } from "./components/email-layout";

export type ResetPasswordProps = { url: string; expiresInHours: number };

/** The link to choose a new password, sent from "Forgot password?". */
export default function ResetPassword({
  url = "http://localhost:3000/api/auth/reset-password/preview?callbackURL=%2Fauth%2Freset",
  expiresInHours = 1,
}: Partial<ResetPasswordProps>) {
  return (
    <EmailLayout preview="Reset your password">
      <Heading as="h2">Reset your password</Heading>
      <Text style={text}>Someone (hopefully you) asked to reset the password of this account. Click below to choose a new one.</Text>
      <Button href={url} style={button}>
        Choose a new password
      </Button>
      <Text style={text}>
        The link works for {expiresInHours} hour{expiresInHours === 1 ? "" : "s"}. If you did not ask for it, ignore this e-mail: your
        password stays as it is.
      </Text>
    </EmailLayout>
  );
}
