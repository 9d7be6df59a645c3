// Admin uploads: POST /api/uploads (role, folder, size, type by content, names), the storage
// router (list, remove, assign) and what buyers get after a guide is assigned.
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/uploads/route";
import { GET as media } from "@/app/media/[...key]/route";
import { uploadMessages } from "@/lib/messages";
import { folderRules } from "@/lib/uploads";
import { getFileStore } from "@/server/files";
import { downloadLinksForOrder, openDownload } from "@/server/services/downloads/downloads";
import { useTestDatabase } from "../setup/test-db";
import { cfbFile, docxFile, exeFile, pdfFile, pngFile } from "../mocks/upload-files";
import { completedOrder, signedIn } from "./factories";
import { rejectionOf } from "./helpers";
import { pdfText } from "../pdf-text";

const db = useTestDatabase();

type Part = { name: string; bytes: Uint8Array; type?: string };
const form = (files: Part[]) => {
  const body = new FormData();
  for (const f of files)
    body.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? "application/octet-stream" }), f.name);
  return body;
};
const post = (folder: string, files: Part[], headers: Record<string, string> = {}) =>
  upload(
    new Request(`http://localhost:3000/api/uploads?folder=${encodeURIComponent(folder)}`, { method: "POST", headers, body: form(files) }),
  );

async function admin() {
  const session = await signedIn(db(), { admin: true });
  return { ...session, send: (folder: string, files: Part[]) => post(folder, files, { cookie: session.cookie }) };
}

/** What storage holds, to show a refused upload kept nothing. */
const snapshot = async () => ({
  rows: await db().storedFile.count(),
  audit: await db().auditEvent.count({ where: { action: "file.uploaded" } }),
  files: (await Promise.all(["single", "bundle", "images"].map((f) => getFileStore().list(f, { limit: 1000 })))).flat().length,
});

const KEY = (folder: string, ext: string) => new RegExp(`^${folder}/\\d{13}-[0-9a-f]{16}\\.${ext}$`);

