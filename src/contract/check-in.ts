import { z } from "zod";
import { MAX_SEATED_PEOPLE } from "./seating/model";

/**
 * Check-in at the door (issue 30 item 9; docs/decisions/0039-check-in.md): the day's list as the
 * door screen reads it, and the marks it sends. The rule that reads marks is
 * contract/rules/check-in.ts.
 */

/** Marks in one request: a phone that was offline for the whole arrival sends them in a few. */
export const MAX_MARKS_PER_BATCH = 500;
/** Marks kept per wedding: twenty taps for each of the most people a plan seats. */
export const MAX_MARKS_PER_WEDDING = 20 * MAX_SEATED_PEOPLE;
/** How far ahead of the server's clock a device's time may be. */
export const MARK_CLOCK_SLACK_MS = 24 * 3600_000;
/** How far back a mark may be: a device's queue from a wedding weekend, not a stray clock. */
export const MARK_MAX_AGE_MS = 14 * 24 * 3600_000;

export const ZMark = z.strictObject({
  id: z.string().uuid("A mark's id must be a UUID"),
  personKey: z.string().min(1).max(200),
  arrived: z.boolean(),
  at: z.string().datetime({ offset: true, message: "When the mark was made, as an ISO 8601 time" }),
});

export const ZMarkBatch = z.strictObject({
  marks: z.array(ZMark).min(1, "Send at least one mark").max(MAX_MARKS_PER_BATCH, `At most ${MAX_MARKS_PER_BATCH} marks a request`),
});
export type MarkBatch = z.input<typeof ZMarkBatch>;

export const ZDoorCounts = z.object({ arrived: z.number(), expected: z.number() });

const ZLastMark = z.object({ id: z.string(), arrived: z.boolean(), at: z.string() });

/** A person at the door: their name, household and table; no contact detail, meal or side. */
export const ZDoorPerson = z.object({
  key: z.string(),
  name: z.string(),
  partyId: z.string(),
  partyName: z.string(),
  /** Their table's name in the seating plan, if seated. */
  table: z.string().nullable(),
  /** `tentative`: their household has not replied (on the list, not counted as expected). */
  status: z.enum(["coming", "tentative"]),
  last: ZLastMark.nullable(),
});
export type DoorPerson = z.infer<typeof ZDoorPerson>;

/** GET /api/weddings/{id}/check-in: the day's list. */
export const ZDoorList = z.object({
  eventId: z.string(),
  people: z.array(ZDoorPerson),
  counts: ZDoorCounts,
});
export type DoorList = z.infer<typeof ZDoorList>;

/** The answer to a batch: how many were new, how many the server already had, the counts after. */
export const ZMarksResult = z.object({ stored: z.number(), repeated: z.number(), counts: ZDoorCounts });
export type MarksResult = z.infer<typeof ZMarksResult>;
