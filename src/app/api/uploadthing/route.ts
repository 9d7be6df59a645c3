// GET|POST /api/uploadthing – UploadThing's file routes (admins only; UPLOADTHING_TOKEN set), else 404
import { env } from "@/env";
import { uploadThingHandler } from "@/server/http/uploadthing-router";

export const runtime = "nodejs";

let handler: ((req: Request) => Promise<Response>) | undefined;

function handle(req: Request) {
  if (!env.UPLOADTHING_TOKEN)
    return Response.json({ error: "UploadThing is not configured: uploads go to POST /api/uploads." }, { status: 404 });
  handler ??= uploadThingHandler({ token: env.UPLOADTHING_TOKEN });
  return handler(req);
}

export { handle as GET, handle as POST };
