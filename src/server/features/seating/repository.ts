import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { MAX_SEATING_TABLES } from "../../../contract/seating/model";
import { guestKey } from "../../../contract/rules/seating-people";
import type { TableShape } from "../../../contract/seating-plan";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { deleteRows, insertRows, type JsonRow } from "../../db/row-copy";
import { seatAssignments, seatingPlans, seatingRules, seatingTables, type SeatAssignmentRow, type SeatingRuleRow, type SeatingTableRow } from "../../db/schema";

// The seating plan's rows (db/schema.ts): one plan per wedding and event, its tables and who sits
// where. The main event's plan has no extra event (docs/decisions/0036-stored-seating.md).

export async function findPlan(db: Db, weddingId: string, extraEventId: string | null = null): Promise<{ id: string; version: number } | undefined> {
  const [row] = await db
    .select({ id: seatingPlans.id, version: seatingPlans.version })
    .from(seatingPlans)
    .where(and(eq(seatingPlans.weddingId, weddingId), extraEventId ? eq(seatingPlans.extraEventId, extraEventId) : isNull(seatingPlans.extraEventId)));
  return row;
}

/** The plan's row, made on its first write; an extra event's with its id. */
/** A plan's extra event (null: the wedding's own), if the plan is the wedding's and still there. */
export async function planEventOf(db: Db, weddingId: string, planId: string): Promise<{ eventId: string | null } | undefined> {
  if (!isUuid(planId)) return undefined;
  const [row] = await db
    .select({ eventId: seatingPlans.extraEventId })
    .from(seatingPlans)
    .where(and(eq(seatingPlans.id, planId), eq(seatingPlans.weddingId, weddingId)));
  return row;
}

export async function ensurePlan(tx: Db, weddingId: string, extraEventId: string | null = null): Promise<string> {
  await tx.insert(seatingPlans).values({ weddingId, extraEventId }).onConflictDoNothing();
  return (await findPlan(tx, weddingId, extraEventId))!.id;
}

/**
 * The plan's next version, if it is still at `expected`: the row lock this takes holds every
 * other write to the plan until this transaction ends, and one made meanwhile on the same
 * version finds it moved on and is refused.
 */
export async function nextVersion(tx: Db, planId: string, expected: number): Promise<number | undefined> {
  const [row] = await tx
    .update(seatingPlans)
    .set({ version: sql`${seatingPlans.version} + 1` })
    .where(and(eq(seatingPlans.id, planId), eq(seatingPlans.version, expected)))
    .returning({ version: seatingPlans.version });
  return row?.version;
}

export function tablesOf(db: Db, planId: string): Promise<SeatingTableRow[]> {
  return db.select().from(seatingTables).where(eq(seatingTables.planId, planId)).orderBy(asc(seatingTables.position), asc(seatingTables.id));
}

export function assignmentsOf(db: Db, planId: string): Promise<SeatAssignmentRow[]> {
  return db.select().from(seatAssignments).where(eq(seatAssignments.planId, planId));
}

export interface NewTable {
  name: string;
  shape: TableShape;
  seats: number;
  position: number;
  x: number;
  y: number;
}

export async function insertTables(tx: Db, planId: string, weddingId: string, tables: NewTable[]): Promise<void> {
  if (tables.length) await tx.insert(seatingTables).values(tables.map((table) => ({ ...table, planId, weddingId })));
}

export async function updateTable(
  tx: Db,
  id: string,
  patch: Partial<Pick<SeatingTableRow, "name" | "shape" | "seats" | "x" | "y" | "rotation" | "locked">>,
): Promise<void> {
  if (Object.keys(patch).length) await tx.update(seatingTables).set(patch).where(eq(seatingTables.id, id));
}

export async function deleteTable(tx: Db, id: string): Promise<void> {
  await tx.delete(seatAssignments).where(eq(seatAssignments.tableId, id));
  await tx.delete(seatingTables).where(eq(seatingTables.id, id));
}

export async function unseat(tx: Db, planId: string, keys: string[]): Promise<void> {
  if (keys.length) await tx.delete(seatAssignments).where(and(eq(seatAssignments.planId, planId), inArray(seatAssignments.personKey, keys)));
}

