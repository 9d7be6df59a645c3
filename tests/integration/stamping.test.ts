// Stamped guides (docs/discounts-and-stamping.md): every downloaded PDF carries "Order {short id} ·
// licensed to {email}" on each page (shrunk or wrapped for a long address), stamped once per grant and kept in the file store;
// parallel first downloads stamp once; links and the outline stay; a setting turns it off.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, degrees } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { GET as download, HEAD as downloadHead } from "@/app/download/file/route";
import { getFileStore } from "@/server/files";
import { footerLayout, shortOrderId, stampPdf, stampText } from "@/server/stamping/stamp-pdf";
import { pdfText } from "../pdf-text";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { callerFor } from "./helpers";

const db = useTestDatabase();
const get = (path: string) => download(new Request(`http://localhost:3000${path}`));
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function bought(email: string, product: "fertility" | "intimacy" | "bundle" = "fertility") {
  const { order, orderId } = await completedOrder({ product, email });
  const grant = await db().downloadGrant.findFirstOrThrow({ where: { orderId }, include: { file: true } });
  return { order, orderId, grant, url: order.downloads[0]!.url };
}

describe("a downloaded guide", () => {
  it("carries 'Order {short id} · licensed to {email}' on every page, and is stored once for the grant", async () => {
    const { orderId, grant, url } = await bought("stamp.reader@mail.example.org");
    const response = await get(url);
    expect(response.status).toBe(200);
    const bytes = await bytesOf(response);
    const footer = `Order ${shortOrderId(orderId)} · licensed to stamp.reader@mail.example.org`;
    expect(footer).toBe(stampText("stamp.reader@mail.example.org", orderId));
    const text = await pdfText(bytes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(text.split("\n").filter((line) => line === footer)).toHaveLength(pages);
    expect(text).toContain("Natural Fertility"); // the guide's own text is still there

    const stored = await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } });
    expect(stored.stampedKey).toMatch(new RegExp(`^stamped/${grant.id}-[0-9a-f]{8}\\.pdf$`));
    expect(stored).toMatchObject({ stampedSize: bytes.byteLength, stampingSince: null, downloadCount: 1 });
    expect(await getFileStore().get(stored.stampedKey!)).toEqual(bytes);

    // A later download reads the stored file: it gets exactly what is stored under the key, not a new stamping.
    const marker = await stampPdf((await getFileStore().get(grant.file!.key))!, "stored copy marker");
    await getFileStore().put(stored.stampedKey!, marker);
    expect(await bytesOf(await get(url))).toEqual(marker);
    expect(await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({
      stampedKey: stored.stampedKey,
      downloadCount: 2,
    });

    // HEAD reports the stamped file's size.
    const head = await downloadHead(new Request(`http://localhost:3000${url}`, { method: "HEAD" }));
    expect(Number(head.headers.get("content-length"))).toBe(bytes.byteLength);
  });

  it("stamps once when parallel first downloads of one grant arrive together", async () => {
    const { grant, url } = await bought("parallel@mail.example.org");
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(responses.map(bytesOf));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const objects = await getFileStore().list("stamped");
    expect(objects.filter((o) => o.key.startsWith(`stamped/${grant.id}-`))).toHaveLength(1);
    expect(await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({
      stampingSince: null,
      downloadCount: 6,
    });
  });

  it("waits for another process's stamping (a held lease) and serves the file it records", async () => {
    const { orderId, grant, url } = await bought("lease.waiter@mail.example.org");
    await db().downloadGrant.update({ where: { id: grant.id }, data: { stampingSince: new Date() } });
    const pending = get(url);
    await new Promise((r) => setTimeout(r, 400));
    // "The other process" finishes: stores its stamped file, then records it and frees the lease.
    const theirs = await stampPdf((await getFileStore().get(grant.file!.key))!, stampText("lease.waiter@mail.example.org", orderId));
    await getFileStore().put(`stamped/${grant.id}-0therpr0.pdf`, theirs);
    await db().downloadGrant.update({
      where: { id: grant.id },
      data: { stampedKey: `stamped/${grant.id}-0therpr0.pdf`, stampingSince: null },
    });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(theirs);
    expect((await getFileStore().list("stamped")).filter((o) => o.key.startsWith(`stamped/${grant.id}-`))).toHaveLength(1);
  });

  it("takes over a stale lease (its holder died) and stamps it itself", async () => {
    const { grant, url } = await bought("lease.stale@mail.example.org");
    await db().downloadGrant.update({ where: { id: grant.id }, data: { stampingSince: new Date(Date.now() - 5 * 60_000) } });
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(await pdfText(await bytesOf(response))).toContain("licensed to lease.stale@mail.example.org");
    expect(await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({
      stampingSince: null,
      stampedKey: expect.any(String),
    });
  });

  it("is the file as uploaded when an admin turns stamping off (audited), and stamped again when it is back on", async () => {
    const { cookie } = await signedIn(db(), { admin: true });
    const settings = (await callerFor({ cookie })).settings;
    await expect(settings.stamping()).resolves.toEqual({ enabled: true });
    await expect(settings.setStamping({ enabled: false })).resolves.toEqual({ enabled: false, changed: true });
    try {
      await expect(settings.stamping()).resolves.toEqual({ enabled: false });
      const { grant, url } = await bought("unstamped@mail.example.org");
      const bytes = await bytesOf(await get(url));
      expect(bytes).toEqual(await getFileStore().get(grant.file!.key));
      expect(await pdfText(bytes)).not.toContain("licensed to");
      expect(await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({ stampedKey: null });
      expect(await db().auditEvent.findFirstOrThrow({ where: { action: "stamping.updated" } })).toMatchObject({
        details: { from: "on", to: "off" },
      });
    } finally {
      await settings.setStamping({ enabled: true });
    }
    await expect(settings.setStamping({ enabled: true })).resolves.toEqual({ enabled: true, changed: false });
  });
});

describe("a guide that cannot be stamped", () => {
  it("is delivered as uploaded (an encrypted PDF), with a warning in the log, and nothing is stored", async () => {
    const { grant, url } = await bought("encrypted@mail.example.org");
    const encrypted = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
        "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n4 0 obj\n<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>\nendobj\n" +
        "trailer\n<< /Root 1 0 R /Encrypt 4 0 R /Size 5 >>\n%%EOF\n",
    );
    await expect(stampPdf(encrypted, "x")).rejects.toThrow();
    const key = `single/encrypted-${grant.id}.pdf`;
    await getFileStore().put(key, encrypted);
    const file = await db().storedFile.create({
      data: { key, folder: "single", name: "encrypted.pdf", size: encrypted.byteLength, contentType: "application/pdf", provider: "local" },
    });
    await db().downloadGrant.update({ where: { id: grant.id }, data: { fileId: file.id } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toEqual(encrypted);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("delivering it unstamped"));
    } finally {
      warn.mockRestore();
    }
    expect(await db().downloadGrant.findUniqueOrThrow({ where: { id: grant.id } })).toMatchObject({
      stampedKey: null,
      stampingSince: null,
    });
  });
});

describe("stampPdf", () => {
  it("keeps links, the outline and page rotation, and stamps rotated pages too", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const pages = [0, 90].map((angle) => {
      const page = doc.addPage([612, 792]);
      page.setRotation(degrees(angle));
      page.drawText(`Page at ${angle}`, { x: 72, y: 700, size: 12, font });
      const link = doc.context.register(
        doc.context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: [72, 690, 200, 710],
          A: { Type: "Action", S: "URI", URI: PDFString.of("https://example.org/") },
        }),
      );
      page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
      return page;
    });
    const outlines = doc.context.nextRef();
    const item = doc.context.register(
      doc.context.obj({ Title: PDFString.of("Chapter 1"), Parent: outlines, Dest: [pages[0]!.ref, PDFName.of("Fit")] }),
    );
    doc.context.assign(outlines, doc.context.obj({ Type: "Outlines", First: item, Last: item, Count: 1 }));
    doc.catalog.set(PDFName.of("Outlines"), outlines);

    const stamped = await PDFDocument.load(await stampPdf(await doc.save(), stampText("a@b.org", "order123456789")));
    expect(stamped.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90]);
    for (const page of stamped.getPages()) {
      const annots = page.node.lookup(PDFName.of("Annots"), PDFArray);
      const uri = (annots.lookup(0, PDFDict).lookup(PDFName.of("A"), PDFDict).get(PDFName.of("URI")) as PDFString).decodeText();
      expect(uri).toBe("https://example.org/");
    }
    const first = stamped.catalog.lookup(PDFName.of("Outlines"), PDFDict).lookup(PDFName.of("First"), PDFDict);
    expect((first.get(PDFName.of("Title")) as PDFString).decodeText()).toBe("Chapter 1");
    const text = await pdfText(await stamped.save());
    expect(text.split("\n").filter((l) => l === "Order 23456789 · licensed to a@b.org")).toHaveLength(2);
  });

  it("keeps a footer with a 230-character address on the page: the order id first, shrunk, then wrapped", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(40)}.org`;
    expect(email.length).toBeGreaterThanOrEqual(230);
    const doc = await PDFDocument.create();
    for (const angle of [0, 90]) doc.addPage([612, 792]).setRotation(degrees(angle));
    const stamped = await PDFDocument.load(await stampPdf(await doc.save(), stampText(email, "order123456789")));
    const text = await pdfText(await stamped.save());
    // Every character is drawn, the order first, on lines that each fit within the page's margins.
    expect(text.replace(/[\n ]/g, "")).toContain(`Order 23456789 · licensed to ${email}`.replace(/ /g, ""));
    const font = await stamped.embedFont(StandardFonts.Helvetica);
    const layout = footerLayout(stampText(email, "order123456789"), (t, size) => font.widthOfTextAtSize(t, size), 612 - 24);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines[0]).toMatch(/^Order 23456789 · /);
    for (const line of layout.lines) expect(font.widthOfTextAtSize(line, layout.size)).toBeLessThanOrEqual(612 - 24);
    expect(layout.lines.join("").replace(/ /g, "")).toBe(stampText(email, "order123456789").replace(/ /g, ""));
    // A shorter one that only just overflows is shrunk onto one line.
    const shrunk = footerLayout(
      stampText(`${"e".repeat(120)}@example.org`, "order123456789"),
      (t, size) => font.widthOfTextAtSize(t, size),
      612 - 24,
    );
    expect(shrunk.lines).toHaveLength(1);
    expect(shrunk.size).toBeLessThan(7);
  });

  it("writes a character Helvetica lacks as '?' rather than failing", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const text = await pdfText(await stampPdf(await doc.save(), "Licensed to 名前@example.org · order X"));
    expect(text).toContain("Licensed to ??@example.org · order X");
  });
});
