// Guide editions (docs/product.md#editions): publishing, what past buyers download by the guide's
// policy, stamping per edition, the library's "new edition available", "Tell past buyers" (queued
// in one statement, sent by the job once per edition and address, skipping suppressed,
// unsubscribed and refunded buyers) and GET /api/v1/products/{product}/editions.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { GET as restGet } from "@/app/api/v1/[...path]/route";
import { GET as download } from "@/app/download/file/route";
import { editionMessages } from "@/lib/messages";
import { editionCampaign, sendEditionNoticeBatch } from "@/server/services/downloads/edition-notices";
import { newEditionsByOrder } from "@/server/services/downloads/editions";
import { storeUploads } from "@/server/services/uploads/storage";
import { pdfText } from "../pdf-text";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { freshIp, rejectionOf } from "./helpers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";
const get = (path: string) => download(new Request(`${SITE}${path}`));

async function pdfSaying(words: string) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(words, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** An admin who uploads a PDF saying `words` and publishes it as the guide's next edition. */
async function publish(words: string, label: string, product: "fertility" | "intimacy" = "fertility") {
  const admin = await signedIn(db(), { admin: true });
  const [file] = await storeUploads(db(), { userId: admin.user.id, email: admin.user.email }, "single", [
    { name: `${label}.pdf`, bytes: await pdfSaying(words) },
  ]);
  const edition = await admin.caller.products.publishEdition({ product, key: file!.key, label, whatChanged: `Changed: ${words}` });
  return { admin, edition };
}

const textOf = async (response: Response) => pdfText(new Uint8Array(await response.arrayBuffer()));
const linkOf = async (orderId: string) => {
  const { downloadLinksForOrder } = await import("@/server/services/downloads/downloads");
  return (await downloadLinksForOrder(db(), orderId))[0]!.path;
};

describe("editions and what a past buyer downloads", () => {
  it("new buyers get the newest; past buyers too by default, or the edition they bought", async () => {
    const past = await completedOrder({ product: "intimacy" });
    const { admin, edition } = await publish("Intimacy second edition text", "2nd edition, 2027", "intimacy");
    expect(edition.number).toBe(2); // the file sold before became edition 1

    const listed = await admin.caller.products.editions({ product: "intimacy" });
    expect(listed.editions.map((e) => [e.number, e.label, e.current])).toEqual([
      [2, "2nd edition, 2027", true],
      [1, "1st edition", false],
    ]);

    const fresh = await completedOrder({ product: "intimacy" });
    const freshGrant = await db().downloadGrant.findFirstOrThrow({ where: { orderId: fresh.orderId } });
    expect(freshGrant.editionId).toBe(edition.id);
    expect(await textOf(await get(await linkOf(fresh.orderId)))).toContain("Intimacy second edition text");

    // "latest" (the default): the past buyer downloads the new edition, stamped for them.
    const latest = await textOf(await get(await linkOf(past.orderId)));
    expect(latest).toContain("Intimacy second edition text");
    expect(latest).toContain(past.order.email ?? "");
    const pastGrant = await db().downloadGrant.findFirstOrThrow({ where: { orderId: past.orderId } });
    expect(pastGrant).toMatchObject({ stampedEditionId: edition.id, servedEditionId: edition.id });

    // "purchased": the same buyer gets the edition bought, stamped anew from that edition.
    await admin.caller.products.setPastBuyersGet({ product: "intimacy", pastBuyersGet: "purchased" });
    const kept = await textOf(await get(await linkOf(past.orderId)));
    expect(kept).not.toContain("Intimacy second edition text");
    const restamped = await db().downloadGrant.findFirstOrThrow({ where: { orderId: past.orderId } });
    expect(restamped.stampedKey).not.toBe(pastGrant.stampedKey);
    expect(restamped.stampedEditionId).toBeNull();
    // The new buyer keeps the newest.
    expect(await textOf(await get(await linkOf(fresh.orderId)))).toContain("Intimacy second edition text");
  });

  it("the library flags a guide whose buyer is entitled to a newer edition until they download it", async () => {
    const past = await completedOrder({ product: "fertility" });
    expect((await newEditionsByOrder(db(), [past.orderId])).get(past.orderId)).toBeUndefined();
    await publish("Fertility third words", "2nd edition, 2027");
    expect((await newEditionsByOrder(db(), [past.orderId])).get(past.orderId)).toEqual([
      expect.objectContaining({ label: "2nd edition, 2027", whatChanged: "Changed: Fertility third words" }),
    ]);
    await get(await linkOf(past.orderId));
    expect((await newEditionsByOrder(db(), [past.orderId])).get(past.orderId)).toBeUndefined();
  });

  it("refuses bad input with a clear 4xx", async () => {
    const admin = await signedIn(db(), { admin: true });
    expect(
      await rejectionOf(admin.caller.products.publishEdition({ product: "fertility", key: "single/nope.pdf", label: "x" })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await rejectionOf(admin.caller.products.publishEdition({ product: "fertility", key: "single/nope.pdf", label: " " })),
    ).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining(editionMessages.labelRequired) });
    const member = await signedIn(db());
    expect(await rejectionOf(member.caller.products.tellPastBuyers({ editionId: "x" }))).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("Tell past buyers", () => {
  it("queues entitled addresses in one statement, skips suppressed, unsubscribed and refunded, and sends once even when the job runs twice", async () => {
    const buyers = await Promise.all(
      ["a", "b", "c", "d", "e"].map((p) => completedOrder({ product: "intimacy", email: `${p}.editions@mail.fertility-buyers.org` })),
    );
    const [ok1, ok2, suppressed, unsubscribed, refunded] = buyers;
    await db().product.updateMany({ data: { pastBuyersGet: "latest" } }); // an earlier test switched it
    // Earlier tests' buyers of this guide are past buyers too: this test looks at its own five.
    const mine = { in: buyers.map((b) => b!.order.email ?? "") };
    await db().order.updateMany({ where: { productId: "intimacy", email: { notIn: mine.in } }, data: { status: "refunded" } });
    await db().emailSuppression.create({ data: { email: suppressed!.order.email ?? "", reason: "bounced" } });
    await db().unsubscribe.create({ data: { email: unsubscribed!.order.email ?? "", source: "page" } });
    await db().order.update({ where: { id: refunded!.orderId }, data: { status: "refunded" } });
    await db().downloadGrant.updateMany({
      where: { orderId: refunded!.orderId },
      data: { revokedAt: new Date(), revokedReason: "refunded" },
    });

    const { admin, edition } = await publish("Campaign edition", "3rd edition", "intimacy");
    const started = await admin.caller.products.tellPastBuyers({ editionId: edition.id });
    expect(started).toMatchObject({ queued: 2, resumed: false });
    const notices = await db().editionNotice.findMany({ where: { editionId: edition.id, email: mine }, orderBy: { email: "asc" } });
    expect(notices.map((n) => n.email)).toEqual([ok1!.order.email, ok2!.order.email]);

    // A second click queues nothing more.
    expect(await admin.caller.products.tellPastBuyers({ editionId: edition.id })).toMatchObject({ queued: 0, resumed: true });

    // An address unsubscribed after it was queued is skipped when the batch runs.
    await db().unsubscribe.create({ data: { email: ok2!.order.email ?? "", source: "one-click" } });
    const data = { editionId: edition.id, runKey: `${edition.id}:1:0` };
    expect(await sendEditionNoticeBatch(db(), data, { paceMs: 0 })).toBe("sent 1, skipped 1");
    // The job run twice: nothing is queued, nothing sent again; reset a notice to "queued" (a crash
    // between the send and its record) and the outbox key still stops a second e-mail.
    expect(await sendEditionNoticeBatch(db(), data, { paceMs: 0 })).toBe("done: nothing queued");
    await db().editionNotice.updateMany({ where: { editionId: edition.id, email: ok1!.order.email ?? "" }, data: { status: "queued" } });
    await sendEditionNoticeBatch(db(), data, { paceMs: 0 });
    const mails = await db().emailOutbox.findMany({ where: { template: "edition-notice" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ok1!.order.email, idempotencyKey: `edition:${edition.id}:${ok1!.order.email}` });
    expect(mails[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mails[0]!.html).toContain("/library");
    expect(mails[0]!.subject).toContain("3rd edition");

    await db().emailOutbox.update({ where: { id: mails[0]!.id }, data: { delivery: "delivered" } });
    expect(await editionCampaign(db(), edition.id)).toMatchObject({ queued: 0, sent: 1, skipped: 1, delivered: 1, bounced: 0 });
  });

  it("sends in batches, each run queueing the next until none remain", async () => {
    await Promise.all(
      [1, 2, 3].map((i) => completedOrder({ product: "fertility", email: `batch${i}.editions@mail.fertility-buyers.org` })),
    );
    const { admin, edition } = await publish("Batch edition", "Batch edition", "fertility");
    const { queued } = await admin.caller.products.tellPastBuyers({ editionId: edition.id });
    expect(queued).toBeGreaterThanOrEqual(3);
    const first = await sendEditionNoticeBatch(db(), { editionId: edition.id, runKey: `${edition.id}:9:0` }, { batch: 2, paceMs: 0 });
    expect(first).toMatch(/^sent 2, skipped 0, \d+ still queued$/);
    const job = await db().scheduledJob.findFirst({ where: { idempotencyKey: { contains: `${edition.id}:9:1` } } });
    expect(job).not.toBeNull();
  });

  it("is refused when past buyers keep the edition they bought", async () => {
    const { admin, edition } = await publish("Policy edition", "Policy edition", "fertility");
    await admin.caller.products.setPastBuyersGet({ product: "fertility", pastBuyersGet: "purchased" });
    expect(await rejectionOf(admin.caller.products.tellPastBuyers({ editionId: edition.id }))).toMatchObject({
      code: "CONFLICT",
      message: editionMessages.pastBuyersKeepTheirs,
    });
  });
});

describe("GET /api/v1/products/{product}/editions", () => {
  it("answers with products:read and refuses without the scope", async () => {
    const admin = await signedIn(db(), { admin: true });
    const reader = await admin.caller.apiKeys.create({ name: "reader", scopes: ["products:read"] });
    const other = await admin.caller.apiKeys.create({ name: "other", scopes: ["orders:read"] });
    const call = (secret: string, product = "fertility") =>
      restGet(
        new Request(`${SITE}/api/v1/products/${product}/editions`, {
          headers: { authorization: `Bearer ${secret}`, "x-forwarded-for": freshIp() },
        }),
      );
    const ok = await call(reader.secret);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ product: { kind: "fertility" }, editions: expect.any(Array) });
    expect((await call(other.secret)).status).toBe(403);
    expect((await call(reader.secret, "nope")).status).toBe(400);
  });
});