describe("POST /api/uploads", () => {
  it("stores an admin's PDF under {folder}/{timestamp}-{random}.pdf, records it with the actor, and lists it", async () => {
    const { send, caller, user } = await admin();
    const bytes = pdfFile("first upload");
    const response = await send("single", [{ name: "My Guide (final).pdf", bytes }]);
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as { files: { key: string; name: string; url: string | null }[] };
    expect(files).toHaveLength(1);
    expect(files[0]!.key).toMatch(KEY("single", "pdf"));
    expect(files[0]).toMatchObject({ name: "My Guide (final).pdf", url: null });
    expect(Buffer.from((await getFileStore().get(files[0]!.key))!)).toEqual(Buffer.from(bytes));

    const listed = await caller.storage.list({ folder: "single" });
    expect(listed[0]).toMatchObject({
      key: files[0]!.key,
      size: bytes.byteLength,
      contentType: "application/pdf",
      deliveredFor: [],
      issued: false,
    });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "file.uploaded", target: files[0]!.key } });
    expect(audit).toMatchObject({ actorId: user.id, actorEmail: user.email });
  });

  it("takes .doc and .docx guides into the bundle (several at once), named by what they are", async () => {
    const { send } = await admin();
    const response = await send("bundle", [
      { name: "a.docx", bytes: docxFile() },
      { name: "b.doc", bytes: cfbFile() },
      { name: "c.pdf", bytes: pdfFile() },
    ]);
    expect(response.status).toBe(201);
    const keys = ((await response.json()) as { files: { key: string }[] }).files.map((f) => f.key);
    expect(keys[0]).toMatch(KEY("bundle", "docx"));
    expect(keys[1]).toMatch(KEY("bundle", "doc"));
    expect(keys[2]).toMatch(KEY("bundle", "pdf"));
  });

  it("gives images a public URL that serves them; guides have none and /media refuses them", async () => {
    const { send } = await admin();
    const response = await send("images", [{ name: "cover.png", bytes: pngFile() }]);
    expect(response.status).toBe(201);
    const [file] = ((await response.json()) as { files: { key: string; url: string }[] }).files;
    expect(file!.url).toBe(`/media/${file!.key}`);
    const served = await media(new Request(`http://localhost:3000${file!.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(pngFile()));
    for (const path of [
      "/media/single/fertility-guide.pdf",
      "/media/images/..%2Fsingle%2Ffertility-guide.pdf",
      "/media/images/missing.png",
    ]) {
      expect((await media(new Request(`http://localhost:3000${path}`))).status).toBe(404);
    }
    expect(() => getFileStore().publicUrl("single/fertility-guide.pdf")).toThrow("only images are public");
  });

  it.each([
    [
      "a renamed .exe",
      "single",
      [{ name: "guide.pdf", bytes: exeFile(), type: "application/pdf" }],
      400,
      uploadMessages.wrongType("guide.pdf", "pdf, doc, docx"),
    ],
    [
      "an image in a guide folder",
      "single",
      [{ name: "guide.pdf", bytes: pngFile() }],
      400,
      uploadMessages.wrongType("guide.pdf", "pdf, doc, docx"),
    ],
    [
      "a PDF among images",
      "images",
      [
        { name: "ok.png", bytes: pngFile() },
        { name: "x.png", bytes: pdfFile() },
      ],
      400,
      uploadMessages.wrongType("x.png", "jpg, jpeg, png, gif, webp"),
    ],
    [
      "a spreadsheet's compound file as .doc",
      "bundle",
      [{ name: "sheet.doc", bytes: cfbFile("Workbook") }],
      400,
      uploadMessages.wrongType("sheet.doc", "pdf, doc, docx"),
    ],
    [
      "plain text",
      "bundle",
      [{ name: "notes.pdf", bytes: new TextEncoder().encode("just words") }],
      400,
      uploadMessages.wrongType("notes.pdf", "pdf, doc, docx"),
    ],
    [
      "an oversized image",
      "images",
      [{ name: "huge.png", bytes: new Uint8Array(folderRules.images.maxBytes + 1).fill(7) }],
      413,
      uploadMessages.tooLarge("huge.png", "4 MB"),
    ],
    [
      "two files for the single guide",
      "single",
      [
        { name: "a.pdf", bytes: pdfFile() },
        { name: "b.pdf", bytes: pdfFile() },
      ],
      400,
      uploadMessages.tooManyFiles(1),
    ],
    ["no file", "single", [], 400, uploadMessages.noFile],
    ["an unknown folder", "secret", [{ name: "a.pdf", bytes: pdfFile() }], 400, uploadMessages.badFolder],
    ["a folder that climbs out", "../single", [{ name: "a.pdf", bytes: pdfFile() }], 400, uploadMessages.badFolder],
  ])("refuses %s with a clear message and stores nothing", async (_what, folder, files, status, message) => {
    const { send } = await admin();
    const before = await snapshot();
    const response = await send(folder, files as Part[]);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: message });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps exactly the folder's limit, and names cannot carry a path", async () => {
    const { send } = await admin();
    const limit = folderRules.images.maxBytes;
    const png = pngFile();
    const bytes = new Uint8Array(limit);
    bytes.set(png);
    const response = await send("images", [{ name: "../../single/evil.png", bytes }]);
    expect(response.status).toBe(201);
    const [file] = ((await response.json()) as { files: { key: string; name: string; size: number }[] }).files;
    expect(file!.key).toMatch(KEY("images", "png"));
    expect(file).toMatchObject({ name: "evil.png", size: limit });
  });

  it("refuses anonymous visitors (401), non-admins (403) and cross-site forms (403) before reading, storing nothing", async () => {
    const before = await snapshot();
    const user = await signedIn(db());
    const { cookie } = await admin();
    const files = [{ name: "a.pdf", bytes: pdfFile() }];
    expect((await post("single", files)).status).toBe(401);
    expect((await post("single", files, { cookie: user.cookie })).status).toBe(403);
    const crossSite = await post("single", files, { cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await post("single", files, { cookie, origin: "http://localhost:3000" })).status).toBe(201);
    expect((await snapshot()).rows).toBe(before.rows + 1);
  });

  it("answers a body that is not multipart with 400", async () => {
    const { cookie } = await admin();
    const response = await upload(
      new Request("http://localhost:3000/api/uploads?folder=single", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: uploadMessages.notMultipart });
  });
});

