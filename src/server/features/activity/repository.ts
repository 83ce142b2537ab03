import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { activityLog, activityPruned, type ActivityRow } from "../../db/schema";

export type NewActivity = Omit<ActivityRow, "id" | "at">;

/**
 * One row, and the wedding's oldest past `bound` removed in the same transaction, so the log never
 * holds more than `bound` rows; the newest removed instant is kept so the reader can say so.
 */
export async function insertActivity(db: Db, row: NewActivity, bound: number, forgetRecord?: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (forgetRecord) {
      // A guest erased their reply: the log keeps that something happened, not who or which.
      const about = and(eq(activityLog.weddingId, row.weddingId), eq(activityLog.recordId, forgetRecord));
      await tx
        .update(activityLog)
        .set({ authorName: row.authorName })
        .where(and(about, eq(activityLog.authorKind, "guest-form")));
      await tx.update(activityLog).set({ recordId: null }).where(about);
    }
    await tx.insert(activityLog).values(row);
    const older = tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(eq(activityLog.weddingId, row.weddingId))
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .offset(bound);
    const gone = await tx.delete(activityLog).where(inArray(activityLog.id, older)).returning({ at: activityLog.at });
    if (gone.length === 0) return;
    const prunedBefore = new Date(Math.max(...gone.map((entry) => entry.at.getTime())));
    await tx
      .insert(activityPruned)
      .values({ weddingId: row.weddingId, prunedBefore })
      .onConflictDoUpdate({ target: activityPruned.weddingId, set: { prunedBefore: sql`greatest(${activityPruned.prunedBefore}, excluded.pruned_before)` } });
  });
}

export interface ActivityFilter {
  author?: { kinds: ActivityRow["authorKind"][] } | { linkId: string };
  kind?: string;
  before?: { at: Date; id: string };
}

/** Newest first, keyset-paged on (at, id). */
export async function pageActivity(db: Db, weddingId: string, filter: ActivityFilter, limit: number): Promise<ActivityRow[]> {
  const where: (SQL | undefined)[] = [eq(activityLog.weddingId, weddingId)];
  if (filter.author && "kinds" in filter.author) where.push(inArray(activityLog.authorKind, filter.author.kinds));
  if (filter.author && "linkId" in filter.author) where.push(eq(activityLog.linkId, filter.author.linkId));
  if (filter.kind) where.push(eq(activityLog.kind, filter.kind));
  if (filter.before) {
    const { at, id } = filter.before;
    where.push(or(lt(activityLog.at, at), and(eq(activityLog.at, at), lt(activityLog.id, id))));
  }
  return db
    .select()
    .from(activityLog)
    .where(and(...where))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(limit);
}

export async function wasPruned(db: Db, weddingId: string): Promise<boolean> {
  const rows = await db.select({ weddingId: activityPruned.weddingId }).from(activityPruned).where(eq(activityPruned.weddingId, weddingId));
  return rows.length > 0;
}
