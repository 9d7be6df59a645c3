import "server-only";
/** One stored object as listed by the file port. */
export type StoredObject = { key: string; size: number; updatedAt: Date };

/**
 * The file port: guide PDFs and images, addressed by key (`<folder>/<name>`, folders single |
 * bundle | images). Local disk under UPLOADS_DIR without keys; the UploadThing adapter plugs in
 * at index.ts. The StoredFile table keeps the metadata; the port only keeps bytes. Every adapter
 * passes tests/integration/files-contract.test.ts.
 */
export interface FileStore {
  readonly name: "local" | "uploadthing";
  put(key: string, bytes: Uint8Array): Promise<{ key: string; size: number }>;
  /** The bytes of a key, or null when nothing is stored under it. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes a key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Keys under a folder prefix, sorted by key (docs/product.md#admin: listing limit 100). */
  list(prefix: string, opts?: { limit?: number; offset?: number }): Promise<StoredObject[]>;
  /**
   * Where a browser fetches an *image* directly (docs/product.md#admin: images are public). Only keys under
   * `images/`: a guide has no public URL (it is delivered through signed download links).
   */
  publicUrl(key: string): string;
}

/** Only images are public (guides never are): the one rule every adapter's publicUrl applies. */
export function assertPublicKey(key: string) {
  if (!isValidKey(key) || !key.startsWith("images/")) throw new Error(`No public URL for ${JSON.stringify(key)}: only images are public`);
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A key made of safe path segments: no "..", no leading slash, no backslashes. */
export function isValidKey(key: string) {
  return key.length <= 300 && KEY.test(key) && !key.split("/").some((s) => s === "." || s === "..");
}
