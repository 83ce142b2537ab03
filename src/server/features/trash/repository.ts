import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { TrashKind } from "../../../contract/trash";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { trashEntries, type TrashEntryRow } from "../../db/schema";

// The trash's rows (db/schema.ts trash_entries), written only here (docs/decisions/0049-trash.md).

export type NewTrashEntry = Pick<TrashEntryRow, "weddingId" | "kind" | "recordId" | "label" | "authorName" | "expiresAt" | "payload"> &
  Partial<Pick<TrashEntryRow, "deletedAt">>;

/**
 * One entry in, in the delete's transaction; past `bound` the wedding's oldest go, and its expired
 * ones with them; past `kindBound` the wedding's oldest of the entry's kind go too.
 */
export async function insertEntry(tx: Db, entry: NewTrashEntry, bound: number, kindBound?: number): Promise<void> {
  await tx.insert(trashEntries).values(entry);
  if (kindBound !== undefined) {
    await tx.execute(sql`delete from ${trashEntries} where ${trashEntries.weddingId} = ${entry.weddingId} and ${trashEntries.kind} = ${entry.kind}
      and ${trashEntries.id} not in (
        select ${trashEntries.id} from ${trashEntries} where ${trashEntries.weddingId} = ${entry.weddingId} and ${trashEntries.kind} = ${entry.kind}
        order by ${trashEntries.deletedAt} desc, ${trashEntries.id} desc limit ${kindBound})`);
  }
  await tx.execute(sql`delete from ${trashEntries} where ${trashEntries.weddingId} = ${entry.weddingId}
    and (${trashEntries.expiresAt} <= now() or ${trashEntries.id} not in (
      select ${trashEntries.id} from ${trashEntries} where ${trashEntries.weddingId} = ${entry.weddingId}
      order by ${trashEntries.deletedAt} desc, ${trashEntries.id} desc limit ${bound}))`);
}

/** The wedding's entries not yet expired, newest first: what, when, who and until when (never the payload). */
export function listEntries(db: Db, weddingId: string, bound: number) {
  return db
    .select({
      id: trashEntries.id,
      kind: trashEntries.kind,
      recordId: trashEntries.recordId,
      label: trashEntries.label,
      authorName: trashEntries.authorName,
      deletedAt: trashEntries.deletedAt,
      expiresAt: trashEntries.expiresAt,
    })
    .from(trashEntries)
    .where(and(eq(trashEntries.weddingId, weddingId), gt(trashEntries.expiresAt, sql`now()`)))
    .orderBy(desc(trashEntries.deletedAt), desc(trashEntries.id))
    .limit(bound);
}

/** Takes an entry out to restore it, in the restore's transaction: a second restore of it finds nothing. */
export async function takeEntry(tx: Db, weddingId: string, id: string): Promise<TrashEntryRow | undefined> {
  const [row] = await tx
    .delete(trashEntries)
    .where(and(eq(trashEntries.id, id), eq(trashEntries.weddingId, weddingId), gt(trashEntries.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** An entry's kind and payload, not taking it: what a restore reads before its transaction (a rule's people). */
export async function peekEntry(db: Db, weddingId: string, id: string): Promise<Pick<TrashEntryRow, "kind" | "payload"> | undefined> {
  const [row] = await db
    .select({ kind: trashEntries.kind, payload: trashEntries.payload })
    .from(trashEntries)
    .where(and(eq(trashEntries.id, id), eq(trashEntries.weddingId, weddingId), gt(trashEntries.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Every wedding's expired entries: the periodic sweep. Answers how many went. */
export async function deleteExpired(db: Db): Promise<number> {
  const rows = await db
    .delete(trashEntries)
    .where(lte(trashEntries.expiresAt, sql`now()`))
    .returning({ id: trashEntries.id });
  return rows.length;
}

/**
 * A guest erased their reply (docs/decisions/0046-take-it-or-erase-it.md): nothing of it stays in
 * the trash, neither an entry of it (the couple's delete) nor its id among a household's links.
 */
export async function forgetReply(tx: Db, weddingId: string, replyId: string): Promise<void> {
  await tx.delete(trashEntries).where(and(eq(trashEntries.weddingId, weddingId), eq(trashEntries.kind, "reply"), eq(trashEntries.recordId, replyId)));
  await tx.execute(sql`update ${trashEntries}
    set payload = jsonb_set(payload, '{links,responses.party_id}', (payload #> '{links,responses.party_id}') - ${replyId}::text)
    where ${trashEntries.weddingId} = ${weddingId} and payload #> '{links,responses.party_id}' ? ${replyId}::text`);
}

/** A reply's entry, for a guest erasing a reply the couple had deleted: its edit link's hash is in it. */
export async function findReplyEntry(db: Db, replyId: string): Promise<TrashEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(trashEntries)
    .where(and(eq(trashEntries.kind, "reply"), eq(trashEntries.recordId, replyId)))
    .limit(1);
  return row;
}

export async function deleteEntry(db: Db, weddingId: string, id: string): Promise<void> {
  await db.delete(trashEntries).where(and(eq(trashEntries.id, id), eq(trashEntries.weddingId, weddingId)));
}

/** An entry's kind, not taking it: the restore route's check of who may put back that kind. */
export async function entryKind(db: Db, weddingId: string, id: string): Promise<TrashKind | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ kind: trashEntries.kind })
    .from(trashEntries)
    .where(and(eq(trashEntries.id, id), eq(trashEntries.weddingId, weddingId)))
    .limit(1);
  return row?.kind as TrashKind | undefined;
}

/** The wedding's entries whose rows may name a reply's people (a household's or a reply's rules, an event, a table, a seating rule) and mention `text` (a reply's id): a guest's erase reads them. */
export function entriesMentioning(tx: Db, weddingId: string, text: string) {
  return tx
    .select({ id: trashEntries.id, kind: trashEntries.kind, payload: trashEntries.payload })
    .from(trashEntries)
    .where(
      and(
        eq(trashEntries.weddingId, weddingId),
        inArray(trashEntries.kind, ["party", "reply", "event", "table", "rule"]),
        sql`strpos(${trashEntries.payload}::text, ${text}) > 0`,
      ),
    )
    .for("update");
}

export async function setPayload(tx: Db, id: string, payload: Record<string, unknown>): Promise<void> {
  await tx.update(trashEntries).set({ payload }).where(eq(trashEntries.id, id));
}
