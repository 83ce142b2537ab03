import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { EventTranslations } from "../../../contract/translations";
import type { Db } from "../../db/connect";
import { eventParties, events, type EventRow } from "../../db/schema";
import { isUuid } from "../../db/ids";

export type NewEvent = Omit<typeof events.$inferInsert, "weddingId" | "position" | "attendanceQuestionId">;
export type EventPatch = Partial<NewEvent>;

/** An event with the parties invited to it by name. */
export interface EventWithParties extends EventRow {
  partyIds: string[];
}

/** A wedding's extra events in order, each with its invited parties: two indexed reads. */
export async function listEvents(db: Db, weddingId: string): Promise<EventWithParties[]> {
  const rows = await db.select().from(events).where(eq(events.weddingId, weddingId)).orderBy(asc(events.position), asc(events.createdAt));
  if (!rows.length) return [];
  const links = await db
    .select()
    .from(eventParties)
    .where(
      inArray(
        eventParties.eventId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, partyIds: links.filter((link) => link.eventId === row.id).map((link) => link.partyId) }));
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** How many events the wedding has and the last one's place (in the caller's transaction, under the wedding's lock). */
export async function eventCount(db: Db, weddingId: string): Promise<{ n: number; last: number }> {
  const [stats] = await db
    .select({ n: count(), last: max(events.position) })
    .from(events)
    .where(eq(events.weddingId, weddingId));
  return { n: stats?.n ?? 0, last: stats?.last ?? 0 };
}

export async function insertEvent(db: Db, weddingId: string, values: NewEvent, position: number): Promise<EventRow> {
  const [event] = await db
    .insert(events)
    .values({ ...values, weddingId, position })
    .returning();
  return event!;
}

export async function setAttendanceQuestion(db: Db, id: string, questionId: string): Promise<EventRow> {
  const [linked] = await db.update(events).set({ attendanceQuestionId: questionId }).where(eq(events.id, id)).returning();
  return linked!;
}

export async function updateEvent(db: Db, id: string, patch: EventPatch): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

/** An event's translations after the wedding's languages changed (its attendance question's are the questions feature's to write). */
export async function setEventTranslations(db: Db, id: string, translations: EventTranslations): Promise<void> {
  await db.update(events).set({ translations }).where(eq(events.id, id));
}

/** Removes the event; its questions (and so its place in every count) go with it by cascade. */
export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** Positions 1..n in the given order; the caller checked that `ids` are exactly the wedding's events. */
export async function reorderEvents(db: Db, weddingId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(events)
        .set({ position: index + 1 })
        .where(and(eq(events.id, id), eq(events.weddingId, weddingId)));
    }
  });
}

/** Who is invited, replaced as a whole. */
export async function setAudience(db: Db, id: string, visibility: string, tags: string[], partyIds: string[]): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(events).set({ visibility, invitedTags: tags, updatedAt: new Date() }).where(eq(events.id, id)).returning();
    if (!row) return undefined;
    await tx.delete(eventParties).where(eq(eventParties.eventId, id));
    if (partyIds.length) await tx.insert(eventParties).values(partyIds.map((partyId) => ({ eventId: id, partyId })));
    return row;
  });
}
