import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "./utils";

// `cn` is clsx plus a small resolver of conflicting Tailwind classes (./utils.ts), no longer
// tailwind-merge, whose weight was on every storefront page (docs/decisions/005-cn-without-tailwind-merge.md).
// It must give what tailwind-merge gave wherever the store joins classes, or a page changes
// (two conflicting utilities left on an element are decided by the stylesheet's order, not by the
// order of the classes). This test reads every .tsx file in src and compares the two on:
// 1. every className written at a call site of a component that passes its `className` prop to
//    `cn` (the shared UI — Button, Card…, Input, Select, FormField, Label, Checkbox… — and the
//    components built on them), joined to that component's own classes (each of Button's variants
//    and sizes the call site may use);
// 2. every `cn(...)` call's literal arguments, and the whole call;
// 3. every ordered pair of the classes written anywhere in src.
// The literals are the string literals inside each expression (both branches of `a ? "x" : "y"`).

const root = path.resolve(__dirname, "..");
const files = (fs.readdirSync(root, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => path.join(root, file));
const sources = files.map((file) =>
  ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
);

const tokens = (text: string) => text.split(/\s+/).filter(Boolean);
const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};
function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** String constants of each file (`const fieldClasses = "…"`), so an argument naming one counts as its text. */
const constants = new Map<string, string>();
for (const source of sources) {
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteralLike(node.initializer)) {
      constants.set(node.name.text, `${constants.get(node.name.text) ?? ""} ${node.initializer.text}`);
    }
  });
}

/** The class lists an expression may produce, one per string literal (or named constant) in it. */
function literals(node: ts.Node): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    if (ts.isStringLiteralLike(n) && !(ts.isPropertyAssignment(n.parent) && n.parent.name === n)) found.push(n.text);
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) found.push(n.text);
    else if (ts.isIdentifier(n) && constants.has(n.text) && !ts.isPropertyAccessExpression(n.parent)) found.push(constants.get(n.text)!);
  });
  return found.filter((text) => tokens(text).length > 0);
}

const variantValues = { variant: ["default", "accent", "outline", "ghost", "link"], size: ["default", "sm", "lg", "icon"] } as const;
type ButtonProps = { variant?: string; size?: string };

/** Button's classes for each variant/size it may get: the literal ones, every one for an expression. */
function buttonClasses(read: (prop: "variant" | "size") => ts.Expression | "absent"): string[] {
  const options = (prop: "variant" | "size") => {
    const value = read(prop);
    if (value === "absent") return [undefined];
    return ts.isStringLiteralLike(value) ? [value.text] : [...variantValues[prop]];
  };
  return options("variant").flatMap((variant) => options("size").map((size) => buttonVariants({ variant, size } as ButtonProps as never)));
}
const buttonVariantsCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "buttonVariants";
function buttonVariantsClasses(call: ts.CallExpression): string[] {
  const arg = call.arguments[0];
  const props = arg && ts.isObjectLiteralExpression(arg) ? arg.properties : ts.factory.createNodeArray<ts.ObjectLiteralElementLike>();
  return buttonClasses((prop) => {
    const found = props.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === prop);
    return found && ts.isPropertyAssignment(found) ? found.initializer : "absent";
  });
}

const sorted = (classes: string) => [...new Set(tokens(classes))].sort().join(" ");
/** What tailwind-merge gave and what `cn` gives for `earlier` then `later`, when they differ (as sets: order is not CSS). */
function differs(earlier: string, later: string) {
  const before = sorted(twMerge(earlier, later));
  const now = sorted(cn(earlier, later));
  return before === now ? undefined : `tailwind-merge "${before}", cn "${now}"`;
}

type Component = { bases: string[][]; wraps: string[] };
/** Components that pass their `className` prop into `cn(...)`: their own classes there, and the tracked element it sits on. */
const components = new Map<string, Component>();
const componentName = (node: ts.Node): string | undefined => {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name && /^[A-Z]/.test(n.name.text)) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /^[A-Z]/.test(n.name.text)) return n.name.text;
  }
};
const isCn = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn";
const jsxOf = (attribute: ts.Node) => {
  const element = attribute.parent?.parent; // JsxAttribute → JsxAttributes → element
  return element && (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) ? element : undefined;
};
const tagOf = (element: ts.JsxOpeningElement | ts.JsxSelfClosingElement) => element.tagName.getText();

for (const source of sources) {
  walk(source, (node) => {
    if (!isCn(node) || !node.arguments.some((a) => ts.isIdentifier(a) && a.text === "className")) return;
    const name = componentName(node);
    if (!name) return;
    const own = node.arguments.filter((a) => !(ts.isIdentifier(a) && a.text === "className"));
    const fixed = own
      .filter((a) => !buttonVariantsCall(a))
      .flatMap(literals)
      .join(" ");
    const variantCall = own.find(buttonVariantsCall);
    // Button's classes depend on its variant and size: resolved per call site (below), marked here.
    const bases = variantCall ? [[`${fixed} ${"@button"}`]] : [[fixed]];
    const attribute = node.parent?.parent; // cn(…) → JsxExpression → JsxAttribute
    const element = attribute && ts.isJsxAttribute(attribute) && attribute.name.getText() === "className" ? jsxOf(attribute) : undefined;
    const entry = components.get(name) ?? { bases: [], wraps: [] };
    entry.bases.push(...bases);
    if (element) entry.wraps.push(tagOf(element));
    components.set(name, entry);
  });
}

