import { adminPage } from "@/app/admin/admin-page";
import { ApiKeysPanel } from "@/components/admin/api-keys/api-keys-panel";

/** API keys for developers (docs/api.md#api-keys): create (the secret shown once), list, revoke. */
const page = adminPage("/admin/api-keys", {
  description:
    "Keys let scripts and other services call the store's API with the scopes you give them. Creating and revoking keys is recorded in the audit trail.",
  body: async ({ api }) => {
    await api.apiKeys.list.prefetch();
    return <ApiKeysPanel />;
  },
});

export const metadata = page.metadata;
export default page.Page;
