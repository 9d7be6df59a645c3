import { Mail } from "@/components/ui/icons";
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// The two form cards' headers, shared with their lazy placeholders (landing/stay-in-touch) so the
// swap moves nothing. No client dependencies: importing this never pulls in the tRPC client.

/** Header of the newsletter card. */
export function NewsletterHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Mail className="h-5 w-5 text-primary" aria-hidden /> Fertility tips in your inbox
      </CardTitle>
      <CardDescription>
        Research-based articles on natural fertility and conception, about twice a month. Unsubscribe any time.
      </CardDescription>
    </CardHeader>
  );
}

/** Header of the contact form card. */
export function ContactHeader() {
  return (
    <CardHeader>
      <CardTitle>Questions? Contact us</CardTitle>
      <CardDescription>We answer every message personally, usually within 24 hours.</CardDescription>
    </CardHeader>
  );
}
