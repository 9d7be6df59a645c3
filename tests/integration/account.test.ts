import { describe, expect, it } from "vitest";
import { purchasesOf } from "@/server/services/downloads/library";
import { openDownload } from "@/server/services/downloads/downloads";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, startCheckout } from "./factories";

const db = useTestDatabase();

describe("My purchases (/account)", () => {
  it("lists every completed order of the viewer's own e-mail, newest first, with working download links", async () => {
    const email = `account.${process.pid}@mail.fertility-buyers.org`;
    const first = await completedOrder({ email, product: "fertility" });
    const second = await completedOrder({ email: email.toUpperCase(), product: "intimacy" });
    await startCheckout({ email }); // pending: not shown
    await completedOrder({ email: `someone.else.${process.pid}@mail.fertility-buyers.org` }); // another address: never shown
    await db().order.update({ where: { id: first.order.id }, data: { createdAt: new Date(Date.now() - 60_000) } });

    const purchases = await purchasesOf(db(), { userId: "u1", email: email.toUpperCase() });
    expect(purchases.map((p) => p.id)).toEqual([second.order.id, first.order.id]);
    expect(purchases[0]!.downloads.map((d) => d.product)).toEqual(["intimacy"]);

    const link = purchases[1]!.downloads[0]!.url;
    expect(link).toMatch(/^\/download\/file\?token=/);
    const opened = await openDownload(db(), new URL(link, "http://x").searchParams.get("token")!);
    expect(opened).toMatchObject({ ok: true, contentType: "application/pdf" });
  });

  it("shows nothing to a viewer without an e-mail or with no orders", async () => {
    expect(await purchasesOf(db(), { userId: "u2", email: null })).toEqual([]);
    expect(await purchasesOf(db(), { userId: "u3", email: `nobody.${process.pid}@mail.fertility-buyers.org` })).toEqual([]);
  });
});
