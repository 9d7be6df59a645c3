// The storefront's sheet in the browser, in a production build: only its URL, never its text.
export { storefrontSheetHref } from "../../generated/storefront-sheet-href.js";
export const storefrontSheet = null;
