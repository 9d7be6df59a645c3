import { ShieldCheck } from "@/components/ui/icons";
import { SupportEmailLink } from "@/components/marketing/support-email-link";
import { moneyBackGuaranteeHeading, trustClaims } from "@/content/site";
import { LandingSection } from "./landing-section";

/** docs/product.md#landing-page item 12: the refund promise (settings guarantee_text) and the refund-rate claim. */
export function GuaranteeSection({ guaranteeText }: { guaranteeText: string }) {
  return (
    <LandingSection name="guarantee" aria-labelledby="guarantee-title">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-success/40 bg-success/5 p-8 text-center sm:p-10">
        <span className="rounded-full bg-success/15 p-4 text-success">
          <ShieldCheck className="h-10 w-10" aria-hidden />
        </span>
        <h2 id="guarantee-title" className="text-3xl font-bold tracking-tight">
          {moneyBackGuaranteeHeading}
        </h2>
        <p className="text-lg leading-relaxed text-muted-foreground">{guaranteeText}</p>
        <p className="text-sm text-muted-foreground">
          Our refund rate is {trustClaims.refundRate}: most readers keep the guide. To ask for a refund, e-mail{" "}
          <SupportEmailLink className="font-medium text-primary underline underline-offset-2" /> with your order e-mail address.
        </p>
      </div>
    </LandingSection>
  );
}
