// npm run api:client – writes examples/trpc-client/app-router.d.ts: the tRPC API's `AppRouter` type
// as one self-contained declaration, for a TypeScript program outside this repository
// (docs/api.md#typed-clients). Importing `AppRouter` from src/server/api/root.ts pulls in the
// whole server (Prisma, Better Auth, Next.js…); this file needs only `@trpc/server`'s types.
//
// The compiler reads the real router and writes, for every procedure (new routers included, as
// they are found from appRouter's type), its kind and the resolved types of its input and output:
// object types are written out property by property, a named type used by several procedures
// once as its own alias. Built-in types (Date, arrays, AsyncIterable…) and @trpc/server's
// exported types keep their names. The output is written fresh each time; it is not committed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ROUTER_DECLARATION = path.join(root, "examples/trpc-client/app-router.d.ts");
const entry = path.join(root, "src/server/api/root.ts");

const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const program = ts.createProgram([entry], { ...parsed.options, noEmit: true, incremental: false });
const checker = program.getTypeChecker();
const source = program.getSourceFile(entry);
if (!source) throw new Error(`api:client: cannot read ${entry}`);

const routerSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === "appRouter");
if (!routerSymbol) throw new Error("api:client: src/server/api/root.ts exports no appRouter");
const routerType = checker.getTypeOfSymbol(routerSymbol);

const prop = (type: ts.Type, name: string) => {
  const symbol = checker.getPropertyOfType(type, name);
  return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
};

const trpcDir = `${path.sep}node_modules${path.sep}@trpc${path.sep}server${path.sep}`;
const trpcExports = new Set(["TrackedEnvelope", "TRPCDefaultErrorShape", "TRPCDefaultErrorData"]);
const declaredIn = (symbol: ts.Symbol | undefined) => symbol?.declarations?.[0]?.getSourceFile().fileName ?? "";
const isLib = (symbol: ts.Symbol | undefined) => {
  const file = declaredIn(symbol);
  return program.isSourceFileDefaultLibrary(program.getSourceFile(file)!) || /[\\/]typescript[\\/]lib[\\/]lib\./.test(file);
};

/** Named types written once: alias name → its body. */
const aliases = new Map<string, string>();
const aliasOf = new Map<ts.Type, string>();
const usedNames = new Set<string>();
const useCount = new Map<ts.Type, number>();

const identifier = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (identifier.test(name) ? name : JSON.stringify(name));

function write(type: ts.Type, depth = 0, dropUndefined = false): string {
  if (depth > 30) return "unknown";
  const flags = type.flags;
  if (flags & ts.TypeFlags.Any) return "any";
  if (flags & ts.TypeFlags.Unknown) return "unknown";
  if (flags & ts.TypeFlags.Never) return "never";
  if (flags & ts.TypeFlags.Void) return "void";
  if (flags & ts.TypeFlags.Undefined) return "undefined";
  if (flags & ts.TypeFlags.Null) return "null";
  if (flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type);
  if (flags & ts.TypeFlags.Boolean) return "boolean";
  if (flags & ts.TypeFlags.String) return "string";
  if (flags & ts.TypeFlags.Number) return "number";
  if (flags & ts.TypeFlags.BigInt) return "bigint";
  if (flags & ts.TypeFlags.ESSymbol) return "symbol";
  if (flags & ts.TypeFlags.StringLiteral) return JSON.stringify((type as ts.StringLiteralType).value);
  if (flags & ts.TypeFlags.NumberLiteral) return String((type as ts.NumberLiteralType).value);
  if (flags & ts.TypeFlags.TemplateLiteral) return "string";
  if (flags & ts.TypeFlags.NonPrimitive) return "object";
  if (type.isUnion()) {
    // `boolean` is the union true | false: written back as boolean.
    const kept = dropUndefined ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : type.types;
    const parts = kept.map((t) => write(t, depth + 1));
    const hasTrue = parts.includes("true") && parts.includes("false");
    const rest = hasTrue ? [...parts.filter((p) => p !== "true" && p !== "false"), "boolean"] : parts;
    return [...new Set(rest)].map((p) => (/=>/.test(p) ? `(${p})` : p)).join(" | ");
  }
  if (type.isIntersection()) return type.types.map((t) => `(${write(t, depth + 1)})`).join(" & ");
  if (flags & ts.TypeFlags.Object) return writeObject(type as ts.ObjectType, depth);
  return "unknown";
}