describe("storage router", () => {
  it("is for admins only", async () => {
    const user = await signedIn(db());
    for (const call of [
      () => user.caller.storage.list({ folder: "single" }),
      () => user.caller.storage.remove({ key: "single/fertility-guide.pdf" }),
      () => user.caller.storage.assign({ product: "fertility", key: "single/fertility-guide.pdf" }),
      () => user.caller.storage.delivered(),
    ]) {
      expect(await rejectionOf(call())).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await db().product.findUniqueOrThrow({ where: { id: "fertility" }, include: { file: true } })).toMatchObject({
      file: { key: "single/fertility-guide.pdf" },
    });
  });

  it("lists at most 100 files per folder, newest first", async () => {
    const { caller } = await admin();
    await db().storedFile.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        key: `images/${1700000000000 + i}-${String(i).padStart(8, "0")}.png`,
        folder: "images",
        name: `${i}.png`,
        size: 1,
        contentType: "image/png",
        provider: "local",
        createdAt: new Date(1700000000000 + i * 1000),
      })),
    });
    const listed = await caller.storage.list({ folder: "images" });
    expect(listed).toHaveLength(100);
    expect(listed.map((f) => f.createdAt.getTime())).toEqual([...listed.map((f) => f.createdAt.getTime())].sort((a, b) => b - a));
    expect(await rejectionOf(caller.storage.list({ folder: "etc" as never }))).toMatchObject({
      code: "BAD_REQUEST",
      message: uploadMessages.badFolder,
    });
  });

  it("deletes a file (bytes, row, audit) and refuses unknown or escaping keys", async () => {
    const { send, caller, user } = await admin();
    const [file] = ((await (await send("images", [{ name: "gone.png", bytes: pngFile() }])).json()) as { files: { key: string }[] }).files;
    await caller.storage.remove({ key: file!.key });
    expect(await getFileStore().get(file!.key)).toBeNull();
    expect(await db().storedFile.findUnique({ where: { key: file!.key } })).toBeNull();
    expect(await db().auditEvent.findFirst({ where: { action: "file.deleted", target: file!.key } })).toMatchObject({ actorId: user.id });
    expect(await rejectionOf(caller.storage.remove({ key: file!.key }))).toMatchObject({
      code: "NOT_FOUND",
      message: uploadMessages.notFound,
    });
    for (const key of ["../single/fertility-guide.pdf", "single/../../etc/passwd", "/etc/passwd", "single/a/b.pdf", "other/x.pdf"]) {
      expect(await rejectionOf(caller.storage.remove({ key }))).toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  it("makes an uploaded guide the fertility guide: new orders get it, links issued before keep the old file, and neither can be deleted", async () => {
    const { send, caller, user } = await admin();
    const before = await completedOrder({ product: "fertility" });
    const oldFile = await db().product.findUniqueOrThrow({ where: { id: "fertility" }, include: { file: true } });

    const bytes = pdfFile("the new fertility guide");
    const [file] = ((await (await send("single", [{ name: "new-fertility.pdf", bytes }])).json()) as { files: { key: string }[] }).files;
    expect(await caller.storage.assign({ product: "fertility", key: file!.key })).toMatchObject({
      product: "fertility",
      key: file!.key,
      name: "new-fertility.pdf",
    });
    expect(await db().auditEvent.findFirst({ where: { action: "product.file_assigned", target: "fertility" } })).toMatchObject({
      actorId: user.id,
      details: { from: oldFile.file!.key, to: file!.key },
    });
    expect((await caller.storage.delivered()).find((d) => d.product === "fertility")).toMatchObject({
      key: file!.key,
      name: "new-fertility.pdf",
    });

    const after = await completedOrder({ product: "fertility" });
    const downloadOf = async (orderId: string) => {
      const [link] = await downloadLinksForOrder(db(), orderId);
      const result = await openDownload(db(), new URL(link!.url).searchParams.get("token")!);
      if (!result.ok) throw new Error(result.message);
      return result;
    };
    const fresh = await downloadOf(after.orderId);
    expect(Buffer.from(fresh.bytes)).toEqual(Buffer.from(bytes));
    expect(fresh).toMatchObject({ contentType: "application/pdf", filename: expect.stringMatching(/\.pdf$/) });
    const old = await downloadOf(before.orderId);
    // The old guide, stamped for its buyer (docs/discounts-and-stamping.md): all of its text, and the footer.
    const oldText = await pdfText(old.bytes);
    for (const line of (await pdfText((await getFileStore().get(oldFile.file!.key))!)).split("\n")) expect(oldText).toContain(line);
    expect(oldText).toContain("licensed to ");

    // The old file is no product's any more, but issued links point at it; the new one is delivered.
    for (const key of [oldFile.file!.key, file!.key]) {
      expect(await rejectionOf(caller.storage.remove({ key }))).toMatchObject({ code: "CONFLICT", message: uploadMessages.inUse });
      expect(await getFileStore().get(key)).not.toBeNull();
    }
    const listed = await caller.storage.list({ folder: "single" });
    expect(listed.find((f) => f.key === file!.key)).toMatchObject({ deliveredFor: ["fertility"], issued: true });
    expect(listed.find((f) => f.key === oldFile.file!.key)).toMatchObject({ deliveredFor: [], issued: true });
  });

  it("delivers a bundle's own guide, once assigned, instead of its items", async () => {
    const { send, caller } = await admin();
    const bytes = docxFile();
    const [file] = ((await (await send("bundle", [{ name: "Bundle.docx", bytes }])).json()) as { files: { key: string }[] }).files;
    await caller.storage.assign({ product: "bundle", key: file!.key });
    const { orderId } = await completedOrder({ product: "bundle" });
    const links = await downloadLinksForOrder(db(), orderId);
    expect(links.map((l) => l.product)).toEqual(["bundle"]);
    const result = await openDownload(db(), new URL(links[0]!.url).searchParams.get("token")!);
    expect(result).toMatchObject({ ok: true, filename: expect.stringMatching(/\.docx$/) });
    await db().product.update({ where: { id: "bundle" }, data: { fileId: null } });
  });

  it("refuses to deliver an image or a missing file, changing nothing", async () => {
    const { send, caller } = await admin();
    const [image] = ((await (await send("images", [{ name: "x.png", bytes: pngFile() }])).json()) as { files: { key: string }[] }).files;
    const before = await db().product.findUniqueOrThrow({ where: { id: "intimacy" } });
    expect(await rejectionOf(caller.storage.assign({ product: "intimacy", key: image!.key }))).toMatchObject({
      code: "BAD_REQUEST",
      message: uploadMessages.notAGuide,
    });
    expect(await rejectionOf(caller.storage.assign({ product: "intimacy", key: "single/nothing.pdf" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await rejectionOf(caller.storage.assign({ product: "gift" as never, key: "single/fertility-guide.pdf" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await db().product.findUniqueOrThrow({ where: { id: "intimacy" } })).toEqual(before);
  });
});
