import { adminPage } from "@/app/admin/admin-page";
import { JobsPanel } from "@/components/admin/jobs-panel";

/** Background jobs (docs/jobs.md): what the local engine ran, waits on or gave up on; retry a failed one. */
const page = adminPage("/admin/jobs", { heading: "Background jobs", body: () => <JobsPanel /> });

export const metadata = page.metadata;
export default page.Page;
