import { z } from "zod";
import { ZQuestion } from "./question";
import { ZWedding } from "./wedding";

/** GET /api/weddings/{code}/full: the invitation and its questions in order (docs/design.md section 5). */
export const ZFullWedding = ZWedding.extend({ questions: z.array(ZQuestion) });
export type FullWedding = z.infer<typeof ZFullWedding>;
