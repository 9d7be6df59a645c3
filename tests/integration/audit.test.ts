import { describe, expect, it } from "vitest";
import { listAudit, recordAudit } from "@/server/audit";
import { useTestDatabase } from "../setup/test-db";

const db = useTestDatabase();

describe("audit trail", () => {
  it("keeps who did what to what, newest first, and stands or falls with the change's transaction", async () => {
    const admin = { userId: "user_admin_1", email: "owner@shop.org" };
    await recordAudit(db(), admin, "role.granted", "second@shop.org");
    await recordAudit(db(), admin, "settings.updated", "hero_description", { from: "old", to: "new" });
    await expect(
      db().$transaction(async (tx) => {
        await recordAudit(tx, admin, "file.deleted", "single/1-a.pdf");
        throw new Error("the delete failed");
      }),
    ).rejects.toThrow("the delete failed");

    const events = await listAudit(db());
    expect(events.map((e) => [e.action, e.target, e.actorEmail])).toEqual([
      ["settings.updated", "hero_description", "owner@shop.org"],
      ["role.granted", "second@shop.org", "owner@shop.org"],
    ]);
    expect(events[0]?.details).toEqual({ from: "old", to: "new" });
  });
});
