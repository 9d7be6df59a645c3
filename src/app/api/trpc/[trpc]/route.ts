// GET|POST /api/trpc/* – the typed API
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: req.headers }),
    // Errors are mapped (and unexpected ones logged with a digest) in src/server/api/trpc.ts.
  });

export { handler as GET, handler as POST };