export type Placement = Pick<SeatAssignmentRow, "personKey" | "tableId" | "seat" | "locked" | "highChair"> & { wheelchair?: boolean };

/**
 * Seats people, in one statement: the capacity trigger counts each table once after it, and the
 * seat index refuses two people in one seat. Someone already seated moves.
 */
export async function place(tx: Db, planId: string, weddingId: string, placements: Placement[]): Promise<void> {
  if (!placements.length) return;
  await tx
    .insert(seatAssignments)
    .values(placements.map((placement) => ({ ...placement, planId, weddingId })))
    .onConflictDoUpdate({
      target: [seatAssignments.planId, seatAssignments.personKey],
      set: {
        tableId: sql`excluded.table_id`,
        seat: sql`excluded.seat`,
        locked: sql`excluded.locked`,
        highChair: sql`excluded.high_chair`,
        wheelchair: sql`excluded.wheelchair`,
      },
    });
}

/** Frees the seat numbers of people about to move, so nobody moving into one is refused as a second person there. */
export async function unseatNumbers(tx: Db, planId: string, keys: string[]): Promise<void> {
  if (keys.length)
    await tx
      .update(seatAssignments)
      .set({ seat: null })
      .where(and(eq(seatAssignments.planId, planId), inArray(seatAssignments.personKey, keys)));
}

export async function setFlags(
  tx: Db,
  planId: string,
  keys: string[],
  flags: Partial<Pick<SeatAssignmentRow, "locked" | "highChair" | "wheelchair">>,
): Promise<void> {
  await tx
    .update(seatAssignments)
    .set(flags)
    .where(and(eq(seatAssignments.planId, planId), inArray(seatAssignments.personKey, keys)));
}

/** The whole plan at once: its rows go and the new ones are written in one statement, checked once per table. */
export async function replaceAssignments(tx: Db, planId: string, weddingId: string, placements: Placement[]): Promise<void> {
  await tx.delete(seatAssignments).where(eq(seatAssignments.planId, planId));
  await place(tx, planId, weddingId, placements);
}

/** The plan's rules, oldest first (docs/decisions/0042-seating-rules.md). */
export function rulesOf(db: Db, planId: string): Promise<SeatingRuleRow[]> {
  return db.select().from(seatingRules).where(eq(seatingRules.planId, planId)).orderBy(asc(seatingRules.createdAt), asc(seatingRules.id));
}

export type NewRule = Pick<SeatingRuleRow, "kind" | "aType" | "aId" | "aLabel" | "bType" | "bId" | "bLabel" | "note">;

export async function insertRule(tx: Db, planId: string, weddingId: string, rule: NewRule): Promise<void> {
  await tx.insert(seatingRules).values({ ...rule, planId, weddingId });
}

/** Removes rules of this plan only: an id from elsewhere removes nothing. */
export async function deleteRules(tx: Db, planId: string, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(seatingRules).where(and(eq(seatingRules.planId, planId), inArray(seatingRules.id, ids)));
}

/** One rule, by id: the trash's delete (docs/decisions/0049-trash.md), run inside the plan's write. */
export async function deleteRule(tx: Db, id: string): Promise<void> {
  await tx.delete(seatingRules).where(eq(seatingRules.id, id));
}

/**
 * A reply erased by its guest (docs/decisions/0046-take-it-or-erase-it.md) or deleted by the
 * couple (0049-trash.md): the seats of the people it named (`reply:{id}:…`) go, and each plan that
 * lost one counts a write, so a screen holding the plan before it refetches instead of writing
 * over it. Answers the seats as they were, for the trash.
 */
export function unseatReplyPeople(tx: Db, weddingId: string, responseId: string): Promise<JsonRow[]> {
  return takeSeats(tx, sql`t.wedding_id = ${weddingId} and t.person_key like ${`reply:${responseId}:%`}`);
}

