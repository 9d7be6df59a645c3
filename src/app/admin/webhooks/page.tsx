import { adminPage } from "@/app/admin/admin-page";
import { WebhooksPanel } from "@/components/admin/webhooks/webhooks-panel";

/** Outgoing webhooks (docs/webhooks.md): add an endpoint (its secret shown once), list, edit, delete, deliveries with "Redeliver". */
const page = adminPage("/admin/webhooks", {
  description:
    "Webhooks tell another service (a CRM, a mailing tool, your own script) the moment something happens in the store. Each request is signed; failed deliveries are retried for three days.",
  body: async ({ api }) => {
    await api.webhooks.list.prefetch();
    return <WebhooksPanel />;
  },
});

export const metadata = page.metadata;
export default page.Page;
