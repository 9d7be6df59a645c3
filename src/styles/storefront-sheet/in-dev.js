// The storefront's sheet under `next dev` (and Vitest): its two sources (build.mjs) imported
// through Next's pipeline, which reloads them as classes change; nothing to write or link.
import "../base.css";
import "../globals.css";

export const storefrontSheet = null;
export const storefrontSheetHref = null;
