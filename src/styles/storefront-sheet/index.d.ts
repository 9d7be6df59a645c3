// The types of `#storefront-sheet` (package.json "imports"), whichever file a build resolves it to.
/** Each storefront page's sheet's text by the page's key, on the server in a production build; else null. */
export declare const storefrontSheets: Readonly<Record<string, string>> | null;
/** Each storefront page's sheet's URL by the page's key, in a production build; else null. */
export declare const storefrontSheetHrefs: Readonly<Record<string, string>> | null;
