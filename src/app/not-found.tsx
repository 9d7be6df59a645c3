import { StorefrontSheet } from "@/components/storefront-sheet";
import { StatusPage } from "@/components/ui/status-page";
import { notFoundText } from "@/lib/messages";

export const metadata = { title: "Page not found" };

/** Any unknown path (docs/product.md#pages). */
export default function NotFound() {
  return (
    <>
      <StorefrontSheet page="not-found" />
      <StatusPage code={404} title={notFoundText} link={{ href: "/", label: "Return to Home" }}>
        The page you were looking for does not exist or has moved.
      </StatusPage>
    </>
  );
}
