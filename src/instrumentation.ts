// Runs once per server start (Next 16; not during `next build`). NEXT_RUNTIME is set by Next
// itself, not a setting of ours: the Node.js server's part is imported behind it, as Next
// documents, so the Edge bundle leaves it out (src/instrumentation-node.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerNode } = await import("./instrumentation-node");
    await registerNode();
  }
}
