import "server-only";
// The owner's tax rules (docs/product.md#tax): which rate applies where and when. Pure lookup.

/** A tax rule as the lookup needs it (a `TaxRule` row fits). */
export type RateRule = {
  id: string;
  country: string;
  state: string | null;
  rate: number;
  inclusive: boolean;
  validFrom: Date;
  validTo: Date | null;
};

/**
 * The rule for a buyer in `country` (and `state`, in the US) on `at`: valid from its day and
 * before its end; a state's rule before the whole country's; among several, the one that
 * started last. None: no tax is charged there.
 */
export function findRule<R extends RateRule>(rules: readonly R[], where: { country: string; state?: string | null }, at: Date): R | null {
  const state = where.state?.trim().toUpperCase() || null;
  const valid = rules.filter(
    (r) =>
      r.country === where.country && r.validFrom <= at && (r.validTo === null || r.validTo > at) && (r.state === null || r.state === state),
  );
  valid.sort((a, b) => Number(b.state !== null) - Number(a.state !== null) || b.validFrom.getTime() - a.validFrom.getTime());
  return valid[0] ?? null;
}
