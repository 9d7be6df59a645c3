import { adminPage } from "@/app/admin/admin-page";
import { CartRemindersCard } from "@/components/admin/settings/cart-reminders-card";
import { GrantAdminCard } from "@/components/admin/settings/grant-admin-card";
import { InvoiceSellerCard } from "@/components/admin/settings/invoice-seller-card";
import { ReviewRequestsCard } from "@/components/admin/settings/review-requests-card";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { StampingCard } from "@/components/admin/settings/stamping-card";
import { TaxCard } from "@/components/admin/settings/tax-card";

/** Website settings (the seven keys of docs/product.md#admin) and the security card that grants the admin role. */
const page = adminPage("/admin/settings", {
  body: () => (
    <div className="grid gap-6">
      <SettingsForm />
      <StampingCard />
      <TaxCard />
      <InvoiceSellerCard />
      <CartRemindersCard />
      <ReviewRequestsCard />
      <GrantAdminCard />
    </div>
  ),
});

export const metadata = page.metadata;
export default page.Page;
