import { adminPage } from "@/components/admin/admin-page";
import { AuditTrail } from "@/components/admin/audit-trail";

/** The audit trail: nothing an admin does is silent. */
const page = adminPage("/admin/audit", { body: () => <AuditTrail /> });

export const metadata = page.metadata;
export default page.Page;
