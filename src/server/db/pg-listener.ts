import "server-only";
import pg from "pg";
import { parse } from "pg-connection-string";

export type Listener = {
  /** Each notification's payload. */
  onNotify: (payload: string) => void;
  /** The connection came back after a drop: notifications in between are lost, so re-read. */
  onReconnect: () => void;
};

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on PostgreSQL: a dedicated connection (a pooled one would be handed to other queries and
 * lose the LISTEN), reconnected with back-off after a drop. Notifications arrive only on commit
 * and are not replayed, hence `onReconnect`. Returns a function that stops listening.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  const { connectionString: _ignored, ...fields } = parse(url) as Record<string, unknown>;
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ ...(fields as pg.ClientConfig), connectionTimeoutMillis: 10_000, keepAlive: true });
    next.on("notification", (msg) => {
      if (msg.channel === channel) listener.onNotify(msg.payload ?? "");
    });
    next.on("error", () => retry(next));
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    } catch (error) {
      retry(next);
      if (!isReconnect) throw error;
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    client = next;
    attempt = 0;
    if (isReconnect) listener.onReconnect();
  };

  function retry(failed: pg.Client) {
    if (stopped || (client && client !== failed) || timer) return;
    client = undefined;
    failed.removeAllListeners("end");
    failed.on("error", () => {}); // a dead client may still report its socket's end
    void failed.end().catch(() => {});
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
  }

  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = undefined;
    c?.removeAllListeners("end");
    await c?.end().catch(() => {});
  };
}
