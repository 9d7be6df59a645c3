// GET /media/images/<name> – an uploaded image, public (SPEC §7 "get a public URL"); guides are never served here
import { getFileStore } from "@/server/files";
import { withRoute } from "@/server/http/route";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export const GET = withRoute("GET /media", async ({ req, db }) => {
  const key = decodeURIComponent(new URL(req.url).pathname.replace(/^\/media\//, ""));
  // Only the images folder is public: a guide's key answers 404 like a missing file.
  if (!/^images\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key)) return notFound();
  const file = await db.storedFile.findUnique({ where: { key }, select: { contentType: true } });
  if (!file?.contentType.startsWith("image/")) return notFound();
  const bytes = await getFileStore().get(key);
  if (!bytes) return notFound();
  return new Response(bytes, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(bytes.byteLength),
      // A key is never reused (a timestamp and a random part), so the bytes behind it never change.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