function writeObject(type: ts.ObjectType, depth: number): string {
  const alias = type.aliasSymbol;
  const symbol = type.getSymbol();
  const args = (checker.getTypeArguments?.(type as ts.TypeReference) ?? []) as readonly ts.Type[];
  if (alias && trpcExports.has(alias.name) && declaredIn(alias).includes(trpcDir)) {
    const aliasArgs = type.aliasTypeArguments ?? [];
    return `import("@trpc/server").${alias.name}${aliasArgs.length ? `<${aliasArgs.map((a) => write(a, depth + 1)).join(", ")}>` : ""}`;
  }
  if (checker.isArrayType(type)) return `${wrap(write(args[0]!, depth + 1))}[]`;
  if (checker.isTupleType(type)) return `[${args.map((a) => write(a, depth + 1)).join(", ")}]`;
  if (symbol && isLib(symbol) && symbol.name !== "__type" && symbol.name !== "__object") {
    return `${symbol.name}${args.length ? `<${args.map((a) => write(a, depth + 1)).join(", ")}>` : ""}`;
  }
  // A named type (an interface, or an alias) used more than once, or inside itself, becomes an
  // alias of its own.
  const named = alias && !isLib(alias) ? alias : symbol && !isLib(symbol) && !symbol.name.startsWith("__") ? symbol : undefined;
  if (!named) return writeMembers(type, depth);
  const existing = aliasOf.get(type);
  if (existing) return existing;
  if (writing.has(type) || (useCount.get(type) ?? 0) > 1) {
    const name = aliasName(named.name);
    aliasOf.set(type, name);
    if (!writing.has(type)) aliases.set(name, writeMembers(type, depth + 1));
    return name;
  }
  writing.add(type);
  const members = writeMembers(type, depth);
  writing.delete(type);
  const recursive = aliasOf.get(type);
  if (!recursive) return members;
  aliases.set(recursive, members);
  return recursive;
}

const writing = new Set<ts.Type>();
function aliasName(name: string) {
  const base = name.replace(/[^\w$]/g, "_");
  let alias = base;
  for (let i = 2; usedNames.has(alias); i++) alias = `${base}${i}`;
  usedNames.add(alias);
  return alias;
}

const wrap = (text: string) => (/[|&]/.test(text) ? `(${text})` : text);

function writeMembers(type: ts.ObjectType, depth: number): string {
  const members: string[] = [];
  // An interface extending a built-in one (Prisma's JsonArray extends Array): the built-in by its
  // name, and only the members declared outside the standard library.
  const bases =
    type.objectFlags & ts.ObjectFlags.ClassOrInterface
      ? (checker.getBaseTypes(type as ts.InterfaceType) ?? []).filter((b) => isLib(b.getSymbol()))
      : [];
  if (bases.length) {
    const own = checker
      .getPropertiesOfType(type)
      .filter((p) => !p.declarations?.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile())));
    const rest = own.map((p) => `${key(p.name)}: ${write(checker.getTypeOfSymbol(p), depth + 1)};`);
    return [...bases.map((b) => write(b, depth + 1)), ...(rest.length ? [`{ ${rest.join(" ")} }`] : [])].join(" & ");
  }
  for (const info of checker.getIndexInfosOfType(type)) {
    members.push(`[key: ${write(info.keyType, depth + 1)}]: ${write(info.type, depth + 1)};`);
  }
  for (const property of checker.getPropertiesOfType(type)) {
    if (property.name.startsWith("__@")) continue; // a symbol-keyed member
    const optional = property.flags & ts.SymbolFlags.Optional ? "?" : "";
    const declaration = property.valueDeclaration;
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? "readonly " : "";
    const value = checker.getTypeOfSymbol(property);
    members.push(`${readonly}${key(property.name)}${optional}: ${write(value, depth + 1, Boolean(optional))};`);
  }
  const calls = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
  if (calls.length) return "(...args: never[]) => unknown";
  return members.length ? `{ ${members.join(" ")} }` : "{}";
}

