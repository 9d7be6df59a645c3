import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { guides } from "@/content/site";
import { button, EmailLayout, text } from "./components/email-layout";

/** The review request (docs/product.md#reviews): one per paid order, the set days after payment. */
export type ReviewRequestProps = {
  firstName: string | null;
  productName: string;
  /** The signed review page (`/review?t=…`); each star links to it with that rating chosen. */
  reviewUrl: string;
  unsubscribeUrl: string;
};

const stars = [1, 2, 3, 4, 5] as const;
const starLink = { color: "#d97706", fontSize: 28, textDecoration: "none", padding: "0 4px" } as const;

/** A request for a rating, so it carries an unsubscribe link and the one-click headers. */
export default function ReviewRequest({
  firstName = "Jane",
  productName = guides.fertility.title,
  reviewUrl = "http://localhost:3000/review?t=preview",
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<ReviewRequestProps>) {
  const withRating = (n: number) => `${reviewUrl}${reviewUrl.includes("?") ? "&" : "?"}rating=${n}`;
  return (
    <EmailLayout preview={`How did you find ${productName}?`} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h2">{firstName ? `${firstName}, how did you find your guide?` : "How did you find your guide?"}</Heading>
      <Text style={text}>
        You have had <strong>{productName}</strong> for a little while now. A rating from 1 to 5 stars, and a few words if you like, helps
        other readers decide. No account needed.
      </Text>
      <Section>
        {stars.map((n) => (
          <Link key={n} href={withRating(n)} style={starLink} aria-label={`${n} of 5 stars`}>
            ★
          </Link>
        ))}
      </Section>
      <Button href={reviewUrl} style={button}>
        Rate the guide
      </Button>
      <Text style={text}>
        You can change your review later through the same link. We show it as from a verified buyer, with your first name only.
      </Text>
    </EmailLayout>
  );
}
