// A schema-driven fuzz of the REST API from its own OpenAPI document: for every operation in
// `paths` (a new one is covered with no edit here), requests whose path, query and body values
// are generated from the document's parameter and body schemas (fast-check), half of them valid
// and half breaking one value's schema (wrong type, out of range, too long, not in the enum, an
// unknown query parameter, a missing field, a body that is not an object). Each answer is judged
// against the same document (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses): a status the
// operation does not list, or a JSON body that does not match the schema listed for its status,
// is a violation; a 5xx or no answer is a failure. Used by bench/hostile-sweep.ts (a production
// build over HTTP) and tests/integration/fuzz/openapi-fuzz.test.ts (the route handler in process).
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";

type Schema = { [key: string]: unknown };
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: Schema };
type Media = { schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: { schemas?: Record<string, Schema> };
};

export type FuzzRequest = {
  /** "GET /orders/{orderId}": the operation as the document names it. */
  operation: string;
  method: string;
  /** The path under the API's base, with its query. */
  path: string;
  body?: string;
  valid: boolean;
  /** What was broken in an invalid request. */
  why: string;
};

const METHODS = ["get", "put", "post", "delete", "patch"];

export function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Operation, name: `${method.toUpperCase()} ${path}` })),
  );
}

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (typeof s.$ref === "string") s = doc.components?.schemas?.[s.$ref.replace("#/components/schemas/", "")] ?? {};
  return s;
}

