import {
  DEFAULT_QUESTIONS,
  parseOptionLines,
  type AnswerScope,
  type Question,
  type QuestionAudience,
  type QuestionDraft,
  type QuestionType,
} from "../../../contract/question";

/** One question as the editor holds it: options as the textarea's lines. */
export interface DraftQuestion {
  key: string;
  id?: string;
  question: string;
  type: QuestionType;
  optionsText: string;
  required: boolean;
  answerScope: AnswerScope;
  audience: QuestionAudience;
}

let counter = 0;
const newKey = () => `q${Date.now().toString(36)}${(counter++).toString(36)}`;

export function draftFrom(
  question: Pick<Question, "question" | "type" | "options" | "required" | "answerScope" | "audience"> & { id?: string },
): DraftQuestion {
  return {
    key: question.id ?? newKey(),
    id: question.id,
    question: question.question,
    type: question.type,
    optionsText: question.options.join("\n"),
    required: question.required,
    answerScope: question.answerScope,
    audience: question.audience,
  };
}

export const defaultDrafts = (): DraftQuestion[] => DEFAULT_QUESTIONS.map((question) => draftFrom(question));

export const blankDraft = (): DraftQuestion => ({
  key: newKey(),
  question: "",
  type: "text",
  optionsText: "",
  required: false,
  answerScope: "party",
  audience: "everyone",
});

export interface PreparedQuestions {
  questions: QuestionDraft[];
  /** Position in `questions` -> editor key, to put the server's field errors on the right card. */
  keys: string[];
  errors: Record<string, string>;
}

/** docs/spec.md 5: blank questions are skipped; radio options trimmed, blank lines dropped. */
export function prepareQuestions(drafts: readonly DraftQuestion[]): PreparedQuestions {
  const questions: QuestionDraft[] = [];
  const keys: string[] = [];
  const errors: Record<string, string> = {};
  for (const draft of drafts) {
    const text = draft.question.trim();
    if (!text) continue;
    const options = draft.type === "radio" ? parseOptionLines(draft.optionsText) : [];
    if (draft.type === "radio" && options.length < 2) errors[draft.key] = "A choice question needs at least two options, one per line.";
    questions.push({
      ...(draft.id ? { id: draft.id } : {}),
      question: text,
      type: draft.type,
      options,
      required: draft.required,
      answerScope: draft.answerScope,
      audience: draft.audience,
    });
    keys.push(draft.key);
  }
  return { questions, keys, errors };
}

/** Maps server field errors such as "questions.2.options" onto editor keys. */
export function serverQuestionErrors(fields: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^questions\.(\d+)/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key) errors[key] ??= message;
  }
  return errors;
}
