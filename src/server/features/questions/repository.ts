import { and, asc, count, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Question } from "../../../contract/question";
import { ZAnswerScope, ZQuestionAudience, ZQuestionRole, ZQuestionType } from "../../../contract/question";
import type { Db } from "../../db/connect";
import { events, questions, weddings, type QuestionRow } from "../../db/schema";
import { isUuid } from "../../db/ids";

/** An extra event's own attendance question (docs/decisions/0019-events.md): read with the row, so every answer carries the mark. */
// Written out with aliases: Drizzle leaves a single-table query's columns unqualified, which
// inside the subquery would read the event's own id.
const isEventAttendance = sql<boolean>`exists (select 1 from "events" as "e" where "e"."attendance_question_id" = "questions"."id")`;
/** Main-event questions first (docs/spec.md's order), then each extra event's in the events' order. */
const eventPosition = sql`coalesce((select "e"."position" from "events" as "e" where "e"."id" = "questions"."event_id"), 0)`;

export function toQuestion(row: QuestionRow, eventAttendance = false): Question {
  return {
    id: row.id,
    weddingId: row.weddingId,
    question: row.question,
    type: ZQuestionType.parse(row.type),
    options: row.options,
    required: row.required,
    order: String(row.position),
    answerScope: ZAnswerScope.parse(row.answerScope),
    audience: ZQuestionAudience.parse(row.audience),
    role: ZQuestionRole.nullable().catch(null).parse(row.role),
    translations: row.translations,
    // Only on an extra event's questions: a main-event question keeps docs/spec.md's shape.
    ...(row.eventId ? { eventId: row.eventId } : {}),
    ...(eventAttendance ? { eventAttendance: true as const } : {}),
  };
}

/**
 * The wedding's questions in form order. An extra event's questions come after the main
 * event's, event by event, and their `order` is their place in that whole list (the form sorts
 * by it); a wedding without events reads exactly as before.
 */
export async function listQuestions(db: Db, weddingId: string): Promise<Question[]> {
  const rows = await db
    .select({ row: questions, eventAttendance: isEventAttendance })
    .from(questions)
    .where(eq(questions.weddingId, weddingId))
    .orderBy(eventPosition, asc(questions.position), asc(questions.id));
  const mainLast = Math.max(0, ...rows.filter(({ row }) => !row.eventId).map(({ row }) => row.position));
  let next = mainLast;
  return rows.map(({ row, eventAttendance }) => {
    const question = toQuestion(row, eventAttendance);
    return row.eventId ? { ...question, order: String(++next) } : question;
  });
}

/** One question as every answer shows it (with its event attendance mark). */
export async function readQuestion(db: Db, id: string): Promise<Question | undefined> {
  const [found] = await db.select({ row: questions, eventAttendance: isEventAttendance }).from(questions).where(eq(questions.id, id)).limit(1);
  return found && toQuestion(found.row, found.eventAttendance);
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row;
}

export type NewQuestion = typeof questions.$inferInsert;

/**
 * Inserts unless the wedding already has `cap` questions (then undefined). Count and insert run
 * under the wedding's row lock, the same lock `replaceQuestions` takes, so parallel adds cannot
 * each see room for one more.
 */
export async function insertQuestionWithinCap(db: Db, cap: number, values: NewQuestion): Promise<Question | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, values.weddingId)).for("update");
    const [row] = await tx.select({ n: count() }).from(questions).where(eq(questions.weddingId, values.weddingId));
    if ((row?.n ?? 0) >= cap) return undefined;
    const [inserted] = await tx.insert(questions).values(values).returning();
    return toQuestion(inserted!);
  });
}

export async function updateQuestion(db: Db, id: string, patch: Partial<NewQuestion>): Promise<Question | undefined> {
  const [row] = await db.update(questions).set(patch).where(eq(questions.id, id)).returning({ id: questions.id });
  return row && readQuestion(db, row.id);
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  return rows.length > 0;
}

/**
 * Makes the wedding's main-event questions exactly `drafts`, in order, keeping the ids (and so
 * the answers) of kept ones. An extra event's questions are not part of this list: they are
 * edited with their event (docs/decisions/0019-events.md) and never touched here.
 */
export async function replaceQuestions(db: Db, weddingId: string, drafts: Array<Omit<NewQuestion, "weddingId" | "position">>): Promise<Question[]> {
  return db.transaction(async (tx) => {
    // Two saves at once (a double click, two tabs) would each delete the other's fresh rows
    // unseen and both insert: lock the wedding so replaces of one wedding run one at a time.
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
    const keptIds = drafts.map((draft) => draft.id).filter((id): id is string => typeof id === "string" && isUuid(id));
    const mainOfWedding = and(eq(questions.weddingId, weddingId), isNull(questions.eventId));
    await tx.delete(questions).where(keptIds.length ? and(mainOfWedding, notInArray(questions.id, keptIds)) : mainOfWedding);
    const existing = keptIds.length
      ? await tx
          .select({ id: questions.id })
          .from(questions)
          .where(and(mainOfWedding, inArray(questions.id, keptIds)))
      : [];
    const existingIds = new Set(existing.map((row) => row.id));
    for (const [index, draft] of drafts.entries()) {
      const values = { ...draft, weddingId, position: index + 1 };
      if (draft.id && existingIds.has(draft.id)) {
        await tx.update(questions).set(values).where(eq(questions.id, draft.id));
      } else {
        const { id: _ignored, ...fresh } = values;
        await tx.insert(questions).values(fresh);
      }
    }
    const rows = await tx.select().from(questions).where(mainOfWedding).orderBy(asc(questions.position));
    return rows.map((row) => toQuestion(row));
  });
}

/** Whether `eventId` is one of this wedding's extra events (a question added to it). */
export async function isEventOfWedding(db: Db, eventId: string, weddingId: string): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.weddingId, weddingId)))
    .limit(1);
  return Boolean(row);
}
