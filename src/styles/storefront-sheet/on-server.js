// The storefront's sheet on the server, in a production build: its text, written into the HTML.
export { storefrontSheet } from "../../generated/storefront-sheet.js";
export { storefrontSheetHref } from "../../generated/storefront-sheet-href.js";
