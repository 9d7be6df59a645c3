import { adminPage } from "@/app/admin/admin-page";
import { TaxReportPanel } from "@/components/admin/tax/tax-report-panel";
import { TaxRulesPanel } from "@/components/admin/tax/tax-rules-panel";

/** Tax (docs/product.md#tax): the owner's rates and the quarterly report with its CSV; "Collect tax" is on Settings. */
const page = adminPage("/admin/tax", {
  description: "Rates apply only while “Collect tax” is on (Settings). With Stripe keys, Stripe Tax decides the rates instead.",
  body: async ({ api }) => {
    await api.tax.rules.prefetch();
    return (
      <div className="grid gap-6">
        <TaxRulesPanel />
        <TaxReportPanel />
      </div>
    );
  },
});

export const metadata = page.metadata;
export default page.Page;
