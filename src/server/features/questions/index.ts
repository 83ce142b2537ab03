// The questions feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `questions` table, and other features read and change questions only through these.
export { listPublicQuestions } from "./public-questions";
export {
  countQuestions,
  insertEventAttendanceQuestion,
  keepQuestionTranslations,
  renameEventAttendanceQuestion,
  setAttendanceTranslations,
} from "./repository";
// The trash's delete of a question (docs/decisions/0049-trash.md): the attendance question's rule, its row and the owner's delete.
export { findQuestion } from "./repository";
export { guardEventAttendance } from "./attendance-rule";
export { questionRecord } from "./trash-record";
