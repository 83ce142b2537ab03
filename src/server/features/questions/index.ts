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
