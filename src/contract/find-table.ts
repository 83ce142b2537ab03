import { z } from "zod";
import { ZTableShape } from "./seating-plan";
import { ZFeatureKind } from "./seating-room";

/**
 * "Find my table" (issue 30 item 8; docs/decisions/0038-find-my-table.md). A guest types their
 * name (and, in a strict lookup, the detail) exactly as for the lookup: the request is the
 * lookup's own (`ZLookupRequest`, contract/invitation.ts). The answer names only the tables of the
 * person the name is, never anyone else: the room is drawn from the tables' shapes and places,
 * with no name but the guest's own table's.
 */

/** A table of the room as a guest sees it: where it stands, no name. */
export const ZRoomTable = z.object({
  id: z.string(),
  shape: ZTableShape,
  seats: z.number(),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
});
export type RoomTable = z.infer<typeof ZRoomTable>;

/** A fixed feature of the room (dance floor, bar, exit…): where it stands and its size, in cm (docs/decisions/0040-room-plan.md). */
export const ZRoomMark = z.object({
  kind: ZFeatureKind,
  x: z.number(),
  y: z.number(),
  width: z.number(),
  depth: z.number(),
  rotation: z.number(),
});
export type RoomMark = z.infer<typeof ZRoomMark>;

/**
 * seated: the guest's table (two only for two guests of one name in one household), and the room.
 * not_seated: found, but the couple has not seated them yet ("ask the couple").
 * ask, not_found: the lookup's own answers, byte for byte.
 */
export const ZFindTableResult = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("seated"),
    tables: z.array(z.object({ id: z.string(), name: z.string() })),
    room: z.array(ZRoomTable),
    /** The room's fixed features, so a guest finds their table by the dance floor or the bar. */
    features: z.array(ZRoomMark),
  }),
  z.object({ outcome: z.literal("not_seated") }),
  z.object({ outcome: z.literal("ask"), prompt: z.string(), options: z.array(z.object({ id: z.string(), label: z.string() })) }),
  z.object({ outcome: z.literal("not_found") }),
]);
export type FindTableResult = z.infer<typeof ZFindTableResult>;

/** The couple's switch, on the seating screen. */
export const ZFindTableSetting = z.strictObject({ on: z.boolean() });
export type FindTableSetting = z.infer<typeof ZFindTableSetting>;
