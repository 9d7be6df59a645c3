import "server-only";
import { env } from "@/env";
import { localDiskStore } from "./local";
import type { FileStore } from "./port";

let store: FileStore | undefined;

/**
 * The file store, chosen once. Today that is always local disk under UPLOADS_DIR: the
 * UploadThing adapter (UPLOADTHING_TOKEN) plugs in here when it is written.
 */
export function getFileStore(): FileStore {
  store ??= localDiskStore(env.UPLOADS_DIR);
  return store;
}

/** Tests point the store at a temporary folder. */
export function setFileStore(next: FileStore | undefined) {
  store = next;
}
