// Ids taken as text by newer procedures: a NUL or a lone surrogate is refused as bad input (400),
// not handed to the database (PostgreSQL refuses NUL in text, Prisma a lone surrogate: a 500).
// Found by bench/hostile-sweep.ts on the production build.
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";

const db = useTestDatabase();
const hostile = ["a\u0000b", "\uD800", "x\uDFFFy"];

async function codeOf(call: Promise<unknown>) {
  try {
    await call;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe("hostile ids", () => {
  it("tax.deleteRule refuses them with BAD_REQUEST", async () => {
    const admin = await signedIn(db(), { admin: true });
    for (const id of hostile) expect([id, await codeOf(admin.caller.tax.deleteRule({ id }))]).toEqual([id, "BAD_REQUEST"]);
  });

  it("orders.addBusinessDetails refuses them with BAD_REQUEST", async () => {
    const buyer = await signedIn(db());
    for (const orderId of hostile)
      expect([
        orderId,
        await codeOf(buyer.caller.orders.addBusinessDetails({ orderId, name: "Clinic Ltd", address: "1 High St", taxId: "GB123" })),
      ]).toEqual([orderId, "BAD_REQUEST"]);
  });
});
