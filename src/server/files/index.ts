import "server-only";
import { env } from "@/env";
import { localDiskStore } from "./local";
import type { FileStore } from "./port";
import { uploadThingStore } from "./uploadthing";

let store: FileStore | undefined;

/** The file store, chosen once: UploadThing when UPLOADTHING_TOKEN is set, else local disk under UPLOADS_DIR. */
export function getFileStore(): FileStore {
  store ??= env.UPLOADTHING_TOKEN ? uploadThingStore({ token: env.UPLOADTHING_TOKEN }) : localDiskStore(env.UPLOADS_DIR);
  return store;
}

/** Which upload path the admin's upload cards use: straight to UploadThing, or POST /api/uploads. */
export const uploadTransport = (): "uploadthing" | "local" => (getFileStore().name === "uploadthing" ? "uploadthing" : "local");

/** Tests point the store at a temporary folder (or the fake UploadThing). */
export function setFileStore(next: FileStore | undefined) {
  store = next;
}
