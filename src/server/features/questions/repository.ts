import { and, asc, count, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Question } from "../../../contract/question";
import type { QuestionTranslations } from "../../../contract/translations";
import { ZAnswerScope, ZQuestionAudience, ZQuestionRole, ZQuestionType } from "../../../contract/question";
import type { Db } from "../../db/connect";
import { questions, type QuestionRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { isUuid } from "../../db/ids";
import { eventPositionOf, isEventAttendanceQuestion } from "../events";

/** An extra event's own attendance question (docs/decisions/0019-events.md): read with the row, so every answer carries the mark. */
const isEventAttendance = isEventAttendanceQuestion(sql`"questions"."id"`);
/** Main-event questions first (docs/spec.md's order), then each extra event's in the events' order. */
const eventPosition = eventPositionOf(sql`"questions"."event_id"`);

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
    await lockWedding(tx, values.weddingId);
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
 * the answers) of kept ones; those left out go through `remove`. An extra event's questions are not part of this list: they are
 * edited with their event (docs/decisions/0019-events.md) and never touched here.
 */
export async function replaceQuestions(
  db: Db,
  weddingId: string,
  remove: (tx: Db, ids: string[]) => Promise<void>,
  drafts: Array<Omit<NewQuestion, "weddingId" | "position">>,
): Promise<Question[]> {
  return db.transaction(async (tx) => {
    // Two saves at once (a double click, two tabs) would each delete the other's fresh rows
    // unseen and both insert: lock the wedding so replaces of one wedding run one at a time.
    await lockWedding(tx, weddingId);
    const keptIds = drafts.map((draft) => draft.id).filter((id): id is string => typeof id === "string" && isUuid(id));
    const mainOfWedding = and(eq(questions.weddingId, weddingId), isNull(questions.eventId));
    // Those left out go through `remove` (the trash's delete, one entry each), then nothing else may be left.
    const removed = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(keptIds.length ? and(mainOfWedding, notInArray(questions.id, keptIds)) : mainOfWedding);
    await remove(
      tx,
      removed.map((row) => row.id),
    );
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

/**
 * Keeps only the question translations of `translated` languages (the offered ones but the
 * invitation's own): a language the couple stops offering loses its texts everywhere
 * (decision 0018). Run with the wedding's own update, in one transaction.
 */
export async function keepQuestionTranslations(db: Db, weddingId: string, translated: readonly string[]): Promise<void> {
  await db
    .update(questions)
    .set({
      translations: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${questions.translations}) where key = any(${sql.param([...translated])}::text[]))`,
    })
    .where(eq(questions.weddingId, weddingId));
}

/** How many questions a wedding has, every event's included (counted under the caller's wedding row lock). */
export async function countQuestions(db: Db, weddingId: string): Promise<number> {
  const [asked] = await db.select({ n: count() }).from(questions).where(eq(questions.weddingId, weddingId));
  return asked?.n ?? 0;
}

/**
 * An extra event's attendance question (docs/decisions/0019-events.md), added with its event in
 * the caller's transaction (features/events): asked of each person, before the event's other
 * questions, which start at 1. Answers its id.
 */
export async function insertEventAttendanceQuestion(
  db: Db,
  weddingId: string,
  eventId: string,
  question: { question: string; options: string[]; translations: QuestionTranslations },
): Promise<string> {
  const [attendance] = await db
    .insert(questions)
    .values({
      weddingId,
      eventId,
      question: question.question,
      type: "radio",
      options: question.options,
      translations: question.translations,
      required: true,
      answerScope: "individual",
      audience: "everyone",
      position: 0,
    })
    .returning({ id: questions.id });
  return attendance!.id;
}

/** The attendance question follows its event's new name in every language; its options stay (answers hold them). */
export async function renameEventAttendanceQuestion(
  db: Db,
  questionId: string,
  attendance: { question: string; translations: QuestionTranslations },
): Promise<void> {
  const [current] = await db.select({ translations: questions.translations }).from(questions).where(eq(questions.id, questionId));
  const kept: QuestionTranslations = { ...current?.translations };
  for (const [locale, text] of Object.entries(attendance.translations) as [keyof QuestionTranslations, { question?: string }][]) {
    kept[locale] = { ...kept[locale], question: text.question };
  }
  await db.update(questions).set({ question: attendance.question, translations: kept }).where(eq(questions.id, questionId));
}

/** Extra events' attendance questions asked in the wedding's offered languages after they changed (features/events' followWeddingLanguages says in what words). */
export async function setAttendanceTranslations(db: Db, attendance: readonly { questionId: string; translations: QuestionTranslations }[]): Promise<void> {
  for (const { questionId, translations } of attendance) await db.update(questions).set({ translations }).where(eq(questions.id, questionId));
}