/** Every class list a component's own `cn` may start from, with the components it is drawn on. */
function basesOf(name: string, element: ts.JsxOpeningElement | ts.JsxSelfClosingElement, seen = new Set<string>()): string[] {
  const entry = components.get(name);
  if (!entry || seen.has(name)) return [];
  seen.add(name);
  const attr = (prop: "variant" | "size") => {
    const found = element.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === prop);
    if (!found || !ts.isJsxAttribute(found) || !found.initializer) return "absent" as const;
    return ts.isJsxExpression(found.initializer) ? found.initializer.expression! : found.initializer;
  };
  const own = entry.bases
    .flat()
    .flatMap((base) => (base.includes("@button") ? buttonClasses(attr).map((b) => base.replace("@button", b)) : [base]));
  const inner = entry.wraps.flatMap((tag) => (components.has(tag) ? basesOf(tag, element, seen) : []));
  return inner.length ? own.flatMap((base) => inner.map((wrap) => `${wrap} ${base}`)) : own;
}

describe("cn gives what tailwind-merge gave", () => {
  it("finds the components that take a className and their call sites", () => {
    for (const name of ["Button", "Card", "CardTitle", "CardContent", "Input", "Select", "FormField", "Label", "Checkbox"])
      expect(components.has(name), name).toBe(true);
    expect(
      basesOf(
        "CardTitle",
        ts.factory.createJsxSelfClosingElement(ts.factory.createIdentifier("CardTitle"), undefined, ts.factory.createJsxAttributes([])),
      ),
    ).toEqual(["text-xl leading-tight font-semibold"]);
    expect(cn("text-xl font-semibold leading-tight", "text-lg")).toBe("font-semibold text-lg");
    expect(cn("p-6 pt-0", "grid pt-6")).toBe("p-6 grid pt-6");
    expect(cn("px-4 py-2", "hover:px-2 px-0")).toBe("py-2 hover:px-2 px-0");
    expect(cn("inline-flex rounded-md", "hidden sm:inline-flex aria-[invalid=true]:border-destructive")).toBe(
      "rounded-md hidden sm:inline-flex aria-[invalid=true]:border-destructive",
    );
    expect(differs("text-xl leading-tight", "text-lg")).toBeUndefined();
  });

  it("every className at a call site, joined to the component's own classes", () => {
    const conflicts: string[] = [];
    let checked = 0;
    for (const source of sources) {
      walk(source, (node) => {
        if (!ts.isJsxAttribute(node) || node.name.getText() !== "className" || !node.initializer) return;
        const element = jsxOf(node);
        if (!element || !components.has(tagOf(element))) return;
        for (const base of basesOf(tagOf(element), element)) {
          for (const override of literals(node.initializer)) {
            checked++;
            const diff = differs(base, override);
            if (diff) conflicts.push(`${where(node)} <${tagOf(element)} className="${override}">: ${diff}`);
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(conflicts).toEqual([]);
  });

  it("every cn(...) call: each argument after the ones before it, and the whole call", () => {
    const conflicts: string[] = [];
    for (const source of sources) {
      walk(source, (node) => {
        if (!isCn(node)) return;
        const args = node.arguments.map((arg) => (buttonVariantsCall(arg) ? buttonVariantsClasses(arg) : literals(arg)));
        args.forEach((later, j) => {
          for (const earlier of args.slice(0, j).flat()) {
            for (const text of later) {
              const diff = differs(earlier, text);
              if (diff) conflicts.push(`${where(node)} cn(… "${earlier}", "${text}"): ${diff}`);
            }
          }
        });
        const whole = differs("", args.flat().join(" "));
        if (whole) conflicts.push(`${where(node)} the whole cn(...): ${whole}`);
      });
    }
    expect(conflicts).toEqual([]);
  });

  it("every ordered pair of the classes written in src, with Button's variants", () => {
    const all = new Set<string>(
      Object.values(variantValues.variant)
        .flatMap((variant) => variantValues.size.map((size) => buttonVariants({ variant, size })))
        .flatMap(tokens),
    );
    for (const source of sources) {
      walk(source, (node) => {
        const inClassName = ts.isJsxAttribute(node) && node.name.getText() === "className" && node.initializer;
        if (inClassName || isCn(node)) for (const text of literals(node)) tokens(text).forEach((t) => all.add(t));
      });
    }
    for (const value of constants.values()) tokens(value).forEach((t) => all.add(t));
    const classes = [...all];
    const conflicts: string[] = [];
    for (const a of classes)
      for (const b of classes)
        if (a !== b) {
          const diff = differs(a, b);
          if (diff) conflicts.push(`"${a}" then "${b}": ${diff}`);
        }
    expect(classes.length).toBeGreaterThan(300);
    expect(conflicts.slice(0, 80)).toEqual([]);
  }, 180_000); // hundreds of thousands of pairs: seconds on a quiet machine, several times that on a loaded one

  it("cn joins as clsx does", () => {
    expect(cn("a b", false && "c", undefined, ["d", { e: true, f: false }])).toBe("a b d e");
  });
});
