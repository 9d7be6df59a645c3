import { JobsPanel } from "@/components/admin/jobs-panel";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata = { title: "Jobs" };

/** Background jobs (issue 13): what the local engine ran, waits on or gave up on; retry a failed one. */
export default async function AdminJobsPage() {
  await requireAdminPage("/admin/jobs");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Background jobs</h1>
      <JobsPanel />
    </>
  );
}
