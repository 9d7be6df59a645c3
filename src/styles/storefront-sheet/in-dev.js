// The storefront's sheet under `next dev` (and Vitest): imported through Next's pipeline, which
// reloads it as classes change; nothing to write or link.
import "../globals.css";

export const storefrontSheet = null;
export const storefrontSheetHref = null;
