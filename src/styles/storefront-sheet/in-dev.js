// The storefront's sheet under `next dev` (and Vitest): base.css and globals.css (all the
// storefront's utilities, not one page's) imported through Next's pipeline, which reloads them as
// classes change; nothing to write or link.
import "../base.css";
import "../globals.css";

export const storefrontSheets = null;
export const storefrontSheetHrefs = null;
