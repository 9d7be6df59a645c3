import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

/**
 * Prisma driver adapter over one PGlite instance, with the two bugs of
 * pglite-prisma-adapter@0.6.1 worked around (notes/database.md, trap 3):
 * multi-statement scripts go through `exec`, and `executeScript` is awaited.
 */
export function pgliteAdapterFactory(pglite: PGlite) {
  const factory = new PrismaPGlite(pglite);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      const results = await pglite.exec(query.sql);
      return results.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
    };
    adapter.executeScript = async (script) => {
      await pglite.exec(script);
    };
    return adapter;
  };
  return factory;
}

/**
 * PGlite arms a recurring WASM timer that keeps Node alive after the work is done
 * (notes/database.md, trap 4). Unref only those timers, once per process.
 */
export function unrefPGliteTimers() {
  const g = globalThis as { __pgliteTimersUnref?: boolean };
  if (g.__pgliteTimersUnref) return;
  g.__pgliteTimersUnref = true;
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    const timer = original(fn, ms, ...args);
    if ((ms ?? 0) >= 1000 && new Error().stack?.includes("setitimer")) timer.unref?.();
    return timer;
  }) as typeof setTimeout;
}
