import { UploadCard } from "@/components/admin/uploads/upload-card";
import { storageFolders } from "@/lib/uploads";
import { requireAdminPage } from "@/server/auth/require-admin";
import { uploadTransport } from "@/server/files";

export const metadata = { title: "Uploads" };

/** Admin uploads (docs/product.md#admin): the single guide, the bundle and images, by whichever file store runs. */
export default async function AdminUploadsPage() {
  await requireAdminPage("/admin/uploads");
  const transport = uploadTransport();
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Uploads</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        Files are stored {transport === "uploadthing" ? "on UploadThing" : "on this server's disk"}. Each file is checked by its content,
        not its name. Make a guide the file delivered for a product with &ldquo;Deliver to new orders&rdquo;: links already sent keep
        their file.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {storageFolders.map((folder) => (
          <UploadCard key={folder} folder={folder} transport={transport} />
        ))}
      </div>
    </>
  );
}
