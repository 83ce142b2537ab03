import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Mark } from "../../../contract/rules/check-in";
import type { Db } from "../../db/connect";
import { checkIns } from "../../db/schema";

// The marks made at the door (db/schema.ts `check_ins`), the main event's: no extra event.

const mainEvent = (weddingId: string) => and(eq(checkIns.weddingId, weddingId), isNull(checkIns.extraEventId));

/**
 * Each person's latest mark, by the device's time then the mark's id (contract/rules/check-in.ts
 * says the same for the screen), from the index on (wedding, person, time).
 */
export async function latestMarks(db: Db, weddingId: string): Promise<Mark[]> {
  const rows = await db
    .selectDistinctOn([checkIns.personKey], { id: checkIns.id, personKey: checkIns.personKey, arrived: checkIns.arrived, markedAt: checkIns.markedAt })
    .from(checkIns)
    .where(mainEvent(weddingId))
    .orderBy(checkIns.personKey, desc(checkIns.markedAt), desc(checkIns.id));
  return rows.map((row) => ({ id: row.id, personKey: row.personKey, arrived: row.arrived, at: row.markedAt.toISOString() }));
}

export async function countMarks(tx: Db, weddingId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(checkIns).where(eq(checkIns.weddingId, weddingId));
  return Number(row?.n ?? 0);
}

/** Stores the marks not stored before (by id); returns how many were new. */
export async function insertMarks(tx: Db, weddingId: string, marks: readonly Mark[]): Promise<number> {
  const rows = await tx
    .insert(checkIns)
    .values(marks.map((mark) => ({ weddingId, id: mark.id, personKey: mark.personKey, arrived: mark.arrived, markedAt: new Date(mark.at) })))
    .onConflictDoNothing({ target: [checkIns.weddingId, checkIns.id] })
    .returning({ one: sql<number>`1` });
  return rows.length;
}
