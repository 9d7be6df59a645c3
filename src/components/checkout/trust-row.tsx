import { Lock, RotateCcw, ShieldCheck } from "@/components/ui/icons";
import { moneyBackGuarantee, trustClaims } from "@/content/site";

/** Trust badges and the money-back note under the checkout form. */
export function TrustRow() {
  return (
    <div className="grid gap-3 text-sm text-muted-foreground">
      <ul className="grid gap-2 sm:grid-cols-3">
        <li className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-success" aria-hidden /> {trustClaims.ssl} encryption
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-success" aria-hidden /> {trustClaims.customers.totalDisplay} customers
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw className="h-4 w-4 text-success" aria-hidden /> {trustClaims.guaranteeDays}-day money-back
        </li>
      </ul>
      <p>We accept {trustClaims.paymentMethods.join(", ")}.</p>
      <p>
        <strong className="text-foreground">{moneyBackGuarantee}.</strong> If the guide is not right for you, e-mail us within{" "}
        {trustClaims.guaranteeDays} days for a full refund.
      </p>
    </div>
  );
}
