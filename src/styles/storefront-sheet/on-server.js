// The storefront's sheets on the server, in a production build: each page's text, written into the HTML.
export { storefrontSheets } from "../../generated/storefront-sheet.js";
export { storefrontSheetHrefs } from "../../generated/storefront-sheet-href.js";
