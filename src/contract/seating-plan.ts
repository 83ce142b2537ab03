import { z } from "zod";
import { ZSide } from "./response";
import { MAX_SEATED_PEOPLE, MAX_SEATING_TABLES, MAX_TABLE_SEATS } from "./seating/model";
import { ZDroppedRule, ZPlanRule } from "./seating-rules";
import { ROOM_DEPTH, ROOM_WIDTH, ZRoomFeature } from "./seating-room";
import { requiredText } from "./text";

/**
 * The stored seating plan of an event and the couple's writes to it (issue 30 items 1, 2 and 10;
 * docs/decisions/0036-stored-seating.md). Every write names the plan's `version` as the couple's
 * screen last saw it; the server refuses it (409) when another write came first.
 */

export const TABLE_SHAPES = ["round", "rectangular", "banquet", "head", "sweetheart"] as const;
export const ZTableShape = z.enum(TABLE_SHAPES);
export type TableShape = z.infer<typeof ZTableShape>;

/** The couple's own tables: only people a head-table rule names (or someone locked there) sit at them. */
export const isHeadShape = (shape: TableShape) => shape === "head" || shape === "sweetheart";

/** A table's name: "12", "Table 12", "The Roses". */
export const TABLE_NAME_LENGTH = 60;
/** Key of a person in a plan: `guest:{guestId}` or `reply:{responseId}:{memberId}` (contract/rules/seating-people.ts). */
const PERSON_KEY_LENGTH = 200;

const ZVersion = z.number().int().min(0).max(2_147_483_647);
const ZSeats = z.number().int().min(1, "A table needs at least one seat").max(MAX_TABLE_SEATS, `At most ${MAX_TABLE_SEATS} seats at one table`);
const ZPersonKey = z.string().min(1).max(PERSON_KEY_LENGTH);
const ZPersonKeys = z
  .array(ZPersonKey)
  .min(1, "Choose someone")
  .max(MAX_SEATED_PEOPLE)
  .transform((keys) => [...new Set(keys)]);
const ZTableId = z.string().min(1).max(64);

export const ZSeatingTable = z.object({
  id: z.string(),
  name: z.string(),
  shape: ZTableShape,
  seats: z.number(),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
  locked: z.boolean(),
});
export type SeatingTableView = z.infer<typeof ZSeatingTable>;

/**
 * Where a person stands: `coming` and `tentative` (their household has not replied, or their
 * reply says neither yes nor no) may be seated; `declined` and `gone` (their guest or reply was
 * removed) appear only while they still have a seat, so the couple sees who to unseat.
 */
export const PERSON_STATUSES = ["coming", "tentative", "declined", "gone"] as const;
export type SeatingPersonStatus = (typeof PERSON_STATUSES)[number];

export const ZPlanPerson = z.object({
  key: z.string(),
  name: z.string(),
  /** Their household on the guest list, or `reply:{id}` for the people of one open-form reply. */
  partyId: z.string(),
  partyName: z.string(),
  side: ZSide.nullable(),
  tags: z.array(z.string()),
  child: z.boolean(),
  /** Their answer to the wedding's meal question, if any. */
  meal: z.string().nullable(),
  /** Their dietary notes (the wedding's dietary questions, joined with "; "), if any. */
  dietary: z.string().nullable(),
  /** Their family name as the guest list records it (escort cards sort by it); null for someone only a reply names. */
  familyName: z.string().nullable(),
  status: z.enum(PERSON_STATUSES),
  tableId: z.string().nullable(),
  seat: z.number().nullable(),
  locked: z.boolean(),
  highChair: z.boolean(),
  /** Comes in a wheelchair: takes one of the table's seats, with room beside it (the caterer's and the venue's sheet). */
  wheelchair: z.boolean(),
  /** Needs a seat near an exit (docs/decisions/0040-room-plan.md): the automatic seating seats them at a table near one. */
  nearExit: z.boolean(),
});
export type PlanPerson = z.infer<typeof ZPlanPerson>;

/** GET /api/weddings/{id}/seating, and the answer to every write. */
export const ZSeatingView = z.object({
  /** `"main"`: the wedding itself (the reception); or the extra event whose plan this is (docs/decisions/0042-seating-rules.md). */
  eventId: z.string(),
  /** The wedding's extra events, each of which may have its own plan (the screen's event picker). */
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  version: z.number(),
  tables: z.array(ZSeatingTable),
  /** Everyone coming, seated or not, and anyone seated who no longer is, in list order. */
  people: z.array(ZPlanPerson),
  /** The meal question the `meal` answers come from. */
  mealQuestion: z.string().nullable(),
  /** Its options in the couple's order: the meal marks on place cards follow it (contract/seating-print/meal-marks.ts). */
  mealOptions: z.array(z.string()),
  /** The couple's rules in force (docs/decisions/0042-seating-rules.md), and those someone gone or not coming made void. */
  rules: z.array(ZPlanRule),
  droppedRules: z.array(ZDroppedRule),
  /** The room's fixed features: dance floor, stage, bar, exits… (docs/decisions/0040-room-plan.md). */
  features: z.array(ZRoomFeature),
});
export type SeatingView = z.infer<typeof ZSeatingView>;

