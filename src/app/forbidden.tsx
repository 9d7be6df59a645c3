import { StorefrontSheet } from "@/components/storefront-sheet";
import { StatusPage } from "@/components/ui/status-page";

export const metadata = { title: "No access", robots: { index: false } };

/** A signed-in visitor without the admin role (answered with status 403). */
export default function Forbidden() {
  return (
    <>
      <StorefrontSheet page="forbidden" />
      <StatusPage code={403} title="You don't have access to this page" link={{ href: "/", label: "Back to the site" }}>
        The admin dashboard is for the store&apos;s administrators. If you should have access, ask an administrator to grant you the admin
        role.
      </StatusPage>
    </>
  );
}