const DAY = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;
const day = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Values that fit `schema` (strings kept short: the limits are probed by the invalid half). */
export function arbitraryOf(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryOf(doc, v, depth + 1)));
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((type) => arbitraryOf(doc, { ...s, type }, depth + 1)));
  const min = (k: string) => (typeof s[k] === "number" ? (s[k] as number) : undefined);
  switch (s.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: min("minimum") ?? -1_000_000, max: min("maximum") ?? 1_000_000 });
    case "number":
      return fc.double({ min: min("minimum") ?? -1e6, max: min("maximum") ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case "string": {
      if (s.format === "date-time")
        return fc.date({ min: new Date("2001-01-01"), max: new Date("2099-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === "email") return fc.emailAddress().filter((e) => e.length <= (min("maxLength") ?? 254));
      if (typeof s.pattern === "string") {
        if (DAY.test(s.pattern)) return day;
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length <= (min("maxLength") ?? 1000) && v.length >= (min("minLength") ?? 0));
      }
      const minLength = min("minLength") ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(min("maxLength") ?? 24, 24)) });
    }
    case "array":
      return fc
        .array(arbitraryOf(doc, s.items as Schema, depth + 1), {
          minLength: min("minItems") ?? 0,
          maxLength: Math.min(min("maxItems") ?? 4, 4),
        })
        .map((items) => (s.uniqueItems ? [...new Set(items)] : items));
    case "object": {
      if (depth > 6) return fc.constant({});
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const names = (resolve(doc, s.propertyNames as Schema).enum ?? []) as string[];
      if (Object.keys(properties).length === 0 && names.length && typeof s.additionalProperties === "object")
        return fc.dictionary(fc.constantFrom(...names), arbitraryOf(doc, s.additionalProperties as Schema, depth + 1), {
          maxKeys: names.length,
        });
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(doc, v, depth + 1)])), {
        requiredKeys: ((s.required ?? []) as string[]).filter((k) => k in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that break `schema`, each with what it breaks; checked with ajv, so none fits by chance. */
function breakersOf(doc: OpenApiDocument, schema: Schema | undefined, inQuery: boolean): [unknown, string][] {
  const s = resolve(doc, schema);
  const types = new Set<string>(Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);
  const out: [unknown, string][] = [];
  const num = (k: string) => (typeof s[k] === "number" ? (s[k] as number) : undefined);
  if (Array.isArray(s.enum) || "const" in s) out.push(["not-a-value", "not in the enum"]);
  if (types.has("string")) {
    if (num("maxLength") !== undefined) out.push(["x".repeat(num("maxLength")! + 1), "too long"]);
    if (num("minLength")) out.push(["", "too short"]);
    if (typeof s.pattern === "string") out.push(["%%~!", "not the pattern"], ["0001-13-45", "not the pattern"]);
    if (s.format === "date-time") out.push(["yesterday", "not a date-time"], ["0001-01-01T00:00:00Z", "before year 100"]);
    if (!inQuery) out.push([42, "a number for a string"], [["x"], "an array for a string"]);
  }
  if (types.has("integer") || types.has("number")) {
    if (num("maximum") !== undefined) out.push([num("maximum")! + 1, "above the maximum"]);
    if (num("minimum") !== undefined) out.push([num("minimum")! - 1, "below the minimum"]);
    if (types.has("integer")) out.push([1.5, "a fraction for an integer"]);
    out.push(
      inQuery ? ["0x10", "hex text for a number"] : ["16", "text for a number"],
      inQuery ? ["1e3", "exponent text for a number"] : [true, "a boolean for a number"],
      ["", "empty for a number"],
    );
  }
  if (types.has("boolean")) out.push([inQuery ? "maybe" : "true", "not a boolean"]);
  if (types.has("object")) {
    out.push([[], "an array for an object"], ["x", "text for an object"]);
    for (const key of (s.required ?? []) as string[]) out.push([{}, `without ${key}`]);
    if (s.additionalProperties === false) out.push([{ unknownField: 1 }, "an unknown field"]);
  }
  if (types.has("array")) {
    out.push(["x", "text for an array"]);
    if (num("maxItems") !== undefined) out.push([Array.from({ length: num("maxItems")! + 1 }, () => "x"), "too many items"]);
  }
  return out;
}

const queryText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/**
 * `count` requests for each operation of `doc` (at least 2), half valid, half invalid; `known`
 * gives real values for path parameters by name (an order id that exists), used for half of the
 * valid requests. Deterministic for a seed.
 */
export function fuzzRequests(doc: OpenApiDocument, options: { count: number; seed: number; known?: Record<string, string[]> }) {
  const requests: FuzzRequest[] = [];
  const ajv = validatorFor(doc);
  operationsOf(doc).forEach(({ path, method, op, name }, index) => {
    const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
    const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
    const bodyArb = bodySchema ? arbitraryOf(doc, bodySchema) : fc.constant(undefined);
    const paramArb = fc.record(
      Object.fromEntries(
        params.map((p) => {
          const known = options.known?.[p.name];
          const arb = arbitraryOf(doc, p.schema);
          return [p.name, known?.length ? fc.oneof(fc.constantFrom(...known), arb) : arb];
        }),
      ),
      { requiredKeys: params.filter((p) => p.required || p.in === "path").map((p) => p.name) },
    );
    const build = (values: Record<string, unknown>, body: unknown, valid: boolean, why: string, extraQuery = "") => {
      const url = path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(queryText(values[n])));
      const query = params
        .filter((p) => p.in === "query" && values[p.name] !== undefined)
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(queryText(values[p.name]))}`);
      if (extraQuery) query.push(extraQuery);
      requests.push({
        operation: name,
        method,
        path: `${url}${query.length ? `?${query.join("&")}` : ""}`,
        ...(body !== undefined && { body: JSON.stringify(body) }),
        valid,
        why,
      });
    };
    const validCount = Math.max(1, Math.ceil(options.count / 2));
    const samples = fc.sample(fc.tuple(paramArb, bodyArb), { numRuns: validCount, seed: options.seed + index });
    for (const [values, body] of samples) build(values, body, true, "valid");

    // Invalid: one value broken at a time, the rest valid.
    const targets: {
      where: string;
      breakers: [unknown, string][];
      apply: (v: Record<string, unknown>, b: unknown, bad: unknown) => [Record<string, unknown>, unknown];
    }[] = [];
    for (const p of params)
      targets.push({
        where: `${p.in} ${p.name}`,
        // An empty path segment is another path (GET /orders/ is the list), not this parameter.
        breakers: breakersOf(doc, p.schema, true).filter(
          ([bad]) => !(p.in === "path" && bad === "") && !fits(ajv, p.schema, p.in === "query" ? coerce(doc, p.schema, bad) : bad),
        ),
        apply: (v, b, bad) => [{ ...v, [p.name]: bad }, b],
      });
    if (bodySchema) {
      const resolved = resolve(doc, bodySchema);
      targets.push({ where: "body", breakers: breakersOf(doc, bodySchema, false), apply: (v, _b, bad) => [v, bad] });
      for (const [field, schema] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>))
        targets.push({
          where: `body ${field}`,
          breakers: breakersOf(doc, schema, false).filter(([bad]) => !fits(ajv, schema, bad)),
          apply: (v, b, bad) => [v, { ...(b as object), [field]: bad }],
        });
    }
    const flat = targets.flatMap((t) => t.breakers.map(([bad, why]) => ({ t, bad, why: `${t.where}: ${why}` })));
    const invalidCount = Math.max(1, options.count - validCount);
    for (let i = 0; i < invalidCount; i++) {
      const [values, body] = samples[i % samples.length]!;
      if (i % 6 === 5 || flat.length === 0) {
        build(values, body, false, "an unknown query parameter", `unknownParam${i}=1`);
        continue;
      }
      const { t, bad, why } = flat[(i * 7 + index) % flat.length]!;
      const [v, b] = t.apply(values, body, bad);
      build(v, b, false, why);
    }
  });
  return requests;
}

/** A query value as the server reads it: text, a number or a boolean where the schema says so. */
function coerce(doc: OpenApiDocument, schema: Schema | undefined, value: unknown) {
  const s = resolve(doc, schema);
  const text = queryText(value);
  if ((s.type === "integer" || s.type === "number") && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (s.type === "boolean" && /^(true|false)$/.test(text)) return text === "true";
  return text;
}

/** Whether `value` fits `schema` (a schema ajv cannot compile counts as not fitting). */
function fits(ajv: Ajv2020, schema: Schema | undefined, value: unknown) {
  try {
    return ajv.validate(schema ?? {}, value);
  } catch {
    return false;
  }
}

function validatorFor(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, "openapi");
  return ajv;
}

export type Verdict = { failure?: string; violation?: string; validRefused?: boolean; invalidAccepted?: boolean };

/**
 * Judges one answer against the document: a failure (5xx, no answer), a violation (a status the
 * operation does not list, a body that does not match), or neither. `status` 0 is no answer.
 */
export function answerJudge(doc: OpenApiDocument) {
  const ajv = validatorFor(doc);
  const ops = new Map(operationsOf(doc).map((o) => [o.name, o]));
  return (request: FuzzRequest, status: number, contentType: string | null, text: string): Verdict => {
    if (status === 0 || status >= 500) return { failure: `${status || "no answer"}: ${text.slice(0, 120)}` };
    const op = ops.get(request.operation);
    if (!op) return { violation: `unknown operation ${request.operation}` };
    const response = op.op.responses[String(status)] ?? op.op.responses[`${String(status)[0]}XX`] ?? op.op.responses.default;
    if (!response) return { violation: `${status} is not listed for ${request.operation}` };
    const verdict: Verdict = { validRefused: request.valid && status === 400, invalidAccepted: !request.valid && status < 300 };
    const media = response.content?.["application/json"];
    if (!media?.schema || status === 204 || request.method === "HEAD") return verdict;
    if (!contentType?.includes("application/json"))
      return { ...verdict, violation: `${status} answered ${contentType ?? "no content type"}, not JSON` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ...verdict, violation: `${status} body is not JSON` };
    }
    const pointer = ["paths", op.path, op.method.toLowerCase(), "responses", String(status), "content", "application/json", "schema"]
      .map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1"))
      .join("/");
    const validate = ajv.getSchema(`openapi#/${pointer}`) ?? ajv.compile({ $ref: `openapi#/${pointer}` });
    if (!validate(body)) return { ...verdict, violation: `${status} body: ${ajv.errorsText(validate.errors, { dataVar: "body" })}` };
    return verdict;
  };
}
