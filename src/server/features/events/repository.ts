import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import type { EventTranslations, QuestionTranslations } from "../../../contract/translations";
import type { Db } from "../../db/connect";
import { eventParties, events, parties, questions, weddings, type EventRow } from "../../db/schema";
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

/**
 * Adds an event and its attendance question in one transaction, unless the wedding already has
 * `cap` events or `questionCap` questions (then the reason). Counted under the wedding's row
 * lock, the lock the questions take, so parallel adds cannot both see room for one more.
 */
export async function insertEventWithQuestion(
  db: Db,
  weddingId: string,
  caps: { events: number; questions: number },
  values: NewEvent,
  question: { question: string; options: string[]; translations: QuestionTranslations },
): Promise<EventRow | "too_many_events" | "too_many_questions"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
    const [stats] = await tx
      .select({ n: count(), last: max(events.position) })
      .from(events)
      .where(eq(events.weddingId, weddingId));
    if ((stats?.n ?? 0) >= caps.events) return "too_many_events";
    const [asked] = await tx.select({ n: count() }).from(questions).where(eq(questions.weddingId, weddingId));
    if ((asked?.n ?? 0) >= caps.questions) return "too_many_questions";
    const [event] = await tx
      .insert(events)
      .values({ ...values, weddingId, position: (stats?.last ?? 0) + 1 })
      .returning();
    const [attendance] = await tx
      .insert(questions)
      .values({
        weddingId,
        eventId: event!.id,
        question: question.question,
        type: "radio",
        options: question.options,
        translations: question.translations,
        required: true,
        answerScope: "individual",
        audience: "everyone",
        // Before the event's other questions, which start at 1.
        position: 0,
      })
      .returning({ id: questions.id });
    const [linked] = await tx.update(events).set({ attendanceQuestionId: attendance!.id }).where(eq(events.id, event!.id)).returning();
    return linked!;
  });
}

export async function updateEvent(
  db: Db,
  id: string,
  patch: EventPatch,
  attendance?: { question: string; translations: QuestionTranslations },
): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    // The question follows the event's new name in every language; the options stay (answers hold them).
    if (row?.attendanceQuestionId && attendance) {
      const [current] = await tx.select({ translations: questions.translations }).from(questions).where(eq(questions.id, row.attendanceQuestionId));
      const kept: QuestionTranslations = { ...current?.translations };
      for (const [locale, text] of Object.entries(attendance.translations) as [keyof QuestionTranslations, { question?: string }][]) {
        kept[locale] = { ...kept[locale], question: text.question };
      }
      await tx.update(questions).set({ question: attendance.question, translations: kept }).where(eq(questions.id, row.attendanceQuestionId));
    }
    return row;
  });
}

/**
 * An event's translations, and its attendance question's (for the offered languages; the question's
 * own text and options stay), after the wedding's languages changed.
 */
export async function setEventLanguages(db: Db, event: EventRow, translations: EventTranslations, attendance: QuestionTranslations): Promise<void> {
  await db.update(events).set({ translations }).where(eq(events.id, event.id));
  if (event.attendanceQuestionId) await db.update(questions).set({ translations: attendance }).where(eq(questions.id, event.attendanceQuestionId));
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
export async function setInvitation(db: Db, id: string, visibility: string, tags: string[], partyIds: string[]): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(events).set({ visibility, invitedTags: tags, updatedAt: new Date() }).where(eq(events.id, id)).returning();
    if (!row) return undefined;
    await tx.delete(eventParties).where(eq(eventParties.eventId, id));
    if (partyIds.length) await tx.insert(eventParties).values(partyIds.map((partyId) => ({ eventId: id, partyId })));
    return row;
  });
}

/** The ids among `ids` that are this wedding's parties. */
export async function partiesOfWedding(db: Db, weddingId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.weddingId, weddingId), inArray(parties.id, valid)));
  return new Set(rows.map((row) => row.id));
}
