// The storefront's sheets in the browser, in a production build: only their URLs, never their text.
export { storefrontSheetHrefs } from "../../generated/storefront-sheet-href.js";
export const storefrontSheets = null;
