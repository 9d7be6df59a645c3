import Link from "next/link";
import { adminPage } from "@/app/admin/admin-page";
import { UploadCard } from "@/components/admin/uploads/upload-card";
import { storageFolders } from "@/lib/uploads";
import { uploadTransport } from "@/server/files";

/** Admin uploads (docs/product.md#admin): the single guide, the bundle and images, by whichever file store runs. */
const page = adminPage("/admin/uploads", {
  description: () => (
    <>
      Files are stored {uploadTransport() === "uploadthing" ? "on UploadThing" : "on this server's disk"}. Each file is checked by its
      content, not its name. Make a guide the file delivered for a product with &ldquo;Deliver to new orders&rdquo;: links already sent keep
      their file. To give past buyers a corrected guide, publish it as a new edition:{" "}
      <Link className="text-primary underline" href="/admin/products/fertility/editions">
        fertility guide
      </Link>
      ,{" "}
      <Link className="text-primary underline" href="/admin/products/intimacy/editions">
        intimacy guide
      </Link>
      ,{" "}
      <Link className="text-primary underline" href="/admin/products/bundle/editions">
        bundle
      </Link>
      .
    </>
  ),
  body: () => {
    const transport = uploadTransport();
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        {storageFolders.map((folder) => (
          <UploadCard key={folder} folder={folder} transport={transport} />
        ))}
      </div>
    );
  },
});

export const metadata = page.metadata;
export default page.Page;
