/**
 * The exit-intent offer (docs/product.md#widgets): the code the popup and the checklist e-mail show. prisma/seed.ts
 * seeds it as a discount code; the server checks it at checkout like any other code.
 */
export const exitOffer = { code: "WELCOME20", percentOff: 20 } as const;
