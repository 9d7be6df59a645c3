// The types of `#storefront-sheet` (package.json "imports"), whichever file a build resolves it to.
/** The sheet's text on the server in a production build, else null. */
export declare const storefrontSheet: string | null;
/** The sheet's URL in a production build, else null. */
export declare const storefrontSheetHref: string | null;
