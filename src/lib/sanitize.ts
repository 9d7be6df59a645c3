const BLOCKS = /<(script|style|iframe|object|embed|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<\/?[a-z!?][^>]*>?/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;

/**
 * Text sanitising (docs/product.md#forms): all markup stripped (with the contents of script-like blocks),
 * stray angle brackets removed, then trimmed.
 */
export function sanitizeText(input: string): string {
  return input.replace(COMMENTS, "").replace(BLOCKS, "").replace(TAGS, "").replace(/[<>]/g, "").trim();
}
