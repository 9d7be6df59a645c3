import { z } from "zod";

const isoCountry = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => (v === "UK" ? "GB" : v))
  .pipe(z.string().regex(/^[A-Z]{2}$/, "Use the country's two-letter code (e.g. AU, GB, DE)."));

/** `tax.setSettings`: "Collect tax", the seller's country, and whether Stripe prices include tax. */
export const taxSettingsInput = z.strictObject({
  collect: z.boolean().optional(),
  sellerCountry: isoCountry.optional(),
  pricesInclusive: z.boolean().optional(),
});
export type TaxSettingsInput = z.input<typeof taxSettingsInput>;

const day = z.coerce.date({ error: "Enter a valid date." });

/** `tax.saveRule`: a rate for a country (and US state) from a day, optionally until one; no id creates one. */
export const taxRuleInput = z
  .strictObject({
    id: z.string().min(1).max(64).optional(),
    country: isoCountry,
    state: z
      .string()
      .trim()
      .toUpperCase()
      .max(3)
      .regex(/^[A-Z]{0,3}$/, "Use the state's code (e.g. CA).")
      .optional()
      .transform((v) => v || null),
    /** Percent as typed (10, 7.25): stored in basis points. */
    ratePercent: z.number({ error: "Enter the rate in percent." }).min(0, "0–100 %.").max(100, "0–100 %."),
    inclusive: z.boolean(),
    validFrom: day,
    validTo: day.nullish(),
  })
  .refine((v) => !v.state || v.country === "US", { message: "A state applies to US rules only.", path: ["state"] })
  .refine((v) => !v.validTo || v.validTo > v.validFrom, { message: "“Valid to” must be after “valid from”.", path: ["validTo"] })
  .refine((v) => Math.abs(Math.round(v.ratePercent * 100) - v.ratePercent * 100) < 1e-6, {
    message: "At most two decimals.",
    path: ["ratePercent"],
  });
export type TaxRuleInput = z.input<typeof taxRuleInput>;
export type TaxRuleData = z.output<typeof taxRuleInput>;

/** `tax.report` and the CSV: a calendar quarter. */
export const taxQuarterInput = z.object({
  year: z.number().int().min(2000).max(2100),
  quarter: z.number().int().min(1).max(4),
});
