// fast-check arbitraries from zod 4 schemas, for the tRPC fuzz test. Written here because
// zod-fast-check (the kept bridge) supports zod 3 only; zod 4 exposes each schema's definition
// in `_zod.def` (type, shape, checks), which is all this needs for the types the routers use.
import fc from "fast-check";
import type { z } from "zod";

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/**
 * Values a real visitor might send for a field of this name, so that generated inputs often pass
 * validation and reach the services (a random string is almost never an e-mail or a known code).
 */
const plausibleByField: [RegExp, string[]][] = [
  [/email/i, ["jane@example.com", "Jane.Doe+tag@mail.fertility-buyers.org", "buyer@shop.org"]],
  [/message/i, ["When will I receive the guide? Thank you!", "Hello, I have a question about my order."]],
  [/name/i, ["Jane", "O'Neil-Smith", "José"]],
  [/address/i, ["1 Main St", "Flat 2, 10 High Street"]],
  [/city/i, ["Springfield", "London"]],
  [/state/i, ["IL", "Greater London"]],
  [/zip/i, ["62701", "SW1A 1AA"]],
  [/country/i, ["United States", "United Kingdom", "Australia"]],
  [/discount|code/i, ["SAVE50", "WELCOME20", "NOPE"]],
  [/session/i, ["local_0123456789abcdef0123456789abcdef", "cs_test_123"]],
  [/^id$/i, ["job_1", "ckxyz0000000000000000000"]],
];

/** Plain values for any other field, mixed with random text. */
export const plausibleStrings = [
  "jane@example.com",
  "Jane.Doe+tag@mail.fertility-buyers.org",
  "Jane",
  "O'Neil-Smith",
  "1 Main St",
  "Springfield",
  "IL",
  "62701",
  "United States",
  "United Kingdom",
  "SAVE50",
  "WELCOME20",
  "When will I receive the guide? Thank you!",
  "local_0123456789abcdef0123456789abcdef",
  "cs_test_123",
  "fertility",
  "intimacy",
  "pending",
];

function stringArbitrary(def: Def, field: string) {
  let min = 0;
  let max = 40;
  let format: string | undefined;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") min = Math.max(min, Number(check.minimum));
    if (check.check === "max_length") max = Math.min(max, Number(check.maximum));
    if (check.check === "length_equals") min = max = Number(check.length);
    if (check.check === "string_format") format = String(check.format);
  }
  if (format === "email") return fc.oneof(fc.emailAddress(), fc.constantFrom(...plausibleStrings));
  if (format === "datetime") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const likely = plausibleByField.find(([pattern]) => pattern.test(field))?.[1] ?? plausibleStrings;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...likely), weight: 3 },
    { arbitrary: fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) }), weight: 1 },
  );
}

function numberArbitrary(def: Def) {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === "greater_than") min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : 1));
    if (check.check === "less_than") max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : 1));
    if (check.check === "number_format") integer = String(check.format).includes("int");
  }
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

/** An arbitrary of plausible inputs for `schema`: of its shape, often (not always) valid; `field` is the key it sits under. */
export function arbitraryFor(schema: z.ZodType, depth = 0, field = ""): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  switch (def.type) {
    case "string":
      return stringArbitrary(def, field);
    case "number":
      return numberArbitrary(def);
    case "bigint":
      return fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.date({ noInvalidDate: true });
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { x: "x" }));
    case "object":
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, arbitraryFor(value, depth + 1, key)])),
        {
          requiredKeys: [],
        },
      );
    case "array":
      return fc.array(arbitraryFor(def.element!, depth + 1, field), { maxLength: 4 });
    case "tuple":
      return fc.tuple(...(def.items ?? []).map((item) => arbitraryFor(item, depth + 1, field)));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryFor(def.valueType!, depth + 1, field), { maxKeys: 4 });
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, depth + 1, field)));
    case "optional":
    case "default":
    case "prefault":
    case "catch":
      return fc.option(arbitraryFor(def.innerType!, depth + 1, field), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(arbitraryFor(def.innerType!, depth + 1, field), { nil: null, freq: 4 });
    case "readonly":
    case "nonoptional":
      return arbitraryFor(def.innerType!, depth + 1, field);
    case "pipe":
      return arbitraryFor(def.in!, depth + 1, field);
    default:
      // transform, any, unknown, custom, lazy…: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A generated input `schema` accepts (the first of a few hundred samples), or a plain sample if none is. */
export function validSample(schema: z.ZodType | undefined, seed: number): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(arbitraryFor(schema), { numRuns: 300, seed });
  return samples.find((s) => schema.safeParse(s).success) ?? samples[0];
}
