/**
 * JSON for an inline <script type="application/ld+json">: `<` is escaped so text such as
 * "</script>" inside the data cannot close the tag; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
