import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** A write refused by a unique constraint (Prisma P2002): the row already exists. */
export function isUniqueViolation(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
