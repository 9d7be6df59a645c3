import "server-only";
import { randomBytes } from "node:crypto";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { getFileStore } from "@/server/files";
import { stampPdf, stampText } from "@/server/stamping/stamp-pdf";
import { recordAudit } from "@/server/audit";

/** The website_settings row that turns stamping off ("off"); any other value or none: on. */
export const STAMPING_SETTING = "stamp_downloads";

/** How long one request may hold a grant's stamping before another takes it over (it crashed). */
const LEASE_MS = 60_000;
/** How long a request waits for another's stamping before it stamps a copy for itself (unstored). */
const WAIT_MS = 30_000;
const POLL_MS = 100;

export async function stampingEnabled(db: Pick<Db, "websiteSetting">) {
  const row = await db.websiteSetting.findUnique({ where: { key: STAMPING_SETTING } });
  return row?.value !== "off";
}

/** `settings.setStamping`: turns stamping on or off, audited when it changes. */
export async function setStamping(db: Db, actor: Viewer, enabled: boolean) {
  const value = enabled ? "on" : "off";
  return db.$transaction(async (tx) => {
    const before = await stampingEnabled(tx);
    if (before === enabled) return { enabled, changed: false };
    await tx.websiteSetting.upsert({ where: { key: STAMPING_SETTING }, create: { key: STAMPING_SETTING, value }, update: { value } });
    await recordAudit(tx, actor, "stamping.updated", STAMPING_SETTING, { from: before ? "on" : "off", to: value });
    return { enabled, changed: true };
  });
}

/** What stamping needs of a grant: the grant, its order's buyer, and the file it delivers. */
export type StampableGrant = {
  id: string;
  stampedKey: string | null;
  /** The edition the stored stamped copy was made from (null: the file from before editions). */
  stampedEditionId: string | null;
  order: { id: string; email: string };
};
export type DeliveredFile = { key: string; contentType: string };

const isPdf = (file: DeliveredFile) => file.contentType === "application/pdf" || file.key.toLowerCase().endsWith(".pdf");

// One stamping per grant at a time in this process: parallel first downloads share it.
const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

/**
 * The bytes a buyer downloads for a grant. A PDF, with stamping on, carries "Licensed to {email}
 * · order {short id}" on every page: stamped once per grant, kept in the file store
 * (`stamped/<grant>-<random>.pdf`, its key on the grant), read back on every later download (as
 * fast as the original). Anything else — stamping off, a .docx guide — is the stored file.
 *
 * Concurrency (docs/discounts-and-stamping.md#concurrency): the first downloads of one grant,
 * in one process or several, stamp once. A request takes the grant's stamping lease (a
 * conditional UPDATE on `stampingSince`, so only one wins); the others wait for `stampedKey` to be
 * set. The winner stores the file under a fresh key and only then records it, so no request reads
 * a half-written file or a key without bytes. A lease older than a minute (its holder died) is
 * taken over; a request that waits too long stamps a copy for itself without storing it.
 */
export async function deliveredBytes(
  db: Db,
  grant: StampableGrant,
  file: DeliveredFile,
  editionId: string | null = null,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const store = getFileStore();
  if (!isPdf(file) || !(await stampingEnabled(db))) return store.get(file.key);
  // A stamped copy is of one edition: another edition served is stamped anew (and replaces it).
  if (grant.stampedKey && grant.stampedEditionId === editionId) {
    const stamped = await store.get(grant.stampedKey);
    if (stamped) return stamped;
  }
  const flightKey = `${grant.id}:${editionId ?? ""}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const work = stampOnce(db, grant, file, editionId)
    .catch(async (error: unknown) => {
      // An encrypted or damaged PDF cannot be stamped: the buyer still gets the guide they paid for.
      console.warn(`download: could not stamp ${file.key} for grant ${grant.id}, delivering it unstamped: ${(error as Error).message}`);
      return store.get(file.key);
    })
    .finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, work);
  return work;
}

async function stampOnce(db: Db, grant: StampableGrant, file: DeliveredFile, editionId: string | null) {
  const store = getFileStore();
  // A key whose bytes are gone (deleted by hand), or a copy of another edition: stamp again.
  const stale = grant.stampedKey;
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const now = new Date();
    const lease = await db.downloadGrant.updateMany({
      where: {
        id: grant.id,
        stampedKey: stale,
        OR: [{ stampingSince: null }, { stampingSince: { lt: new Date(now.getTime() - LEASE_MS) } }],
      },
      data: { stampingSince: now },
    });
    if (lease.count === 1) {
      try {
        const original = await store.get(file.key);
        if (!original) return null;
        const stamped = await stampPdf(original, stampText(grant.order.email, grant.order.id));
        const key = `stamped/${grant.id}-${randomBytes(4).toString("hex")}.pdf`;
        await store.put(key, stamped);
        await db.downloadGrant.update({
          where: { id: grant.id },
          data: { stampedKey: key, stampedSize: stamped.byteLength, stampedEditionId: editionId, stampingSince: null },
        });
        if (stale) await store.remove(stale).catch(() => undefined);
        return new Uint8Array(stamped) as Uint8Array<ArrayBuffer>;
      } catch (error) {
        await db.downloadGrant
          .updateMany({ where: { id: grant.id, stampingSince: now }, data: { stampingSince: null } })
          .catch(() => undefined);
        throw error;
      }
    }
    // Another request holds the lease, or has just finished: use its file once it is recorded.
    const current = await db.downloadGrant.findUnique({ where: { id: grant.id }, select: { stampedKey: true, stampedEditionId: true } });
    if (current?.stampedKey && current.stampedKey !== stale && current.stampedEditionId === editionId) {
      const stamped = await store.get(current.stampedKey);
      if (stamped) return stamped;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  console.warn(`download: stamping of grant ${grant.id} still held by another request after ${WAIT_MS / 1000} s; serving an unstored copy`);
  const original = await store.get(file.key);
  return original && (new Uint8Array(await stampPdf(original, stampText(grant.order.email, grant.order.id))) as Uint8Array<ArrayBuffer>);
}
