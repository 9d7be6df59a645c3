import { adminRouter } from "./routers/admin";
import { contactRouter } from "./routers/contact";
import { newsletterRouter } from "./routers/newsletter";
import { settingsRouter } from "./routers/settings";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/** The API. Routers still to come: checkout, orders, storage (DESIGN.md). */
export const appRouter = createTRPCRouter({
  admin: adminRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(await createTRPCContext({ headers }))`. */
export const createCaller = createCallerFactory(appRouter);
