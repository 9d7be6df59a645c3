/**
 * The exit-intent offer (SPEC §9): the code the popup and the checklist e-mail show. prisma/seed.ts
 * seeds it as a discount code; the server checks it at checkout like any other code.
 */
export const exitOffer = { code: "WELCOME20", percentOff: 20 } as const;
