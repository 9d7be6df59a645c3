import { Button, Heading, Text } from "@react-email/components";
import { libraryMessages } from "@/lib/messages";
import { button, EmailLayout, text } from "./components/email-layout";

export type LibraryCodeProps = { code: string; expiresInMinutes: number; libraryUrl: string };

/** The 6-digit code that opens a buyer's library without a password (docs/product.md#the-library-without-a-password). */
export default function LibraryCode({
  code = "123456",
  expiresInMinutes = 10,
  libraryUrl = "http://localhost:3000/library",
}: Partial<LibraryCodeProps>) {
  return (
    <EmailLayout preview={libraryMessages.emailSubject(code)}>
      <Heading as="h2">Your code for your guides</Heading>
      <Text style={text}>Enter this code on the page where you asked for it:</Text>
      <Text style={{ ...text, fontSize: 28, fontWeight: 700, letterSpacing: 6 }} data-code={code}>
        {code}
      </Text>
      <Text style={text}>
        It works for {expiresInMinutes} minutes, once. If you did not ask for it, ignore this e-mail: nobody can open your guides without
        the code.
      </Text>
      <Button href={libraryUrl} style={button}>
        Open my guides
      </Button>
    </EmailLayout>
  );
}
