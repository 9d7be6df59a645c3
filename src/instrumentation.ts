// Runs once per server start (Next 16). Starts the local job engine's poller in the Node.js
// server process; with Inngest configured there is nothing to start (Inngest calls /api/inngest).
// NEXT_RUNTIME is set by Next itself, not a setting of ours: it is read here as Next documents,
// so the Edge bundle never imports the server modules.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startJobWorker } = await import("@/server/jobs");
  startJobWorker();
}
