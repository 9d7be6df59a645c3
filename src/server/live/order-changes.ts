import "server-only";
import { randomUUID } from "node:crypto";
import { getOpenDatabase } from "@/server/db";

/** The channel the order table's trigger NOTIFYs (prisma/migrations/*_order_change_notifications). */
export const ORDER_CHANGES_CHANNEL = "order_changes";

/**
 * One change the dashboard hears of: an order inserted, updated or deleted (by any process), or
 * "resync" when notifications may have been missed (the database connection came back, or a
 * client reconnected) and the listing must be read again.
 */
export type OrderChange = { id: string; op: "insert" | "update" | "delete" | "resync"; orderId: string | null };

type Subscriber = (change: OrderChange) => void;

type Hub = { subscribers: Set<Subscriber>; stop?: Promise<() => Promise<void>>; seq: number; boot: string };
const g = globalThis as { __orderChanges?: Hub };
const hub = (): Hub => (g.__orderChanges ??= { subscribers: new Set(), seq: 0, boot: randomUUID().slice(0, 8) });

/** A change's id: this process's boot id and a counter (tRPC hands the last one back on reconnect). */
export function nextChangeId() {
  const h = hub();
  return `${h.boot}-${++h.seq}`;
}

function publish(op: OrderChange["op"], orderId: string | null) {
  const change = { id: nextChangeId(), op, orderId };
  for (const subscriber of hub().subscribers) subscriber(change);
}

/** Parses the trigger's payload, `<op>:<order id>`. */
export function parseNotification(payload: string): Pick<OrderChange, "op" | "orderId"> | null {
  const [op, orderId] = payload.split(":", 2);
  return (op === "insert" || op === "update" || op === "delete") && orderId ? { op, orderId } : null;
}

/**
 * Listens for order changes while anyone is subscribed: one LISTEN per process (PostgreSQL) or
 * PGlite's in-process notifications, fanned out to every open dashboard. Returns the unsubscribe.
 */
export async function subscribeOrderChanges(subscriber: Subscriber): Promise<() => void> {
  const h = hub();
  h.subscribers.add(subscriber);
  if (!h.stop) {
    h.stop = getOpenDatabase().then((database) => {
      if (!database.listen) throw new Error("live orders: this database cannot LISTEN");
      return database.listen(ORDER_CHANGES_CHANNEL, {
        onNotify: (payload) => {
          const change = parseNotification(payload);
          if (change) publish(change.op, change.orderId);
        },
        onReconnect: () => publish("resync", null),
      });
    });
    h.stop.catch(() => (h.stop = undefined)); // the next subscriber tries again
  }
  await h.stop;
  return () => {
    h.subscribers.delete(subscriber);
    if (h.subscribers.size === 0 && h.stop) {
      const stop = h.stop;
      h.stop = undefined;
      void stop.then((fn) => fn()).catch(() => {});
    }
  };
}

/** More changes than this waiting for one client are sent as one "resync" (a bulk import, a slow client). */
const MAX_QUEUED = 20;

/**
 * The changes one dashboard receives until `signal` aborts. It opens with a "resync": whether this
 * is the first connection or a reconnect after a drop, the client re-reads the listing, so nothing
 * written while it was away is missed (NOTIFY keeps no history to replay).
 */
export async function* orderChangeStream(signal: AbortSignal | undefined): AsyncGenerator<OrderChange> {
  let queue: OrderChange[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = await subscribeOrderChanges((change) => {
    queue.push(change);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    yield { id: nextChangeId(), op: "resync", orderId: null };
    while (!signal?.aborted) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const batch = queue.length > MAX_QUEUED ? [{ id: nextChangeId(), op: "resync" as const, orderId: null }] : queue;
      queue = [];
      for (const change of batch) if (!signal?.aborted) yield change;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    unsubscribe();
  }
}
