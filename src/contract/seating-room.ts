import { z } from "zod";

/**
 * The room plan (issue 30 item 1; docs/decisions/0040-room-plan.md): where tables and the room's
 * fixed features stand. One coordinate system for the couple's editor, the guest's "find my
 * table" drawing and the near-exit rule: centimetres, x to the right and y down from the room's
 * top-left corner (as SVG draws), each thing placed by its centre and turned clockwise about it.
 */

/** The room's bounds: a centre is placed within them. 50 m by 50 m holds the largest plan (100 tables). */
export const ROOM_WIDTH = 5_000;
export const ROOM_DEPTH = 5_000;
/** The editor's grid: an arrow key moves a grid step, with Shift a metre; a turn is 15 degrees. */
export const GRID_STEP = 25;
export const BIG_STEP = 100;
export const TURN_STEP = 15;
/** Fixed features one plan holds: a room has a handful; 30 leaves room for every door. */
export const MAX_ROOM_FEATURES = 30;
export const FEATURE_MIN_SIZE = 20;
export const FEATURE_MAX_SIZE = 2_000;

/** What a venue has that guests sit by or walk to: kept short, each a word a caterer uses. */
export const FEATURE_KINDS = ["dance-floor", "stage", "bar", "exit", "buffet", "cake", "dj"] as const;
export const ZFeatureKind = z.enum(FEATURE_KINDS);
export type FeatureKind = z.infer<typeof ZFeatureKind>;

/** A feature's size when first placed (width along x, depth along y, before turning), in cm. */
export const FEATURE_DEFAULT_SIZE: Record<FeatureKind, { width: number; depth: number }> = {
  "dance-floor": { width: 600, depth: 600 },
  stage: { width: 600, depth: 300 },
  bar: { width: 400, depth: 100 },
  exit: { width: 150, depth: 40 },
  buffet: { width: 400, depth: 100 },
  cake: { width: 120, depth: 120 },
  dj: { width: 250, depth: 150 },
};

export const ZRoomFeature = z.object({
  id: z.string(),
  kind: ZFeatureKind,
  x: z.number(),
  y: z.number(),
  width: z.number(),
  depth: z.number(),
  rotation: z.number(),
});
export type RoomFeature = z.infer<typeof ZRoomFeature>;

const ZVersion = z.number().int().min(0).max(2_147_483_647);
const ZX = z.number().int().min(0).max(ROOM_WIDTH);
const ZY = z.number().int().min(0).max(ROOM_DEPTH);
const ZSize = z.number().int().min(FEATURE_MIN_SIZE).max(FEATURE_MAX_SIZE);
const ZRotation = z.number().int().min(0).max(359);

/** A feature placed: its kind and centre; its size is the kind's unless given. */
export const ZAddFeature = z.strictObject({
  version: ZVersion,
  kind: ZFeatureKind,
  x: ZX,
  y: ZY,
  width: ZSize.optional(),
  depth: ZSize.optional(),
  rotation: ZRotation.optional(),
});
export type AddFeature = z.input<typeof ZAddFeature>;

/** A feature moved, turned or resized. */
export const ZFeatureUpdate = z.strictObject({
  version: ZVersion,
  x: ZX.optional(),
  y: ZY.optional(),
  width: ZSize.optional(),
  depth: ZSize.optional(),
  rotation: ZRotation.optional(),
});
export type FeatureUpdate = z.input<typeof ZFeatureUpdate>;

export const ZFeatureDelete = z.strictObject({ version: z.coerce.number().pipe(ZVersion), event: z.string().max(64).optional() });
