import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertPublicKey, type FileStore, isValidKey, type StoredObject } from "./port";

/** Where the app serves the local store's images (src/app/media/[...key]/route.ts). */
export const LOCAL_MEDIA_PATH = "/media";

/** Files under one folder on local disk (the default: .data/uploads). Writes are atomic (temp file + rename). */
export function localDiskStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return path.join(base, ...key.split("/"));
  };

  return {
    name: "local",

    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
      return { key, size: bytes.byteLength };
    },

    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list(prefix, opts = {}) {
      const folder = prefix.replace(/\/+$/, "");
      let names: string[];
      try {
        names = await fs.readdir(fileOf(folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const objects: StoredObject[] = [];
      for (const name of names.sort()) {
        if (name.endsWith(".tmp")) continue;
        const stat = await fs.stat(path.join(fileOf(folder), name));
        if (stat.isFile()) objects.push({ key: `${folder}/${name}`, size: stat.size, updatedAt: stat.mtime });
      }
      const offset = opts.offset ?? 0;
      return objects.slice(offset, offset + (opts.limit ?? 100));
    },
    publicUrl(key) {
      assertPublicKey(key);
      return `${LOCAL_MEDIA_PATH}/${key}`;
    },
  };
}
