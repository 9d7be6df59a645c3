import { adminPage } from "@/app/admin/admin-page";
import { BroadcastsPanel } from "@/components/admin/broadcasts/broadcasts-panel";

/** Broadcasts (docs/product.md#broadcasts): write to subscribers and buyers, preview, test, send or schedule, and each one's report. */
const page = adminPage("/admin/broadcasts", {
  description:
    "Write to your newsletter subscribers and buyers. Unsubscribed, bounced and test addresses are always left out; each address gets one copy.",
  body: async ({ api }) => {
    await api.broadcasts.list.prefetch();
    return <BroadcastsPanel />;
  },
});

export const metadata = page.metadata;
export default page.Page;
