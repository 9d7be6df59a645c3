// The storefront's sheets in the browser, in a production build: neither their text nor their
// URLs (a page is given its own sheet's URL by src/components/storefront-sheet.tsx).
export const storefrontSheets = null;
export const storefrontSheetHrefs = null;
