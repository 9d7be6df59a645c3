// The second "app process" of tests/integration/orders-live-processes.test.ts: opens the given
// PostgreSQL database as the app does and buys a guide through the checkout router (an order
// row written by this process); prints the new order's id. Run with tsx --conditions=react-server.
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { setDatabaseForTests } from "@/server/db";
import { openDatabase } from "@/server/db/open";
import { checkoutForm } from "./factories";

const [url, email] = process.argv.slice(2);
const open = await openDatabase({ kind: "postgres", url: url!, poolSize: 2 });
setDatabaseForTests(open);
const caller = appRouter.createCaller(await createTRPCContext({ headers: new Headers({ "x-forwarded-for": "10.9.9.9" }) }));
const { sessionId } = await caller.checkout.createSession(checkoutForm({ email: email! }));
const order = await open.db.order.findFirstOrThrow({ where: { providerSessionId: sessionId }, select: { id: true } });
console.log(`order ${order.id}`);
await open.close();
