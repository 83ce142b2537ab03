import type { z } from "zod";
import type { Actor } from "../../../contract/access";
import type { Question, ZQuestionCreate, ZQuestionSet, ZQuestionUpdate } from "../../../contract/question";
import { MAX_QUESTIONS } from "../../../contract/limits";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import type { WeddingRow } from "../../db/schema";
import { isEventOfWedding } from "../events";
import { announceWeddingChange, findWedding } from "../weddings";
import { guardEventAttendance } from "./attendance-rule";
import * as repo from "./repository";
import { checkQuestionTranslations, keepAlignedTranslations } from "./translations";

/** Options only mean something for a choice question. */
function normaliseOptions(type: string, options: string[] | undefined): string[] {
  return type === "radio" ? (options ?? []) : [];
}

export async function createQuestion(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZQuestionCreate>): Promise<Question> {
  if (input.eventId && !(await isEventOfWedding(ctx, input.eventId, wedding.id))) {
    throw new AppError("validation_failed", "eventId: Not an event of this wedding", { eventId: "Not an event of this wedding" });
  }
  const options = normaliseOptions(input.type, input.options);
  const question = await repo.insertQuestionWithinCap(ctx.db, MAX_QUESTIONS, {
    eventId: input.eventId ?? null,
    weddingId: wedding.id,
    question: input.question,
    type: input.type,
    options,
    role: input.role ?? null,
    translations: checkQuestionTranslations(wedding, options, input.translations ?? {}),
    required: input.required,
    answerScope: input.answerScope,
    audience: input.audience,
    position: Number(input.order),
  });
  if (!question) throw new AppError("conflict", `A wedding can have at most ${MAX_QUESTIONS} questions. Remove one before adding another.`);
  await announceWeddingChange(ctx, wedding);
  return question;
}

/** The wedding a question belongs to, for the host-access hook (undefined: no such question). */
export async function findWeddingOfQuestion(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const question = await repo.findQuestion(ctx.db, id);
  return question ? findWedding(ctx, question.weddingId) : undefined;
}

async function requireQuestionOf(ctx: AppContext, wedding: WeddingRow, id: string) {
  const question = await repo.findQuestion(ctx.db, id);
  if (!question || question.weddingId !== wedding.id) throw notFound("Question");
  return question;
}

export async function updateQuestion(ctx: AppContext, wedding: WeddingRow, id: string, patch: z.output<typeof ZQuestionUpdate>) {
  const question = await requireQuestionOf(ctx, wedding, id);
  await guardEventAttendance(
    ctx.db,
    id,
    Object.keys(patch).filter((key) => key !== "question" && key !== "order"),
  );
  const type = patch.type ?? question.type;
  const options = normaliseOptions(type, patch.options ?? question.options);
  if (type === "radio" && options.length < 2) {
    throw new AppError("validation_failed", "A choice question needs at least two options", { options: "A choice question needs at least two options" });
  }
  const { order, translations, ...rest } = patch;
  const updated = await repo.updateQuestion(ctx.db, id, {
    ...rest,
    options,
    // Sent: checked against the wedding's languages. Not sent: kept while the options still line up.
    translations: translations ? checkQuestionTranslations(wedding, options, translations) : keepAlignedTranslations(question.translations, options),
    ...(order ? { position: Number(order) } : {}),
  });
  if (!updated) throw notFound("Question");
  await announceWeddingChange(ctx, wedding);
  return updated;
}

/**
 * The editor's save: the main-event questions become exactly the list sent. Those left out are
 * deleted into the trash (docs/decisions/0049-trash.md), one entry each, in the save's transaction:
 * removing a question in the editor is a delete the couple may want back, its answers with it.
 */
export async function replaceQuestions(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZQuestionSet>, actor: Actor) {
  const ids = input.questions.map((draft) => draft.id).filter(Boolean);
  if (new Set(ids).size !== ids.length) {
    throw new AppError("validation_failed", "The same question appears twice", { questions: "The same question appears twice" });
  }
  const saved = await repo.replaceQuestions(
    ctx.db,
    wedding.id,
    (tx, removed) => ctx.trashQuestions(tx, wedding, removed, actor),
    input.questions.map((draft, index) => {
      const options = normaliseOptions(draft.type, draft.options);
      return {
        // An id from another wedding, or a made-up one, simply creates a new question.
        id: draft.id,
        question: draft.question,
        type: draft.type,
        options,
        required: draft.required,
        answerScope: draft.answerScope,
        audience: draft.audience,
        // Left out, a kept question keeps its role and translations; a new one has none.
        role: draft.role,
        translations: draft.translations && checkQuestionTranslations(wedding, options, draft.translations, `questions.${index}.`),
      };
    }),
  );
  await announceWeddingChange(ctx, wedding);
  return saved;
}
