import "server-only";
import type { DiscountCode, Prisma } from "@/generated/prisma/client";
import { discountMessages as m } from "@/lib/messages";
import type { ProductKind } from "@/lib/validation/checkout";
import { type DiscountCreateInput, discountCreateInput, type DiscountUpdateInput, discountUpdateInput } from "@/lib/validation/discounts";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { isUniqueViolation } from "@/server/db/errors";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { heldUses } from "@/server/services/money/pricing";

/** How long a transaction that locks a code's row may wait and run (as checkout's RESERVE_TX). */
const CODE_TX = { maxWait: 10_000, timeout: 15_000 } as const;

/**
 * Uses (completed orders) and revenue of every code per currency: all time for /admin/codes, or
 * of the orders completed in `completed` ([from, to)) for /admin/insights. The one query of both.
 */
export function discountRevenue(db: Db, completed?: { from: Date; to: Date }) {
  return db.order.groupBy({
    by: ["discountCodeId", "currency"],
    where: {
      status: "completed",
      discountCodeId: { not: null },
      ...(completed ? { completedAt: { gte: completed.from, lt: completed.to } } : {}),
    },
    _sum: { amount: true },
    _count: { _all: true },
  });
}

/**
 * `discounts.list`: every code with its uses (completed orders), the uses held by open checkout
 * sessions, what remains of a limited code, and the revenue of its completed orders per currency.
 */
