import "server-only";
import { adminRouter } from "./routers/admin";
import { auditRouter } from "./routers/audit";
import { broadcastsRouter } from "./routers/broadcasts";
import { checkoutRouter } from "./routers/checkout";
import { contactRouter } from "./routers/contact";
import { customersRouter } from "./routers/customers";
import { discountsRouter } from "./routers/discounts";
import { insightsRouter } from "./routers/insights";
import { jobsRouter } from "./routers/jobs";
import { newsletterRouter } from "./routers/newsletter";
import { ordersRouter } from "./routers/orders";
import { productsRouter } from "./routers/products";
import { settingsRouter } from "./routers/settings";
import { storageRouter } from "./routers/storage";
import { taxRouter } from "./routers/tax";
import { subscribersRouter } from "./routers/subscribers";
import { apiKeysRouter } from "./routers/api-keys";
import { webhooksRouter } from "./routers/webhooks";
import { reviewsRouter } from "./routers/reviews";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/** The API. */
export const appRouter = createTRPCRouter({
  admin: adminRouter,
  audit: auditRouter,
  broadcasts: broadcastsRouter,
  checkout: checkoutRouter,
  contact: contactRouter,
  customers: customersRouter,
  discounts: discountsRouter,
  insights: insightsRouter,
  jobs: jobsRouter,
  newsletter: newsletterRouter,
  orders: ordersRouter,
  settings: settingsRouter,
  storage: storageRouter,
  tax: taxRouter,
  apiKeys: apiKeysRouter,
  products: productsRouter,
  subscribers: subscribersRouter,
  webhooks: webhooksRouter,
  reviews: reviewsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(await createTRPCContext({ headers }))`. */
export const createCaller = createCallerFactory(appRouter);
