import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** A write refused by a unique constraint (Prisma P2002): the row already exists. */
export function isUniqueViolation(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

// What the driver adapter reports when it cannot reach the server (Prisma's DriverAdapterError kinds).
const unreachableKinds = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);
// Prisma's own codes for the same: can't reach, timed out, closed the connection, pool timeout.
const unreachableCodes = new Set(["P1001", "P1002", "P1017", "P2024"]);
// node-postgres's messages when a connection drops or cannot be made (it throws plain Errors).
const unreachableMessage =
  /Connection terminated|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|timeout exceeded when trying to connect|Can't reach database server|the database system is (starting up|shutting down)/i;

/**
 * True when `error` (or one of its causes) says the database could not be reached, as opposed
 * to a query the database refused: the store is briefly unavailable (503), not broken (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Prisma.PrismaClientInitializationError) return true;
    if (e instanceof Prisma.PrismaClientKnownRequestError) {
      if (unreachableCodes.has(e.code)) return true;
      const kind = (e.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause?.kind;
      if (kind && unreachableKinds.has(kind)) return true;
    }
    if (e instanceof Error && unreachableMessage.test(e.message)) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|57P01|57P03)$/.test(code)) return true;
  }
  return false;
}
