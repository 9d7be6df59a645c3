import { type ClassValue, clsx } from "clsx";

// Why not tailwind-merge: its default config knows every Tailwind utility, a weight on every
// storefront page, and the store's components override only a few kinds of class
// (docs/decisions/005-cn-without-tailwind-merge.md). So `cn` is clsx plus this small resolver: a later
// Tailwind class drops an earlier one of the same group (`text-lg` drops `text-xl` and `leading-*`,
// `pt-6` keeps `p-6`, `hover:` classes only meet `hover:` ones). It must decide as tailwind-merge
// does, quirks included (it reads `bg-gradient-to-br` as a background colour):
// src/lib/class-joins.test.ts compares the two on every className and `cn(...)` call in src and on
// every ordered pair of the classes written there, and fails on any difference; a new kind of
// override gets its group here.

/** [pattern, group]; the first match wins. `$1` in a group name is the pattern's first capture. */
const rules: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table|inline-table|table-.+)$/,
    "display",
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(underline|overline|line-through|no-underline)$/, "decoration-line"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^text-(xs|sm|base|lg|xl|\dxl)(\/.+)?$/, "font-size"],
  [/^text-\[(length:|[\d.]+(px|r?em|%|ch|ex|v[wh])?\])/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(ellipsis|clip)$/, "text-overflow"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|inner|none))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^list-(inside|outside)$/, "list-position"],
  [/^-?rotate-/, "rotate"],
  [
    /^(leading|tracking|whitespace|opacity|cursor|z|order|basis|aspect|object|appearance|select|content|animate|list|align|fill|stroke)-/,
    "$1",
  ],
  [
    /^(items|self|justify-items|justify-self|justify|place-content|place-items|place-self|grid-cols|grid-rows|col-span|col-start|col-end|row-span|row-start|row-end|underline-offset|decoration|duration|ease|transition)-/,
    "$1",
  ],
  [
    /^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml|w|h|min-w|min-h|max-w|max-h|size|gap-x|gap-y|gap|inset-x|inset-y|inset|top|right|bottom|left|scroll-mt|space-x|space-y)-/,
    "$1",
  ],
  [/^-(m|mx|my|mt|mr|mb|ml|top|right|bottom|left|translate-x|translate-y)-/, "$1"],
  [/^(translate-x|translate-y|scale)-/, "$1"],
  [/^rounded(-(?:t|r|b|l|s|e|tl|tr|br|bl))?(?=-|$)/, "rounded$1"],
  [/^border(-(?:x|y|s|e|t|r|b|l))?(-\d+)?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border(-(?:x|y|s|e|t|r|b|l))?-/, "border-color$1"],
  [/^(ring|ring-offset)(-\d+)?$/, "$1-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^(ring-offset|ring)-/, "$1-color"],
  [/^(outline-none|outline-hidden)$/, "outline-style"],
  [/^overflow(-[xy])?-/, "overflow$1"],
  [/^flex-(row|col|row-reverse|col-reverse)$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(shrink|grow)(-\d+)?$/, "$1"],
  [/^(blur|backdrop-blur|drop-shadow)(-.+)?$/, "$1"],
  [/^bg-(none|linear-.+|radial.*|conic.*)$/, "bg-image"],
  [/^bg-(fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(auto|cover|contain)$/, "bg-size"],
  [/^bg-(bottom|center|left|right|top)/, "bg-position"],
  [/^bg-/, "bg-color"], // includes Tailwind 3's `bg-gradient-to-*`, as tailwind-merge 3 reads it
  [/^(from|via|to)-/, "gradient-$1"],
  [/^pointer-events-/, "pointer-events"],
];

const sides = (group: string, list: string) => list.split(" ").map((side) => `${group}-${side}`);
/** A group that also replaces these (a later `p-4` drops an earlier `pt-2`; `text-lg` drops `leading-*`). */
const overrides: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  rounded: sides("rounded", "s e t r b l tl tr br bl"),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": sides("border-w", "x y s e t r b l"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sides("border-color", "x y s e t r b l"),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  overflow: ["overflow-x", "overflow-y"],
};

function groupOf(utility: string) {
  for (const [pattern, group] of rules) {
    const match = pattern.exec(utility);
    if (match) return group.replace("$1", match[1] ?? "");
  }
}

/** "hover:sm:bg-x" → ["hover:sm:", "bg-x"], colons inside [arbitrary values] not counted. */
function split(cls: string) {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ":" && depth === 0) end = i + 1;
  }
  return [cls.slice(0, end), cls.slice(end).replace(/^!/, "")] as const;
}

/** Joins class names (clsx), letting a later Tailwind class replace an earlier one of its group. */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs).split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    const [modifiers, utility] = split(cls);
    const group = groupOf(utility);
    if (group) {
      const key = modifiers + group;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const other of overrides[group] ?? []) taken.add(modifiers + other);
    }
    if (cls) kept.push(cls);
  }
  return kept.reverse().join(" ");
}
