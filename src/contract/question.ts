import { z } from "zod";
import { LENGTH, MAX_QUESTIONS, MAX_RADIO_OPTIONS } from "./limits";
import { requiredText, text } from "./text";
import { ZQuestionTranslations, ZQuestionTranslationsInput } from "./translations";

const QUESTION_TYPES = ["text", "textarea", "radio", "number"] as const;
export const ZQuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof ZQuestionType>;

const ANSWER_SCOPES = ["party", "individual"] as const;
export const ZAnswerScope = z.enum(ANSWER_SCOPES);
export type AnswerScope = z.infer<typeof ZAnswerScope>;

/** Who is asked: everyone who replies, or only guests who are coming (issue 15: "attending guests only"). */
const AUDIENCES = ["everyone", "attending"] as const;
export const ZQuestionAudience = z.enum(AUDIENCES);
export type QuestionAudience = z.infer<typeof ZQuestionAudience>;

/**
 * What a question is for, whatever language it is written in (issue 16): the attendance question
 * (its first option means yes) and meal-like questions (asked only of guests who are coming).
 * Null: a custom question, recognised by docs/spec.md section 4's English rules as before.
 */
const QUESTION_ROLES = ["attendance", "meal"] as const;
export const ZQuestionRole = z.enum(QUESTION_ROLES);
export type QuestionRole = z.infer<typeof ZQuestionRole>;

/** 1-based position, carried as a string as docs/spec.md says ("1", "2", ...). */
const ZQuestionOrder = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/, "Order is a position starting at 1"));

/** Radio options: trimmed, blank lines dropped, no duplicates. */
const ZQuestionOptions = z
  .array(text(LENGTH.option))
  .max(MAX_RADIO_OPTIONS, `At most ${MAX_RADIO_OPTIONS} options`)
  .transform((options) => [...new Set(options.filter((option) => option !== ""))]);

/** Turns the one-option-per-line textarea of the editor into the options list. */
export function parseOptionLines(lines: string): string[] {
  return [
    ...new Set(
      lines
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

const questionBody = {
  question: requiredText(LENGTH.question, "Question text is required"),
  type: ZQuestionType,
  options: ZQuestionOptions.optional(),
  required: z.boolean().default(false),
  answerScope: ZAnswerScope.default("party"),
  // A question the couple adds is for the guests who are coming unless they say otherwise (issue 29 item 4).
  audience: ZQuestionAudience.default("attending"),
  role: ZQuestionRole.nullish(),
  translations: ZQuestionTranslationsInput.optional(),
};

function radioNeedsOptions(value: { type?: QuestionType; options?: string[] }, ctx: z.RefinementCtx) {
  if (value.type === "radio" && (!value.options || value.options.length < 2)) {
    ctx.addIssue({ code: "custom", path: ["options"], message: "A choice question needs at least two options" });
  }
}

export const ZQuestionCreate = z
  .strictObject({
    weddingId: z.string().trim().min(1).max(64),
    order: ZQuestionOrder,
    ...questionBody,
    /** A question of one extra event (docs/decisions/0019-events.md): the reception's meal choice. */
    eventId: z.string().trim().max(64).optional(),
  })
  .superRefine(radioNeedsOptions);

export const ZQuestionUpdate = z
  .strictObject({
    question: questionBody.question,
    type: ZQuestionType,
    options: ZQuestionOptions,
    required: z.boolean(),
    answerScope: ZAnswerScope,
    audience: ZQuestionAudience,
    order: ZQuestionOrder,
    role: ZQuestionRole.nullable(),
    translations: ZQuestionTranslationsInput,
  })
  .partial();

/** One entry of the questions step's "save all": an id keeps the question (and its answers). */
const ZQuestionDraft = z.strictObject({ id: z.string().trim().max(64).optional(), ...questionBody }).superRefine(radioNeedsOptions);
export type QuestionDraft = z.input<typeof ZQuestionDraft>;

/** Replaces the wedding's questions in the given order, atomically. */
export const ZQuestionSet = z.strictObject({
  questions: z.array(ZQuestionDraft).max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`),
});

export const ZQuestion = z.object({
  id: z.string(),
  weddingId: z.string(),
  question: z.string(),
  type: ZQuestionType,
  options: z.array(z.string()),
  required: z.boolean(),
  order: z.string(),
  answerScope: ZAnswerScope,
  audience: ZQuestionAudience,
  role: ZQuestionRole.nullable(),
  /** The question and its options in the other offered languages; options aligned by index. */
  translations: ZQuestionTranslations,
  /** Present only on a question of an extra event (docs/decisions/0019-events.md); main-event questions keep docs/spec.md's shape. */
  eventId: z.string().optional(),
  /** Present (true) only on an extra event's own attendance question: its answers are the replies to the event. */
  eventAttendance: z.literal(true).optional(),
});
export type Question = z.infer<typeof ZQuestion>;

/**
 * The four questions every new wedding starts with (docs/spec.md section 3), in English; the
 * same questions in every language are in `default-questions.ts`.
 */
export const DEFAULT_QUESTIONS: ReadonlyArray<Omit<Question, "id" | "weddingId" | "order">> = [
  {
    question: "Will you attend our wedding?",
    type: "radio",
    options: ["Yes, I'll be there!", "Sorry, can't make it"],
    required: true,
    answerScope: "party",
    audience: "everyone",
    role: "attendance",
    translations: {},
  },
  {
    question: "Meal preference",
    type: "radio",
    options: ["Chicken", "Beef", "Vegetarian"],
    required: false,
    answerScope: "individual",
    audience: "everyone",
    role: "meal",
    translations: {},
  },
  {
    question: "Dietary restrictions or allergies",
    type: "textarea",
    options: [],
    required: false,
    answerScope: "individual",
    audience: "everyone",
    // Meal-like ("dietary", docs/spec.md section 4): asked after a yes, in any language.
    role: "meal",
    translations: {},
  },
  {
    question: "Do you need accommodation assistance?",
    type: "radio",
    options: ["Yes, please help with hotel recommendations", "No, we have our own arrangements"],
    required: false,
    answerScope: "party",
    // Only someone coming needs a bed (issue 15).
    audience: "attending",
    role: null,
    translations: {},
  },
];
