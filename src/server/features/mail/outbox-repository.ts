import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { outboxMessages, type OutboxRow } from "../../db/schema";

export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertMessages(db: Db, rows: NewOutboxRow[]): Promise<OutboxRow[]> {
  if (!rows.length) return [];
  return db.insert(outboxMessages).values(rows).returning();
}

/**
 * Claims up to `limit` due messages for this worker: queued ones whose time has come, and
 * claims whose lease ran out (an instance that died mid-send). SKIP LOCKED lets several
 * instances claim at once without waiting on or taking each other's rows; the lease is written
 * to `next_attempt_at` too, so the one partial index answers both (docs/decisions/0013).
 * Counting the attempt at the claim means a message that crashes its sender still runs out of tries.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const lease = sql`now() + ${leaseMs} * interval '1 millisecond'`;
  return db
    .update(outboxMessages)
    .set({ status: "sending", attempts: sql`${outboxMessages.attempts} + 1`, claimedUntil: lease, nextAttemptAt: lease })
    .where(
      sql`${outboxMessages.id} in (
        select ${outboxMessages.id} from ${outboxMessages}
        where ${outboxMessages.status} in ('queued', 'sending') and ${outboxMessages.nextAttemptAt} <= now()
        order by ${outboxMessages.nextAttemptAt}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/** Only a row this worker still holds is changed: a claim lost to an expired lease is the other worker's now. */
const held = (id: string) => and(eq(outboxMessages.id, id), eq(outboxMessages.status, "sending"));

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(held(id));
}

/** Back in the queue, due at `at`: a temporary failure (with its reason) or a throttle's deferral (which gives the attempt back). */
export async function markRetry(db: Db, id: string, at: Date, reason: string | null, countAttempt = true): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: "queued",
      nextAttemptAt: at,
      claimedUntil: null,
      ...(reason !== null ? { lastError: reason } : {}),
      ...(countAttempt ? {} : { attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)` }),
    })
    .where(held(id));
}

export async function markFailed(db: Db, id: string, reason: string): Promise<void> {
  await db.update(outboxMessages).set({ status: "failed", claimedUntil: null, lastError: reason }).where(held(id));
}

/** A wedding's messages, newest first, in keyset pages on (created_at, id). */
export async function pageByWedding(db: Db, weddingId: string, before: { createdAt: Date; id: string } | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      before
        ? and(
            eq(outboxMessages.weddingId, weddingId),
            sql`(${outboxMessages.createdAt}, ${outboxMessages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`,
          )
        : eq(outboxMessages.weddingId, weddingId),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

export async function findMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}

/** A failed message goes back to the queue with its tries reset; anything else is left as it is (undefined). */
export async function retryFailed(db: Db, weddingId: string, id: string): Promise<OutboxRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.weddingId, weddingId), eq(outboxMessages.status, "failed")))
    .returning();
  return row;
}

/** How many messages wait to be delivered (all weddings): the worker's health, and tests' "drained". */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(sql`${outboxMessages.status} in ('queued', 'sending')`);
  return row?.n ?? 0;
}