export async function listDiscounts(db: Db, now = new Date()) {
  const [codes, products, revenue] = await Promise.all([
    db.discountCode.findMany({ orderBy: [{ active: "desc" }, { createdAt: "desc" }, { code: "asc" }] }),
    db.product.findMany({ select: { id: true, kind: true } }),
    discountRevenue(db),
  ]);
  const kindOf = new Map(products.map((p) => [p.id, p.kind]));
  return Promise.all(
    codes.map(async (row) => {
      const held = row.maxUses === null ? 0 : await heldUses(db, row.code, now);
      const money = revenue
        .filter((r) => r.discountCodeId === row.code)
        .map((r) => ({ currency: r.currency, amount: r._sum.amount ?? 0, orders: r._count._all }))
        .sort((a, b) => a.currency.localeCompare(b.currency));
      return {
        code: row.code,
        kind: row.kind,
        percentOff: row.percentOff,
        amountsOff: amountsOf(row.amountsOff),
        products: row.productIds.map((id) => kindOf.get(id) ?? (id as ProductKind)),
        description: row.description,
        active: row.active,
        startsAt: row.startsAt,
        expiresAt: row.expiresAt,
        maxUses: row.maxUses,
        uses: row.uses,
        held,
        remaining: row.maxUses === null ? null : Math.max(0, row.maxUses - row.uses - held),
        revenue: money,
        state: stateOf(row, now),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    }),
  );
}

/** Whether the checkout would apply the code now (before uses and products): what the list's badge says. */
function stateOf(row: Pick<DiscountCode, "active" | "startsAt" | "expiresAt">, now: Date) {
  if (!row.active) return "inactive" as const;
  if (row.startsAt && row.startsAt > now) return "scheduled" as const;
  if (row.expiresAt && row.expiresAt <= now) return "ended" as const;
  return "live" as const;
}

const amountsOf = (value: Prisma.JsonValue) =>
  Object.fromEntries(
    Object.entries(value && typeof value === "object" && !Array.isArray(value) ? value : {}).filter(([, v]) => typeof v === "number"),
  ) as Record<string, number>;

type CodeFields = {
  kind: "percent" | "fixed";
  percentOff: number;
  amountsOff: Record<string, number>;
  productIds: string[];
  maxUses: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  active: boolean;
  description: string;
};

/** The rules across fields, for a new code and for a code as an update would leave it. */
function checkFields(fields: CodeFields, uses: number) {
  if (fields.kind === "percent" && !(fields.percentOff >= 1 && fields.percentOff <= 100)) throw new AppError("BAD_INPUT", m.percentRange);
  if (fields.kind === "fixed" && Object.keys(fields.amountsOff).length === 0) throw new AppError("BAD_INPUT", m.amountsRequired);
  if (fields.startsAt && fields.expiresAt && fields.expiresAt <= fields.startsAt) throw new AppError("BAD_INPUT", m.endBeforeStart);
  if (fields.maxUses !== null && fields.maxUses < uses) throw new AppError("BAD_INPUT", m.maxUsesBelowUses(uses));
}

/** Product kinds → the products' ids (a code stores ids; the admin picks kinds). */
async function productIdsOf(db: Pick<Db, "product">, kinds: readonly ProductKind[]) {
  if (kinds.length === 0) return [];
  const rows = await db.product.findMany({ where: { kind: { in: [...kinds] } }, select: { id: true } });
  return rows.map((r) => r.id).sort();
}

/** What an audit record keeps of a code's fields (JSON: dates as ISO text). */
const auditable = (f: Partial<CodeFields>) => JSON.parse(JSON.stringify(f)) as Prisma.InputJsonValue;

/**
 * `discounts.create`: a new code, audited. Its text is unique whatever its case (it is stored
 * upper-case): a duplicate is a 400, also when two admins create it at once (the primary key decides).
 */
export async function createDiscount(db: Db, actor: Viewer, input: DiscountCreateInput) {
  const parsed = discountCreateInput.parse(input);
  const fields: CodeFields = {
    kind: parsed.kind,
    percentOff: parsed.kind === "percent" ? (parsed.percentOff ?? 0) : 0,
    amountsOff: parsed.kind === "fixed" ? ((parsed.amountsOff as Record<string, number> | undefined) ?? {}) : {},
    productIds: await productIdsOf(db, parsed.products),
    maxUses: parsed.maxUses,
    startsAt: parsed.startsAt,
    expiresAt: parsed.expiresAt,
    active: parsed.active,
    description: parsed.description,
  };
  checkFields(fields, 0);
  if (await db.discountCode.findUnique({ where: { code: parsed.code }, select: { code: true } }))
    throw new AppError("CONFLICT", m.duplicate(parsed.code));
  try {
    await db.$transaction(async (tx) => {
      await tx.discountCode.create({ data: { code: parsed.code, ...fields } });
      await recordAudit(tx, actor, "discount.created", parsed.code, auditable(fields));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", m.duplicate(parsed.code));
    throw error;
  }
  return { code: parsed.code };
}

/**
 * `discounts.update`: changes the fields sent, audited with each changed field's old and new
 * value. The code's row is locked while it is read, checked and written (as a checkout locks
 * it), so a change of max uses and a checkout taking the last use never interleave.
 */
export async function updateDiscount(db: Db, actor: Viewer, input: DiscountUpdateInput) {
  const parsed = discountUpdateInput.parse(input);
  const productIds = parsed.products ? await productIdsOf(db, parsed.products) : undefined;
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "code" FROM "DiscountCode" WHERE "code" = ${parsed.code} FOR UPDATE`;
    const row = await tx.discountCode.findUnique({ where: { code: parsed.code } });
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    const before: CodeFields = {
      kind: row.kind,
      percentOff: row.percentOff,
      amountsOff: amountsOf(row.amountsOff),
      productIds: [...row.productIds].sort(),
      maxUses: row.maxUses,
      startsAt: row.startsAt,
      expiresAt: row.expiresAt,
      active: row.active,
      description: row.description,
    };
    const kind = parsed.kind ?? before.kind;
    const after: CodeFields = {
      kind,
      percentOff: kind === "percent" ? (parsed.percentOff ?? (before.kind === "percent" ? before.percentOff : 0)) : 0,
      amountsOff:
        kind === "fixed"
          ? ((parsed.amountsOff as Record<string, number> | undefined) ?? (before.kind === "fixed" ? before.amountsOff : {}))
          : {},
      productIds: productIds ?? before.productIds,
      maxUses: parsed.maxUses === undefined ? before.maxUses : parsed.maxUses,
      startsAt: parsed.startsAt === undefined ? before.startsAt : parsed.startsAt,
      expiresAt: parsed.expiresAt === undefined ? before.expiresAt : parsed.expiresAt,
      active: parsed.active ?? before.active,
      description: parsed.description ?? before.description,
    };
    checkFields(after, row.uses);
    const changed = (Object.keys(after) as (keyof CodeFields)[]).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
    if (changed.length === 0) return { code: row.code, changed };
    await tx.discountCode.update({ where: { code: row.code }, data: after });
    await recordAudit(tx, actor, "discount.updated", row.code, {
      from: auditable(Object.fromEntries(changed.map((k) => [k, before[k]]))),
      to: auditable(Object.fromEntries(changed.map((k) => [k, after[k]]))),
    });
    return { code: row.code, changed };
  }, CODE_TX);
}

/** `discounts.deactivate`: the checkout stops applying the code (its orders and figures stay). Audited once. */
export async function deactivateDiscount(db: Db, actor: Viewer, code: string) {
  return db.$transaction(async (tx) => {
    const done = await tx.discountCode.updateMany({ where: { code, active: true }, data: { active: false } });
    if (done.count === 0) {
      if (!(await tx.discountCode.findUnique({ where: { code }, select: { code: true } }))) throw new AppError("NOT_FOUND", m.notFound);
      return { code, deactivated: false };
    }
    await recordAudit(tx, actor, "discount.deactivated", code);
    return { code, deactivated: true };
  }, CODE_TX);
}
