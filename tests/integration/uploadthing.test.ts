// The UploadThing file router (/api/uploadthing), offline: createRouteHandler driven with plain
// Requests, the real SDK talking to a local fake of UploadThing's ingest, API and CDN.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "@/lib/messages";
import { setFileStore } from "@/server/files";
import { uploadThingStore } from "@/server/files/uploadthing";
import { uploadThingHandler } from "@/server/http/uploadthing-router";
import { useTestDatabase } from "../setup/test-db";
import { exeFile, pdfFile, pngFile } from "../mocks/upload-files";
import { signedIn } from "./factories";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const { uploadthing: fake } = useFakeServers({ uploadthing: true });
let handle: (req: Request) => Promise<Response>;

beforeAll(() => {
  setFileStore(
    uploadThingStore({ token: fake.token, apiUrl: fake.url, ingestUrl: fake.url, ufsHost: fake.ufsHost, ufsAppIdLocation: "path" }),
  );
  handle = uploadThingHandler({ token: fake.token, ingestUrl: fake.url, isDev: false });
  fake.deliverCallback = (req) => handle(req);
});
afterAll(() => setFileStore(undefined));

type Presigned = { url: string; key: string; name: string; customId: string | null };

/** What UploadThing's browser client does: ask the file route for presigned URLs, then PUT each file to the ingest. */
async function uploadAs(cookie: string | undefined, slug: string, files: { name: string; type: string; bytes: Uint8Array }[]) {
  const response = await handle(
    new Request(`http://localhost:3000/api/uploadthing?slug=${slug}&actionType=upload`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }) },
      body: JSON.stringify({
        files: files.map((f) => ({ name: f.name, size: f.bytes.byteLength, type: f.type, lastModified: Date.now() })),
        input: null,
      }),
    }),
  );
  if (!response.ok) return { status: response.status, body: (await response.json()) as { message: string }, puts: [] };
  const presigned = (await response.json()) as Presigned[];
  const puts = [];
  for (const [i, p] of presigned.entries()) {
    const form = new FormData();
    form.append("file", new Blob([files[i]!.bytes as Uint8Array<ArrayBuffer>], { type: files[i]!.type }), files[i]!.name);
    puts.push(await fetch(p.url, { method: "PUT", body: form, headers: { Range: "bytes=0-" } }));
  }
  return { status: response.status, presigned, puts };
}

const uploadedRows = () => db().storedFile.count({ where: { provider: "uploadthing" } });

