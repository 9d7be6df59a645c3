import "server-only";
import { UTApi, UTFile } from "uploadthing/server";
import { assertPublicKey, type FileStore, isValidKey, type StoredObject } from "./port";

/**
 * Where UploadThing lives. Only the token is needed in production; the rest points the SDK at
 * another server (the tests' local fake, tests/mocks/fake-uploadthing.ts).
 */
export type UploadThingOptions = {
  token: string;
  apiUrl?: string;
  ingestUrl?: string;
  /** The file CDN's host (default ufs.sh); a host containing "local" is spoken to over http. */
  ufsHost?: string;
  ufsAppIdLocation?: "subdomain" | "path";
  fetch?: typeof fetch;
};

/** The app id inside an UploadThing token (base64 JSON `{ apiKey, appId, regions }`). */
export function appIdOf(token: string): string {
  const parsed = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { appId?: unknown };
  if (typeof parsed.appId !== "string") throw new Error("UPLOADTHING_TOKEN holds no appId");
  return parsed.appId;
}

/**
 * UploadThing as the file port (when UPLOADTHING_TOKEN is set). Our key
 * (`{folder}/{timestamp}-{random}.{ext}`) is the file's customId on UploadThing, so every call
 * addresses files by it. Images are uploaded public-read; guides private, read back through a
 * short signed URL (never handed to a browser: buyers download through /download/file).
 */
export function uploadThingStore(opts: UploadThingOptions): FileStore & { utapi: UTApi } {
  const { fetch: fetchImpl = globalThis.fetch, ...config } = opts;
  const utapi = new UTApi({ ...config, fetch: fetchImpl, defaultKeyType: "customId", logLevel: "Error" });
  const appId = appIdOf(opts.token);
  const ufsHost = opts.ufsHost ?? "ufs.sh";
  const proto = ufsHost.includes("local") ? "http" : "https";
  const fileUrl = (key: string) =>
    opts.ufsAppIdLocation === "path" ? `${proto}://${ufsHost}/a/${appId}/${key}` : `${proto}://${appId}.${ufsHost}/f/${key}`;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    name: "uploadthing",
    utapi,
    async put(key, bytes) {
      const name = checked(key).split("/").at(-1)!;
      const file = new UTFile([bytes as Uint8Array<ArrayBuffer>], name, { customId: key });
      const result = await utapi.uploadFiles(file, {
        acl: key.startsWith("images/") ? "public-read" : "private",
        contentDisposition: "attachment",
      });
      if (result.error) throw new Error(`UploadThing refused ${key}: ${result.error.message}`);
      return { key, size: bytes.byteLength };
    },
    async get(key) {
      const { ufsUrl } = await utapi.generateSignedURL(checked(key), { expiresIn: 60 });
      const response = await fetchImpl(ufsUrl);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`UploadThing answered ${response.status} for ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      await utapi.deleteFiles(checked(key), { keyType: "customId" });
    },
    async list(prefix, { limit = 100, offset = 0 } = {}) {
      const folder = `${prefix.replace(/\/+$/, "")}/`;
      const found: StoredObject[] = [];
      // UploadThing lists the whole app, not a folder: page through it (500 at a time) and keep ours.
      for (let page = 0, more = true; more; page += 500) {
        const { files, hasMore } = await utapi.listFiles({ limit: 500, offset: page });
        for (const f of files) {
          if (f.customId?.startsWith(folder) && f.status === "Uploaded")
            found.push({ key: f.customId, size: f.size, updatedAt: new Date(f.uploadedAt) });
        }
        more = hasMore && files.length > 0;
      }
      return found.sort((a, b) => a.key.localeCompare(b.key)).slice(offset, offset + limit);
    },
    publicUrl(key) {
      assertPublicKey(key);
      return fileUrl(key);
    },
  };
}