/** Counts how often each object type is met, so that one used by several procedures is written once. */
function count(type: ts.Type, seen = new Set<ts.Type>()) {
  useCount.set(type, (useCount.get(type) ?? 0) + 1);
  if (seen.has(type)) return;
  seen.add(type);
  if (type.isUnionOrIntersection()) for (const t of type.types) count(t, seen);
  else if (type.flags & ts.TypeFlags.Object) {
    for (const a of checker.getTypeArguments?.(type as ts.TypeReference) ?? []) count(a, seen);
    if (!isLib(type.getSymbol())) for (const p of checker.getPropertiesOfType(type)) count(checker.getTypeOfSymbol(p), seen);
  }
}

type Leaf = { kind: string; input: ts.Type; output: ts.Type };
type Tree = Map<string, Leaf | Tree>;

function procedures(record: ts.Type): Tree {
  const tree: Tree = new Map();
  for (const property of checker.getPropertiesOfType(record)) {
    const value = checker.getTypeOfSymbol(property);
    const def = prop(value, "_def");
    const kind = def && prop(def, "type");
    const types = def && prop(def, "$types");
    if (kind && types && kind.isStringLiteral()) {
      tree.set(property.name, { kind: kind.value, input: prop(types, "input")!, output: prop(types, "output")! });
    } else tree.set(property.name, procedures(value));
  }
  return tree;
}

const def = prop(routerType, "_def")!;
const tree = procedures(prop(def, "record")!);
const rootTypes = prop(prop(def, "_config")!, "$types")!;
const errorShape = prop(rootTypes, "errorShape")!;

function* paths(t: Tree, prefix: string): Generator<[string, Leaf]> {
  for (const [name, v] of t) {
    if ("kind" in v) yield [`${prefix}${name}`, v as Leaf];
    else yield* paths(v as Tree, `${prefix}${name}.`);
  }
}
const leaves = [...paths(tree, "")].map(([, leaf]) => leaf);
for (const leaf of leaves) {
  count(leaf.input);
  count(leaf.output);
}
// A type the compiler could not work out (an error in the server's code) reads as `any`: refused,
// rather than shipped as a procedure that takes and gives anything.
const broken = [...paths(tree, "")].filter(([, leaf]) => leaf.input.flags & ts.TypeFlags.Any || leaf.output.flags & ts.TypeFlags.Any);
if (broken.length) {
  console.error(`api:client: the type of ${broken.map(([p]) => p).join(", ")} is any; run npm run typecheck`);
  process.exit(1);
}

const kinds: Record<string, string> = {
  query: "TRPCQueryProcedure",
  mutation: "TRPCMutationProcedure",
  subscription: "TRPCSubscriptionProcedure",
};
function writeTree(t: Tree, indent: string): string {
  const lines = [...t].map(([name, v]) => {
    if (!("kind" in v)) return `${indent}${key(name)}: {\n${writeTree(v as Tree, `${indent}  `)}\n${indent}};`;
    const leaf = v as Leaf;
    return `${indent}${key(name)}: ${kinds[leaf.kind]}<{ input: ${write(leaf.input)}; output: ${write(leaf.output)}; meta: object }>;`;
  });
  return lines.join("\n");
}

const body = writeTree(tree, "  ");
const shape = write(errorShape);
const text = `// Written by \`npm run api:client\` (scripts/api-client.ts) from src/server/api/root.ts; do not edit.
// The store's tRPC API for a typed client: createTRPCClient<AppRouter>(…) from @trpc/client, with
// superjson as the transformer. Needs only @trpc/server's types.
import type { TRPCBuiltRouter, TRPCMutationProcedure, TRPCQueryProcedure, TRPCSubscriptionProcedure } from "@trpc/server";

${[...aliases].map(([name, value]) => `type ${name} = ${value};`).join("\n")}

/** The shape of an error the API answers (error.shape on a TRPCClientError). */
export type AppErrorShape = ${shape};

export type AppRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: AppErrorShape; transformer: true },
  {
${body}
  }
>;
`;

fs.mkdirSync(path.dirname(ROUTER_DECLARATION), { recursive: true });
fs.writeFileSync(ROUTER_DECLARATION, text);
console.log(
  `api:client: ${leaves.length} procedures → ${path.relative(root, ROUTER_DECLARATION)} (${(text.length / 1024).toFixed(0)} KiB)`,
);
