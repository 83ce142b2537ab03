import type { Question } from "./question";
import type { Wedding } from "./wedding";

/** GET /api/weddings/{code}/full: the invitation and its questions in order (docs/design.md section 5). */
export type FullWedding = Wedding & { questions: Question[] };
