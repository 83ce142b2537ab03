import { z } from "zod";
import { ZGuestSection } from "./website";
import { ZGuestEvent } from "./events";
import { ZQuestion } from "./question";
import { ZWedding } from "./wedding";

/** GET /api/weddings/{code}/full: the invitation and its questions in order (docs/design.md section 5). */
export const ZFullWedding = ZWedding.extend({
  questions: z.array(ZQuestion),
  /** The extra events this reader is invited to (docs/decisions/0019-events.md); absent when there are none. */
  events: z.array(ZGuestEvent).optional(),
  /** The website's sections this reader may see, in the couple's order (docs/decisions/0045-website-sections.md); absent when none. */
  sections: z.array(ZGuestSection).optional(),
});
export type FullWedding = z.infer<typeof ZFullWedding>;
