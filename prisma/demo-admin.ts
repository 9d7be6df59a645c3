// The demo admin of a development database (docs/accounts.md#the-demo-admin-development-only): a verified account with the
// admin role, created by `npm run dev` only (prepare.ts --dev), never by a production start.
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../src/server/db/open";

export const demoAdmin = { email: "admin@fertilityguides.example", password: "demo-admin-123" } as const;

/** Creates the demo admin if missing (its password is reset to the documented one). */
export async function ensureDemoAdmin(db: Db) {
  const user = await db.user.upsert({
    where: { email: demoAdmin.email },
    create: { id: "demo-admin", email: demoAdmin.email, name: "Demo admin", emailVerified: true },
    update: { emailVerified: true },
  });
  const password = await hashPassword(demoAdmin.password);
  const account = await db.account.findFirst({ where: { userId: user.id, providerId: "credential" } });
  if (account) await db.account.update({ where: { id: account.id }, data: { password } });
  else
    await db.account.create({
      data: { id: `demo-admin-credential`, accountId: user.id, providerId: "credential", userId: user.id, password },
    });
  await db.userRole.createMany({ data: [{ userId: user.id, role: "admin" }], skipDuplicates: true });
  return user;
}