/** "Add 12 round tables of 10": numbered after the plan's highest number. */
export const ZAddTables = z.strictObject({
  version: ZVersion,
  count: z.number().int().min(1, "Add at least one table").max(MAX_SEATING_TABLES, `At most ${MAX_SEATING_TABLES} tables`),
  shape: ZTableShape,
  seats: ZSeats,
});
export type AddTables = z.input<typeof ZAddTables>;

export const ZTableUpdate = z.strictObject({
  version: ZVersion,
  name: requiredText(TABLE_NAME_LENGTH, "Give the table a name or number").optional(),
  shape: ZTableShape.optional(),
  seats: ZSeats.optional(),
  /** Its centre in the room, in cm (contract/seating-room.ts). */
  x: z.number().min(0).max(ROOM_WIDTH).optional(),
  y: z.number().min(0).max(ROOM_DEPTH).optional(),
  rotation: z.number().int().min(0).max(359).optional(),
  locked: z.boolean().optional(),
});
export type TableUpdate = z.input<typeof ZTableUpdate>;

export const ZTableDelete = z.strictObject({
  /** The plan's event: an extra event's id, or absent (or `main`) for the wedding itself. */
  event: z.string().max(64).optional(),
  version: z.coerce.number().pipe(ZVersion),
  /** Move the table's people to the unseated list first; without it a table with people is not deleted. */
  unseat: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/**
 * People (a person, a household, a selection) to a table, or back to the unseated list (`tableId: null`).
 * `seat`: one person dropped on a chosen free seat (docs/decisions/0041-drag-and-drop.md); without it
 * the movers take the table's lowest free seats.
 */
export const ZMovePeople = z
  .strictObject({
    version: ZVersion,
    personKeys: ZPersonKeys,
    tableId: ZTableId.nullable(),
    seat: z.number().int().min(1).max(MAX_TABLE_SEATS).optional(),
  })
  .refine((value) => value.seat === undefined || (value.tableId !== null && value.personKeys.length === 1), {
    message: "A seat is chosen for one person at a table",
    path: ["seat"],
  });
export type MovePeople = z.input<typeof ZMovePeople>;

/**
 * Two people change places, in one write (a drop on a taken seat): each takes the other's table
 * and seat; if one of them is unseated, the other goes to the unseated list.
 */
export const ZSwapPeople = z.strictObject({
  version: ZVersion,
  personKeys: z.tuple([ZPersonKey, ZPersonKey]).refine(([a, b]) => a !== b, "Choose two different people"),
});
export type SwapPeople = z.input<typeof ZSwapPeople>;

/** A household split across tables, brought to one (contract/seating/gather.ts chooses it when `tableId` is left out). */
export const ZGatherHousehold = z.strictObject({
  version: ZVersion,
  partyId: z.string().min(1).max(PERSON_KEY_LENGTH),
  tableId: ZTableId.optional(),
});
export type GatherHousehold = z.input<typeof ZGatherHousehold>;

/** Lock or unlock seated people, give a child a high chair, mark someone who comes in a wheelchair or needs a seat near an exit. */
export const ZPeopleFlags = z
  .strictObject({
    version: ZVersion,
    personKeys: ZPersonKeys,
    locked: z.boolean().optional(),
    highChair: z.boolean().optional(),
    wheelchair: z.boolean().optional(),
    /** Needs a seat near an exit: may be set for someone not seated yet, so the automatic seating knows. */
    nearExit: z.boolean().optional(),
  })
  .refine((value) => value.locked !== undefined || value.highChair !== undefined || value.wheelchair !== undefined || value.nearExit !== undefined, {
    message: "Say what to change",
    path: ["locked"],
  });
export type PeopleFlags = z.input<typeof ZPeopleFlags>;

/** An automatic plan, saved whole: everyone seated after it, each at a table and maybe a seat. */
export const ZSavePlan = z.strictObject({
  version: ZVersion,
  seats: z
    .array(z.strictObject({ personKey: ZPersonKey, tableId: ZTableId, seat: z.number().int().min(1).max(MAX_TABLE_SEATS).nullable() }))
    .max(MAX_SEATED_PEOPLE, `At most ${MAX_SEATED_PEOPLE} people seated`),
});
export type SavePlan = z.input<typeof ZSavePlan>;