/** A household deleted by the couple (docs/decisions/0049-trash.md): its guests' seats in every plan, as unseatReplyPeople. */
export function unseatGuests(tx: Db, weddingId: string, guestIds: readonly string[]): Promise<JsonRow[]> {
  if (!guestIds.length) return Promise.resolve([]);
  const keys = guestIds.map(guestKey);
  return takeSeats(
    tx,
    sql`t.wedding_id = ${weddingId} and t.person_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
}

/**
 * The rules naming a household (its id, its guests' keys) or a reply (`reply:{id}` and its people's
 * `reply:{id}:…`) the couple deletes (docs/decisions/0049-trash.md): left, they would be dropped at
 * the plan's next write (`goneRuleIds`) and not come back with the household. Taken now, for its
 * trash entry; each plan that lost one counts a write.
 */
export async function takeRulesNaming(tx: Db, weddingId: string, subjects: { ids?: readonly string[]; replyId?: string }): Promise<JsonRow[]> {
  const names = (column: SQL) => {
    const parts: SQL[] = [];
    if (subjects.ids?.length)
      parts.push(
        sql`${column} in (${sql.join(
          subjects.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (subjects.replyId) parts.push(sql`(${column} = ${`reply:${subjects.replyId}`} or ${column} like ${`reply:${subjects.replyId}:%`})`);
    return parts.length ? sql.join(parts, sql` or `) : sql`false`;
  };
  const gone = await deleteRows(tx, seatingRules, sql`t.wedding_id = ${weddingId} and (${names(sql`t.a_id`)} or ${names(sql`t.b_id`)})`);
  await countPlanWrites(tx, gone);
  return gone;
}

async function takeSeats(tx: Db, where: SQL): Promise<JsonRow[]> {
  const gone = await deleteRows(tx, seatAssignments, where);
  await countPlanWrites(tx, gone);
  return gone;
}

/**
 * Whether a plan has room for `adding` more of its rows in `table` (a restore of a table, a
 * rule or a room feature, docs/decisions/0049-trash.md): its row locked by counting a write, as
 * its own writes lock it, so two restores cannot both take the last place, and a stale screen's
 * next write is refused and it reloads. True when the plan is gone: the row's own key then
 * refuses it, and the restore says so.
 */
export async function roomInPlan(tx: Db, planId: string, table: PgTable, column: PgColumn, max: number, adding = 1): Promise<boolean> {
  const [plan] = await tx
    .update(seatingPlans)
    .set({ version: sql`${seatingPlans.version} + 1` })
    .where(eq(seatingPlans.id, planId))
    .returning({ id: seatingPlans.id });
  if (!plan) return true;
  const [row] = await tx.select({ n: count() }).from(table).where(eq(column, planId));
  return (row?.n ?? 0) + adding <= max;
}

export const roomForTable = (tx: Db, planId: string) => roomInPlan(tx, planId, seatingTables, seatingTables.planId, MAX_SEATING_TABLES);

async function countPlanWrites(tx: Db, seats: readonly JsonRow[]): Promise<void> {
  const plans = [...new Set(seats.map((row) => String(row.plan_id)))];
  if (plans.length)
    await tx
      .update(seatingPlans)
      .set({ version: sql`${seatingPlans.version} + 1` })
      .where(inArray(seatingPlans.id, plans));
}

/**
 * Seats a restore puts back (docs/decisions/0049-trash.md), each only where its table still
 * exists, its chair is free and the table has room now: the database's own refusals (the unique
 * seat, the capacity trigger) decide, one savepoint a seat, so a refused seat leaves its person
 * unseated and the rest of the restore stands. Each plan that took one counts a write. Answers
 * the person keys that came back unseated.
 */
export async function reseat(tx: Db, seats: readonly JsonRow[]): Promise<string[]> {
  const unseated: string[] = [];
  const placed: JsonRow[] = [];
  for (const seat of seats) {
    try {
      const written = await tx.transaction((savepoint) => insertRows(savepoint, seatAssignments, [seat], { tolerant: true }));
      if (written.length) placed.push(seat);
      else unseated.push(String(seat.person_key));
    } catch (error) {
      // The capacity trigger: the table is full now.
      if (!isCheckViolation(error)) throw error;
      unseated.push(String(seat.person_key));
    }
  }
  await countPlanWrites(tx, placed);
  return unseated;
}

function isCheckViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23514") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
