import { z } from "zod";
import { uploadMessages } from "@/lib/messages";
import { storageFolders } from "@/lib/uploads";
import { productKinds } from "./checkout";

/** `storage.list` and the upload route's `?folder=`: one of the bucket's folders (docs/product.md#admin). */
export const storageFolderInput = z.object({ folder: z.enum(storageFolders, { error: uploadMessages.badFolder }) });

// `{folder}/{name}`: a known folder and one safe name segment, so no key can point outside it.
const KEY = new RegExp(`^(${storageFolders.join("|")})/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`);

/** A stored file's key. */
export const storedKeyField = z
  .string()
  .max(220, uploadMessages.notFound)
  .regex(KEY, uploadMessages.notFound)
  .refine((key) => !key.includes(".."), uploadMessages.notFound);

/** `storage.remove`: the file to delete. */
export const storageKeyInput = z.object({ key: storedKeyField });

/** `storage.assign`: make a stored guide the file delivered for a product. */
export const assignFileInput = z.object({ product: z.enum(productKinds), key: storedKeyField });
