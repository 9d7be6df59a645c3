import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localDiskStore } from "@/server/files/local";
import { type FileStore, isValidKey } from "@/server/files/port";
import { uploadThingStore } from "@/server/files/uploadthing";
import { startFakeUploadThing } from "../mocks/fake-uploadthing";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "fg-files-"));
const fake = await startFakeUploadThing();
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await fake.close();
});

const adapters: [string, () => FileStore][] = [
  ["local", () => localDiskStore(root)],
  // The real UploadThing SDK (UTApi) against the local fake of its servers.
  [
    "uploadthing",
    () => uploadThingStore({ token: fake.token, apiUrl: fake.url, ingestUrl: fake.url, ufsHost: fake.ufsHost, ufsAppIdLocation: "path" }),
  ],
];

// The same contract for every adapter of the file port.
describe.each(adapters)("file port contract: %s", (_name, make) => {
  const store = make();

  it("puts, gets, lists and removes bytes by key", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 hello");
    await expect(store.put("single/a.pdf", bytes)).resolves.toEqual({ key: "single/a.pdf", size: bytes.byteLength });
    await store.put("single/b.pdf", new Uint8Array([1, 2, 3]));
    expect(Buffer.from((await store.get("single/a.pdf"))!).toString()).toBe("%PDF-1.4 hello");
    expect((await store.list("single")).map((o) => [o.key, o.size])).toEqual([
      ["single/a.pdf", bytes.byteLength],
      ["single/b.pdf", 3],
    ]);
    expect(await store.list("single/", { limit: 1, offset: 1 })).toHaveLength(1);
    await store.remove("single/a.pdf");
    await store.remove("single/a.pdf");
    expect(await store.get("single/a.pdf")).toBeNull();
    expect(await store.list("images")).toEqual([]);
  });

  it("gives images a public URL and guides none", () => {
    expect(store.publicUrl("images/1764000000000-abcdef0123456789.png")).toMatch(
      /^(\/media\/|https?:\/\/).*images\/1764000000000-abcdef0123456789\.png$/,
    );
    for (const key of ["single/a.pdf", "bundle/b.docx", "images/../single/a.pdf"])
      expect(() => store.publicUrl(key)).toThrow("only images are public");
  });

  it("refuses keys that could leave the folder", async () => {
    for (const key of ["../x.pdf", "/etc/passwd", "single/../../x", "a\\b", "", "single//a.pdf"]) {
      expect(isValidKey(key)).toBe(false);
    }
    await expect(store.get("../outside")).rejects.toThrow("Invalid file key");
    await expect(store.put("single/../x.pdf", new Uint8Array([1]))).rejects.toThrow("Invalid file key");
  });
});
