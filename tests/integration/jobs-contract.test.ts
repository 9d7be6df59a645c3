// The same contract for both adapters of the jobs port: the local engine (on an injected clock)
// and Inngest (events to a fake event API, the real functions run by tests/integration/inngest-runner.ts).
import { Inngest } from "inngest";
import { afterEach, describe, expect, it } from "vitest";
import { setJobQueue } from "@/server/jobs";
import { inngestFunctions, inngestJobQueue } from "@/server/jobs/inngest";
import { localJobQueue } from "@/server/jobs/local";
import { type JobQueue, JobQueueError } from "@/server/jobs/port";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, startCheckout } from "./factories";
import { callerFor, rejectionOf } from "./helpers";
import { makeTestEngine } from "./job-engine";
import { inngestRunner } from "./inngest-runner";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const { inngest: fake } = useFakeServers({ inngest: true });
afterEach(() => {
  setJobQueue(undefined);
  fake.state.failing = false;
});

type Harness = { queue: JobQueue; advance(ms: number): Promise<unknown>; broken(): JobQueue };
const harnesses: [string, () => Harness][] = [
  [
    "local",
    () => {
      const engine = makeTestEngine(db);
      const broken = localJobQueue({ db: () => Promise.reject(new Error("database unavailable")), workflows, steps: workflowSteps });
      return { queue: engine.queue, advance: (ms) => engine.advance(ms), broken: () => broken };
    },
  ],
  [
    "inngest",
    () => {
      const client = new Inngest({ id: "fertility-guides-store", eventKey: "test-event-key", baseUrl: fake.url, isDev: false });
      const queue = inngestJobQueue(client);
      setJobQueue(queue);
      const runner = inngestRunner(inngestFunctions(workflows, workflowSteps), fake.received);
      return {
        queue,
        advance: (ms) => runner.advance(ms),
        broken: () => {
          fake.state.failing = true;
          return queue;
        },
      };
    },
  ],
];

const MIN = 60_000;
let n = 0;
const address = (name: string) => `contract${++n}-${name}.${process.pid}@mail.fertility-buyers.org`;
const saveCart = async (email: string) =>
  (await callerFor()).checkout.saveCart({ email, firstName: "Ana", product: "fertility", countryCode: "US", marketingOptIn: true });
const sentTo = (email: string, template: string) => db().emailOutbox.count({ where: { to: email, template, status: "sent" } });

describe.each(harnesses)("jobs port contract: %s", (name, harness) => {
  it("a saved cart is reminded once, 5 minutes after its last save", async () => {
    const h = harness();
    expect(h.queue.name).toBe(name);
    const email = address(name);
    await saveCart(email);
    await h.advance(3 * MIN);
    await saveCart(email); // the wait restarts
    await h.advance(4 * MIN + 59_000);
    expect(await sentTo(email, "abandoned-cart-reminder")).toBe(0);
    await h.advance(1000);
    expect(await sentTo(email, "abandoned-cart-reminder")).toBe(1);
    await h.advance(60 * MIN);
    expect(await sentTo(email, "abandoned-cart-reminder")).toBe(1);
  });

  it("checkout started cancels the reminder", async () => {
    const h = harness();
    const email = address(name);
    await saveCart(email);
    await h.advance(MIN);
    await startCheckout({ email, product: "fertility" });
    await h.advance(10 * MIN);
    expect(await sentTo(email, "abandoned-cart-reminder")).toBe(0);
  });

  it("order completed sends the receipt once, even when the event comes twice", async () => {
    const h = harness();
    const email = address(name);
    const { orderId, sessionId } = await completedOrder({ email });
    await (await callerFor()).orders.verify({ sessionId }); // the thank-you page again: a second "order completed"
    await h.advance(0);
    await h.queue.emit("order/completed", { orderId, cartId: null });
    await h.advance(0);
    expect(await sentTo(email, "order-confirmation")).toBe(1);
  });

  it("contact, newsletter and checklist e-mails are delivered once per message or address", async () => {
    const h = harness();
    const email = address(name);
    const { id } = await (await callerFor()).contact.send({ name: "Jane Doe", email, message: "Is the guide a PDF?" });
    await (await callerFor()).newsletter.subscribe({ email });
    await (await callerFor()).newsletter.subscribe({ email });
    await (await callerFor()).newsletter.claimLeadMagnet({ email });
    await h.queue.emit("lead-magnet/claimed", { email });
    await h.advance(0);
    expect(await db().emailOutbox.count({ where: { idempotencyKey: `contact:${id}`, status: "sent" } })).toBe(1);
    expect(await sentTo(email, "newsletter-confirmation")).toBe(1);
    expect(await sentTo(email, "lead-magnet-delivery")).toBe(1);
  });

  it("refuses invalid event data, and rejects with JobQueueError when the engine cannot take an event", async () => {
    const h = harness();
    expect(await rejectionOf(h.queue.emit("cart/saved", { cartId: "", savedAt: "yesterday" }))).toBeInstanceOf(JobQueueError);
    const error = await rejectionOf(h.broken().emit("contact/received", { messageId: "m1" }));
    expect(error).toBeInstanceOf(JobQueueError);
  }, 20_000); // the Inngest SDK retries a failing send 5 times with back-off
});

describe("inngest adapter", () => {
  it("posts the event to Inngest's event API with the event key", async () => {
    const before = fake.received.length;
    const queue = inngestJobQueue(new Inngest({ id: "fertility-guides-store", eventKey: "key-123", baseUrl: fake.url, isDev: false }));
    await queue.emit("checkout/started", { cartId: "cart_1" });
    expect(fake.received.slice(before)).toEqual([{ key: "key-123", name: "checkout/started", data: { cartId: "cart_1" } }]);
  });
});
