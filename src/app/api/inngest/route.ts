// GET/POST/PUT /api/inngest – Inngest's endpoint: introspection, function runs, registration.
// Served only when Inngest is configured; otherwise the local engine runs the workflows and this
// answers 503 (the SDK would log an error on every request in cloud mode without a signing key).
import { serve } from "inngest/next";
import { functions, inngest, inngestConfigured } from "@/server/jobs/inngest";

const notConfigured = async () =>
  Response.json(
    { error: "Inngest is not configured on this server (INNGEST_SIGNING_KEY / INNGEST_EVENT_KEY, or INNGEST_DEV); the local job engine runs the workflows." },
    { status: 503 },
  );

const handlers = inngestConfigured ? serve({ client: inngest, functions }) : { GET: notConfigured, POST: notConfigured, PUT: notConfigured };

export const { GET, POST, PUT } = handlers;
