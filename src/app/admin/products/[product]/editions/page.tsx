import { notFound } from "next/navigation";
import { adminPage } from "@/app/admin/admin-page";
import { EditionsPanel } from "@/components/admin/editions/editions-panel";
import { productKinds, type ProductKind } from "@/lib/validation/checkout";
import { uploadTransport } from "@/server/files";

/**
 * A guide's editions (docs/product.md#editions): upload and publish the next one, what past
 * buyers get, and per edition "Tell past buyers" with the campaign's counts.
 */
const page = adminPage<{ product: string }>(
  { path: "/admin/products/[product]/editions", title: "Editions" },
  {
    description: "New buyers get the newest edition. Past buyers get what the setting below says.",
    body: async ({ api, params }) => {
      const product = decodeURIComponent(params.product);
      if (!productKinds.includes(product as ProductKind)) notFound();
      await api.products.editions.prefetch({ product: product as ProductKind });
      return <EditionsPanel product={product as ProductKind} transport={uploadTransport()} />;
    },
  },
);

export const metadata = page.metadata;
export default page.Page;
