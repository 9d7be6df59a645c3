import { GrantAdminCard } from "@/components/admin/settings/grant-admin-card";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata = { title: "Settings" };

/** Website settings (the seven keys of docs/product.md#admin) and the security card that grants the admin role. */
export default async function AdminSettingsPage() {
  await requireAdminPage("/admin/settings");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Settings</h1>
      <div className="grid gap-6">
        <SettingsForm />
        <GrantAdminCard />
      </div>
    </>
  );
}
