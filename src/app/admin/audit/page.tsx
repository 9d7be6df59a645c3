import { AuditTrail } from "@/components/admin/audit-trail";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata = { title: "Audit" };

/** The audit trail: nothing an admin does is silent. */
export default async function AdminAuditPage() {
  await requireAdminPage("/admin/audit");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Audit</h1>
      <AuditTrail />
    </>
  );
}
