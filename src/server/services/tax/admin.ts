import "server-only";
import { taxMessages } from "@/lib/messages";
import type { TaxRuleData } from "@/lib/validation/tax";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";

/** The owner's tax rules (docs/product.md#tax), by country, state and start. */
export function listTaxRules(db: Db) {
  return db.taxRule.findMany({ orderBy: [{ country: "asc" }, { state: "asc" }, { validFrom: "desc" }] });
}

/** `tax.saveRule`: creates a rule (no id) or changes one, audited with what it now says. */
export async function saveTaxRule(db: Db, actor: Viewer, parsed: TaxRuleData) {
  const data = {
    country: parsed.country,
    state: parsed.state,
    rate: Math.round(parsed.ratePercent * 100),
    inclusive: parsed.inclusive,
    validFrom: parsed.validFrom,
    validTo: parsed.validTo ?? null,
  };
  return db.$transaction(async (tx) => {
    let rule;
    if (parsed.id) {
      const found = await tx.taxRule.updateMany({ where: { id: parsed.id }, data });
      if (found.count === 0) throw new AppError("NOT_FOUND", taxMessages.ruleGone);
      rule = await tx.taxRule.findUniqueOrThrow({ where: { id: parsed.id } });
    } else {
      rule = await tx.taxRule.create({ data });
    }
    await recordAudit(tx, actor, "tax.rule_saved", rule.id, {
      ...data,
      validFrom: data.validFrom.toISOString(),
      validTo: data.validTo?.toISOString() ?? null,
    });
    return rule;
  });
}

/** `tax.deleteRule`: removes a rule (orders keep the tax they were charged), audited. */
export async function deleteTaxRule(db: Db, actor: Viewer, id: string) {
  return db.$transaction(async (tx) => {
    const rule = await tx.taxRule.findUnique({ where: { id } });
    if (!rule) throw new AppError("NOT_FOUND", taxMessages.ruleGone);
    await tx.taxRule.delete({ where: { id } });
    await recordAudit(tx, actor, "tax.rule_deleted", id, { country: rule.country, state: rule.state, rate: rule.rate });
    return { deleted: true as const };
  });
}
