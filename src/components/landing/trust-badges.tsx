import { CreditCard, Lock, ShieldCheck, Users } from "@/components/ui/icons";
import { Hint, HintGroup } from "@/components/ui/hint";
import { trustClaims } from "@/content/site";

const { customers } = trustClaims;
const count = (n: number) => n.toLocaleString("en-US");

/**
 * Trust claims (docs/product.md#numbers). One trust badge says 60 days although the guarantee is
 * `trustClaims.guaranteeDays` (14) everywhere else; the badge follows the spec and its wording lives only here.
 */
const badges = [
  {
    icon: Lock,
    title: `${trustClaims.ssl} encryption`,
    detail: "Secure checkout, your details stay private",
    hint: "Every page is served over an encrypted (HTTPS) connection, and card details go straight to the payment provider.",
  },
  {
    icon: Users,
    title: `${customers.totalDisplay} customers`,
    detail: `Including ${count(customers.US)} couples in the US, ${count(customers.UK)} in the UK and ${count(customers.AU)} in Australia`,
    hint: "Couples and individuals who have bought one of our guides.",
  },
  {
    icon: CreditCard,
    title: "Trusted payment methods",
    detail: trustClaims.paymentMethods.join(" · "),
    hint: "Payments are handled by our card payment provider; we never see or store your card number.",
  },
  {
    icon: ShieldCheck,
    title: "60-Day Money-Back Guarantee",
    detail: "Buy with confidence",
    hint: "Not right for you? E-mail us and we will refund you in full.",
  },
] as const;

/** docs/product.md#landing-page item 5: the row of trust badges. */
export function TrustBadges() {
  return (
    <section data-section="trust-badges" aria-label="Why customers trust us" className="border-y border-border bg-muted/50 px-4 py-8">
      {/* Tooltips add a line on hover or focus; every claim is also in the visible text (phones have no hover). */}
      <HintGroup>
        <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {badges.map(({ icon: Icon, title, detail, hint }) => (
            <li key={title} className="flex items-start gap-3">
              <Hint label={hint}>
                <button
                  type="button"
                  aria-label={`About: ${title}`}
                  className="rounded-full bg-primary/15 p-2.5 text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  data-testid="trust-badge-hint"
                >
                  <Icon className="h-5 w-5" aria-hidden />
                </button>
              </Hint>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">{detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </HintGroup>
    </section>
  );
}