describe("UploadThing file router", () => {
  it("GET answers the router's config: one route per folder with the stated limits", async () => {
    const config = (await (await handle(new Request("http://localhost:3000/api/uploadthing"))).json()) as {
      slug: string;
      config: Record<string, { maxFileSize: string; maxFileCount: number }>;
    }[];
    expect(config.map((r) => r.slug).sort()).toEqual(["bundle", "images", "single"]);
    expect(config.find((r) => r.slug === "single")!.config.pdf).toMatchObject({ maxFileSize: "32MB", maxFileCount: 1 });
    expect(config.find((r) => r.slug === "images")!.config.image).toMatchObject({ maxFileSize: "4MB", maxFileCount: 20 });
  });

  it("uploads an admin's guide under our key (its customId), records it through the port on completion, and deletes it with UTApi", async () => {
    const { cookie, caller, user } = await signedIn(db(), { admin: true });
    const bytes = pdfFile("through uploadthing");
    const result = await uploadAs(cookie, "single", [{ name: "Guide.pdf", type: "application/pdf", bytes }]);
    expect(result.status).toBe(200);
    expect(result.puts.map((p) => p.status)).toEqual([200]);
    const key = result.presigned![0]!.customId!;
    expect(key).toMatch(/^single\/\d{13}-[0-9a-f]{16}\.pdf$/);
    expect([...fake.files.values()].find((f) => f.customId === key)).toMatchObject({ acl: "private", size: bytes.byteLength });

    const row = await db().storedFile.findUniqueOrThrow({ where: { key } });
    expect(row).toMatchObject({
      folder: "single",
      provider: "uploadthing",
      originalName: "Guide.pdf",
      contentType: "application/pdf",
      uploadedBy: user.id,
    });
    expect(await db().auditEvent.findFirst({ where: { action: "file.uploaded", target: key } })).toMatchObject({ actorId: user.id });
    expect(fake.callbackResults.at(-1)).toMatchObject({ callbackData: { key, error: null } });
    expect((await caller.storage.list({ folder: "single" }))[0]).toMatchObject({ key, url: null });

    await caller.storage.remove({ key });
    expect([...fake.files.values()].some((f) => f.customId === key)).toBe(false);
  });

  it("gives uploaded images a public CDN URL", async () => {
    const { cookie, caller } = await signedIn(db(), { admin: true });
    const result = await uploadAs(cookie, "images", [{ name: "cover.png", type: "image/png", bytes: pngFile() }]);
    const key = result.presigned![0]!.customId!;
    const [listed] = await caller.storage.list({ folder: "images" });
    expect(listed).toMatchObject({ key, url: `http://${fake.ufsHost}/a/${fake.appId}/${key}` });
    const served = await fetch(listed!.url!);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(pngFile()));
  });

  it("refuses a disguised file on completion: removed from UploadThing, nothing recorded", async () => {
    const { cookie } = await signedIn(db(), { admin: true });
    const before = await uploadedRows();
    const result = await uploadAs(cookie, "single", [{ name: "guide.pdf", type: "application/pdf", bytes: exeFile() }]);
    const key = result.presigned![0]!.customId!;
    expect(fake.callbackResults.at(-1)).toMatchObject({
      callbackData: { key: null, error: uploadMessages.wrongType("guide.pdf", "pdf, doc, docx") },
    });
    expect([...fake.files.values()].some((f) => f.customId === key)).toBe(false);
    expect(await uploadedRows()).toBe(before);
    expect(await db().storedFile.findUnique({ where: { key } })).toBeNull();
  });

  it("refuses anonymous visitors, non-admins, too many files and oversized or wrongly named files in the middleware, before any presigned URL", async () => {
    const user = await signedIn(db());
    const { cookie } = await signedIn(db(), { admin: true });
    const pdf = { name: "a.pdf", type: "application/pdf", bytes: pdfFile() };
    const cases = [
      [undefined, "single", [pdf], 403],
      [user.cookie, "single", [pdf], 403],
      [cookie, "single", [pdf, pdf], 400],
      [cookie, "images", [{ name: "a.pdf", type: "image/png", bytes: pngFile() }], 400],
      [cookie, "nowhere", [pdf], 404],
    ] as const;
    for (const [who, slug, files, status] of cases) {
      const result = await uploadAs(who, slug, [...files]);
      expect(result.status, `${slug} ${status}`).toBe(status);
      expect(result.puts).toEqual([]);
    }
    const wrongType = await uploadAs(cookie, "images", [{ name: "a.pdf", type: "image/png", bytes: pngFile() }]);
    expect(wrongType.body).toMatchObject({ message: uploadMessages.wrongType("a.pdf", "jpg, jpeg, png, gif, webp") });
  });

  it("ignores a completion callback whose signature is wrong", async () => {
    const before = await uploadedRows();
    const payload = JSON.stringify({
      status: "uploaded",
      origin: fake.url,
      metadata: { userId: "x", email: null, folder: "single" },
      file: {
        key: "k",
        name: "a.pdf",
        size: 1,
        type: "application/pdf",
        customId: "single/1764000000000-0123456789abcdef.pdf",
        url: "u",
        appUrl: "u",
        ufsUrl: "u",
        fileHash: "0",
      },
    });
    const response = await handle(
      new Request("http://localhost:3000/api/uploadthing?slug=single", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "uploadthing-hook": "callback",
          "x-uploadthing-signature": `hmac-sha256=${"0".repeat(64)}`,
        },
        body: payload,
      }),
    );
    expect(response.status).toBe(400);
    expect(await uploadedRows()).toBe(before);
  });
});
