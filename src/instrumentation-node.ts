// The Node.js server's start (src/instrumentation.ts imports it only there, so the Edge bundle
// never sees the server modules or process.exit). In production it first checks the settings
// (src/server/production-guard.ts): a missing required one stops the server with a message naming
// it. Then it hands the workflows' steps to the job engine and starts the local engine's poller;
// with Inngest configured there is nothing to poll (Inngest calls /api/inngest).
export async function registerNode() {
  const { env } = await import("@/env");
  const { assertProductionReady, ProductionConfigError } = await import("@/server/production-guard");
  // Each request's socket address, for the per-client limits of a server with no proxy in front.
  const { stampSocketAddresses } = await import("@/server/http/socket-address");
  const socketStamp = (() => {
    try {
      return !!stampSocketAddresses();
    } catch (error) {
      console.error(error);
      return false;
    }
  })();
  try {
    // NEXT_PUBLIC_CLERK_ON is inlined by next.config.mjs at build time: the browser's auth adapter.
    assertProductionReady({ ...env, CLERK_BUILT_ON: process.env.NEXT_PUBLIC_CLERK_ON, SOCKET_ADDRESS_STAMPED: socketStamp });
  } catch (error) {
    if (!(error instanceof ProductionConfigError)) throw error;
    // Next only logs an error thrown here and serves anyway: stop, so nothing is sold unsafely.
    console.error(error.message);
    process.exit(1);
  }
  const { startJobWorker } = await import("@/server/jobs");
  const { workflowSteps } = await import("@/server/workflow-steps");
  startJobWorker(workflowSteps);
}
