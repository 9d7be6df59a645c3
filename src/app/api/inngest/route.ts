// GET/POST/PUT /api/inngest – Inngest's endpoint: introspection, function runs, registration.
// Served only when Inngest is configured; otherwise the local engine runs the workflows and this
// answers 503 (the SDK would log an error on every request in cloud mode without a signing key).
import { serve } from "inngest/next";
import { inngest, inngestConfigured, inngestFunctions } from "@/server/jobs/inngest";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { RETRY_AFTER_SECONDS } from "@/server/http/errors";

const notConfigured = async () =>
  Response.json(
    {
      error:
        "Inngest is not configured on this server (INNGEST_SIGNING_KEY / INNGEST_EVENT_KEY, or INNGEST_DEV); the local job engine runs the workflows.",
    },
    { status: 503 },
  );

const registrationFailed =
  "Inngest could not be reached to register this app's functions just now; try again in a minute (the workflows keep their schedule).";

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

/**
 * PUT registers the functions with Inngest (anyone may ask: the SDK then calls Inngest itself).
 * When Inngest is unreachable the SDK answers a bare 500 ("Failed to register; fetch failed"):
 * a 503 with a message and Retry-After instead. GET and POST keep the SDK's own answers (a
 * failed run's 5xx is how Inngest learns to retry it).
 */
function registration(handler: Handler): Handler {
  return async (req, ctx) => {
    const failed = () =>
      Response.json({ error: registrationFailed }, { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
    try {
      const response = await handler(req, ctx);
      if (response.status < 500) return response;
      console.warn(`PUT /api/inngest: registration failed (${response.status}): ${(await response.text()).slice(0, 200)}`);
      return failed();
    } catch (error) {
      console.warn(`PUT /api/inngest: registration failed: ${error instanceof Error ? error.message : String(error)}`);
      return failed();
    }
  };
}

// The workflows' steps are handed to Inngest's functions here, where Inngest calls in.
const served = inngestConfigured ? serve({ client: inngest, functions: inngestFunctions(workflows, workflowSteps) }) : null;

export const GET = served ? served.GET : notConfigured;
export const POST = served ? served.POST : notConfigured;
export const PUT = served ? registration(served.PUT as Handler) : notConfigured;
