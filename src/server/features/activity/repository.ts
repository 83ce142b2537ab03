import { and, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rawQueryOf } from "../../db/raw-query";
import { activityLog, activityPruned, type ActivityRow } from "../../db/schema";

export type NewActivity = Omit<ActivityRow, "id" | "at">;

/**
 * One row in, and the wedding's oldest past `bound` out, in one statement: the log never holds more
 * than `bound` rows (two writers at once may leave one extra until the next write), and the newest
 * removed instant is kept so the reader can say so. One round trip rather than a transaction of four:
 * every write of the app pays it (docs/decisions/0047-activity-log.md, "Cost").
 */
const INSERT_AND_PRUNE = `
  with added as (
    insert into activity_log (wedding_id, author_kind, author_name, link_id, kind, record_id, summary)
    values ($1, $2, $3, $4, $5, $6, $7)
  ),
  gone as (
    -- The statement's snapshot does not see the row added above: keep bound - 1 of the others.
    delete from activity_log where id in (
      select id from activity_log where wedding_id = $1 order by at desc, id desc offset $8
    )
    returning at
  )
  insert into activity_pruned (wedding_id, pruned_before)
  select $1, max(at) from gone having count(*) > 0
  on conflict (wedding_id) do update set pruned_before = greatest(activity_pruned.pruned_before, excluded.pruned_before)`;

export async function insertActivity(db: Db, row: NewActivity, bound: number, forgetRecord?: string): Promise<void> {
  const raw = rawQueryOf(db);
  if (!raw) throw new Error("the activity log writes through the database's own handle, not a transaction's");
  if (forgetRecord) {
    // A guest erased their reply: the log keeps that something happened, not who or which.
    const about = and(eq(activityLog.weddingId, row.weddingId), eq(activityLog.recordId, forgetRecord));
    await db.transaction(async (tx) => {
      await tx
        .update(activityLog)
        .set({ authorName: row.authorName })
        .where(and(about, eq(activityLog.authorKind, "guest-form")));
      await tx.update(activityLog).set({ recordId: null }).where(about);
    });
  }
  await raw("activity_insert", INSERT_AND_PRUNE, [
    row.weddingId,
    row.authorKind,
    row.authorName,
    row.linkId,
    row.kind,
    row.recordId,
    row.summary,
    Math.max(bound - 1, 0),
  ]);
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
