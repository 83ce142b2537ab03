import { and, asc, count, eq, inArray, notInArray } from "drizzle-orm";
import type { Question } from "../../../contract/question";
import { ZAnswerScope, ZQuestionAudience, ZQuestionRole, ZQuestionType } from "../../../contract/question";
import type { Db } from "../../db/connect";
import { questions, weddings, type QuestionRow } from "../../db/schema";
import { isUuid } from "../../db/ids";

export function toQuestion(row: QuestionRow): Question {
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
  };
}

export async function listQuestions(db: Db, weddingId: string): Promise<Question[]> {
  const rows = await db.select().from(questions).where(eq(questions.weddingId, weddingId)).orderBy(asc(questions.position), asc(questions.id));
  return rows.map(toQuestion);
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
  const [row] = await db.update(questions).set(patch).where(eq(questions.id, id)).returning();
  return row && toQuestion(row);
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  return rows.length > 0;
}

/** Makes the wedding's questions exactly `drafts`, in order, keeping the ids (and so the answers) of kept ones. */
export async function replaceQuestions(db: Db, weddingId: string, drafts: Array<Omit<NewQuestion, "weddingId" | "position">>): Promise<Question[]> {
  return db.transaction(async (tx) => {
    // Two saves at once (a double click, two tabs) would each delete the other's fresh rows
    // unseen and both insert: lock the wedding so replaces of one wedding run one at a time.
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
    const keptIds = drafts.map((draft) => draft.id).filter((id): id is string => typeof id === "string" && isUuid(id));
    await tx
      .delete(questions)
      .where(keptIds.length ? and(eq(questions.weddingId, weddingId), notInArray(questions.id, keptIds)) : eq(questions.weddingId, weddingId));
    const existing = keptIds.length
      ? await tx
          .select({ id: questions.id })
          .from(questions)
          .where(and(eq(questions.weddingId, weddingId), inArray(questions.id, keptIds)))
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
    const rows = await tx.select().from(questions).where(eq(questions.weddingId, weddingId)).orderBy(asc(questions.position));
    return rows.map(toQuestion);
  });
}
