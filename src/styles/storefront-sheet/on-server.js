// The storefront's sheet on the server, in a production build: its text, written into the HTML.
export { storefrontSheet, storefrontSheetHref } from "../../generated/storefront-sheet.js";
