/**
 * The most calls one request to /api/trpc may carry: the server refuses a bigger batch
 * (tRPC's maxBatchSize) and the browser's batch link never sends one (maxItems).
 */
export const TRPC_MAX_BATCH = 10;
