import type { z } from "zod";
import { MAX_SEATED_PEOPLE, MAX_SEATING_TABLES } from "../../../contract/seating/model";
import { checkPlan } from "../../../contract/seating/check-plan";
import { storedPlanInput } from "../../../contract/seating/stored-plan";
import { gatherTable, householdMembers } from "../../../contract/seating/gather";
import type {
  SeatingView,
  ZAddTables,
  ZGatherHousehold,
  ZMovePeople,
  ZPeopleFlags,
  ZSavePlan,
  ZSwapPeople,
  ZTableUpdate,
} from "../../../contract/seating-plan";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { PlanEvent } from "./plan-event";
import { type PeopleComing, peopleComing, planView, readStoredPlan, type StoredPlan } from "./plan-view";
import * as repo from "./repository";
import { goneRuleIds } from "./rules-view";
import * as room from "./room-repository";
import { checkRoom, checkUnlocked, freeSeats, type Seated, type TableRoom, tableNames } from "./seat-rules";

const STALE = "The seating plan changed on another screen since this one loaded it. It has been reloaded: check it and try again.";

export interface Draft {
  tx: Db;
  planId: string;
  stored: StoredPlan;
  coming: PeopleComing;
}

/**
 * Every write to a plan (docs/decisions/0036-stored-seating.md): who is coming is read first; then,
 * in one transaction, the plan's version moves on only from the one the couple's screen saw (409
 * otherwise, the plan's row locked until the end), the stored plan is read under that lock, the
 * change is checked and written. The database refuses two in one seat and a table over capacity
 * whatever got past the checks; those refusals are 409s too. Other open screens hear of it live.
 */
export async function writePlan(
  ctx: AppContext,
  wedding: WeddingRow,
  version: number,
  change: (draft: Draft) => Promise<void>,
  event: PlanEvent = null,
): Promise<SeatingView> {
  const coming = await peopleComing(ctx, wedding, event);
  try {
    await ctx.db.transaction(async (tx) => {
      const planId = await repo.ensurePlan(tx, wedding.id, event?.id ?? null);
      const next = await repo.nextVersion(tx, planId, version);
      if (next === undefined) throw new AppError("conflict", STALE);
      const [tables, assignments, rules, features, needs] = await Promise.all([
        repo.tablesOf(tx, planId),
        repo.assignmentsOf(tx, planId),
        repo.rulesOf(tx, planId),
        room.featuresOf(tx, planId),
        room.needsOf(tx, planId),
      ]);
      // Rules naming a household or reply since deleted go (docs/decisions/0042-seating-rules.md).
      const gone = goneRuleIds(rules, coming.people);
      await repo.deleteRules(tx, planId, gone);
      const kept = rules.filter((rule) => !gone.includes(rule.id));
      await change({ tx, planId, stored: { version: next, tables, assignments, rules: kept, features, needs }, coming });
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
  await ctx.feed.publish({ type: "seating.changed", weddingId: wedding.id }).catch(() => {});
  return planView(await readStoredPlan(ctx, wedding, event), coming);
}

/** The database's own refusals, in words: the capacity trigger and the one-person-a-seat index (db/schema.ts). */
function databaseRefusal(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23514" && constraint === "seating_capacity")
      return new AppError("conflict", "A table would have more people than seats; nothing was changed.");
    if (code === "23505" && constraint === "seat_assignments_table_seat_key")
      return new AppError("conflict", "Two people would have the same seat; nothing was changed.");
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const tableOf = (draft: Draft, id: string) => {
  const table = draft.stored.tables.find((candidate) => candidate.id === id);
  if (!table) throw notFound("Table");
  return table;
};
const at = (draft: Draft, tableId: string) => draft.stored.assignments.filter((row) => row.tableId === tableId);

/** "Add 12 round tables of 10": numbered after the highest, laid out in rows of ten 2 m apart, a step in from the walls (docs/decisions/0040-room-plan.md). */
export function addTables(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZAddTables>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const { tables } = draft.stored;
      if (tables.length + input.count > MAX_SEATING_TABLES) {
        const room = MAX_SEATING_TABLES - tables.length;
        const message = `A plan holds at most ${MAX_SEATING_TABLES} tables; ${room === 0 ? "this one is full" : `there is room for ${room} more`}.`;
        throw new AppError("validation_failed", `count: ${message}`, { count: message });
      }
      const last = tables.reduce((max, table) => Math.max(max, table.position), -1);
      const names = tableNames(
        tables.map((table) => table.name),
        input.count,
        input.shape,
      );
      await repo.insertTables(
        draft.tx,
        draft.planId,
        wedding.id,
        names.map((name, i) => {
          const position = last + 1 + i;
          return { name, shape: input.shape, seats: input.seats, position, x: 200 + (position % 10) * 200, y: 200 + Math.floor(position / 10) * 200 };
        }),
      );
    },
    event,
  );
}

export function updateTable(ctx: AppContext, wedding: WeddingRow, tableId: string, input: z.output<typeof ZTableUpdate>, event: PlanEvent = null) {
  const { version, ...patch } = input;
  return writePlan(
    ctx,
    wedding,
    version,
    async (draft) => {
      const table = tableOf(draft, tableId);
      if (patch.seats !== undefined && patch.seats < table.seats) checkRoom({ ...table, seats: patch.seats }, [], at(draft, tableId));
      await repo.updateTable(draft.tx, tableId, patch);
    },
    event,
  );
}

/** A table with people is deleted only when they go back to the unseated list (`unseat`); a locked one not at all. */
/**
 * A table goes, with its seats when the couple said to put its people back on the unseated list.
 * `remove` is the trash's delete (docs/decisions/0049-trash.md), run under the plan's lock in
 * place of the plain one: it keeps the table and its seats, with whom they seat, for undo.
 */
export function deleteTable(
  ctx: AppContext,
  wedding: WeddingRow,
  tableId: string,
  input: { version: number; unseat: boolean },
  event: PlanEvent = null,
  remove: (tx: Db, names: Record<string, string>) => Promise<unknown> = (tx) => repo.deleteTable(tx, tableId),
) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const table = tableOf(draft, tableId);
      const here = at(draft, tableId);
      if (table.locked) throw new AppError("conflict", `${table.name} is locked; unlock it before deleting it.`);
      if (here.length && !input.unseat)
        throw new AppError(
          "conflict",
          `${table.name} has ${here.length === 1 ? "1 person" : `${here.length} people`}. Move them first, or delete it and put them back on the unseated list.`,
        );
      if (here.some((row) => row.locked)) throw new AppError("conflict", `Someone at ${table.name} is locked to it; unlock them before deleting it.`);
      await remove(draft.tx, Object.fromEntries(draft.coming.people.map((person) => [person.key, person.name])));
    },
    event,
  );
}

const seatedRows = (draft: Draft): Map<string, Seated> => new Map(draft.stored.assignments.map((row) => [row.personKey, row]));
const namesOf = (draft: Draft) => new Map(draft.coming.people.map((person) => [person.key, person.name]));

/**
 * People to a table (a person, a household, a selection), or back to the unseated list: all of
 * them or none. Someone declined or gone may only be unseated; nobody locked moves; the table's
 * free seats are counted; the movers take its lowest free seat numbers (a high chair none).
 */
export function movePeople(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZMovePeople>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const seated = seatedRows(draft);
      const status = new Map(draft.coming.people.map((person) => [person.key, person.status]));
      const target = input.tableId === null ? null : tableOf(draft, input.tableId);
      const rooms = new Map(draft.stored.tables.map((table) => [table.id, table]));
      for (const key of input.personKeys) {
        const known = status.get(key);
        const seatable = known === "coming" || known === "tentative";
        if (target && !seatable) {
          const message = known === "declined" ? "Someone chosen has declined; they cannot be seated." : "Someone chosen is not coming to the wedding.";
          throw new AppError("validation_failed", `personKeys: ${message}`, { personKeys: message });
        }
        if (!target && !seatable && !seated.has(key))
          throw new AppError("validation_failed", "personKeys: Someone chosen is not coming", { personKeys: "Someone chosen is not coming" });
      }
      const movers = input.personKeys.flatMap((key) => seated.get(key) ?? []);
      checkUnlocked(movers, namesOf(draft), rooms, target);
      if (!target) return repo.unseat(draft.tx, draft.planId, input.personKeys);

      const arriving = input.personKeys.filter((key) => seated.get(key)?.tableId !== target.id);
      if (draft.stored.assignments.length + arriving.filter((key) => !seated.has(key)).length > MAX_SEATED_PEOPLE)
        throw new AppError("validation_failed", `personKeys: A plan seats at most ${MAX_SEATED_PEOPLE} people`, {
          personKeys: `At most ${MAX_SEATED_PEOPLE} people`,
        });
      const rows = arriving.map((key) => seated.get(key) ?? { personKey: key, tableId: target.id, seat: null, highChair: false, locked: false });
      const staying = at(draft, target.id);
      checkRoom(target, staying, rows);
      const seats =
        input.seat === undefined
          ? freeSeats(
              target,
              staying.map((row) => row.seat),
              rows.length,
            )
          : [chosenSeat(target, staying, input.seat, input.personKeys[0]!)];
      let next = 0;
      await repo.unseatNumbers(draft.tx, draft.planId, arriving);
      await repo.place(
        draft.tx,
        draft.planId,
        wedding.id,
        rows.map((row) => ({ ...row, tableId: target.id, seat: row.highChair ? null : (seats[next++] ?? null) })),
      );
    },
    event,
  );
}

/** A seat chosen by a drop: on the table, and nobody else's (a drop on a taken seat is a swap). */
function chosenSeat(table: TableRoom, staying: readonly Seated[], seat: number, mover: string): number {
  if (seat > table.seats) throw new AppError("validation_failed", `seat: ${table.name} has ${table.seats} seats`, { seat: `At most ${table.seats}` });
  if (staying.some((row) => row.seat === seat && row.personKey !== mover))
    throw new AppError("conflict", `Seat ${seat} at ${table.name} is taken; nothing was moved.`);
  return seat;
}

const seatableStatus = (draft: Draft) => {
  const status = new Map(draft.coming.people.map((person) => [person.key, person.status]));
  return (key: string) => status.get(key) === "coming" || status.get(key) === "tentative";
};

/**
 * Two people change places in one write (docs/decisions/0041-drag-and-drop.md): each takes the
 * other's table and seat, or the unseated list when the other had no seat. Nobody locked moves,
 * no locked table changes, someone declined or gone only leaves a table, and a high chair stands
 * beside the chairs (its person's place at the other table is a free chair, when one is free).
 */
export function swapPeople(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZSwapPeople>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const seated = seatedRows(draft);
      const canSit = seatableStatus(draft);
      const known = new Set(draft.coming.people.map((person) => person.key));
      const [a, b] = input.personKeys.map((key) => {
        if (!known.has(key) && !seated.has(key))
          throw new AppError("validation_failed", "personKeys: Someone chosen is not coming", { personKeys: "Someone chosen is not coming" });
        return seated.get(key) ?? { personKey: key, tableId: null, seat: null, highChair: false, locked: false, wheelchair: false };
      }) as [Unplaced, Unplaced];
      if (a.tableId === null && b.tableId === null)
        throw new AppError("validation_failed", "personKeys: Neither has a seat; move one to a table instead", { personKeys: "Neither has a seat" });
      for (const [mover, into] of [
        [a, b],
        [b, a],
      ] as const)
        if (into.tableId !== null && !canSit(mover.personKey)) {
          const message = "Someone chosen is no longer coming; they can only be unseated.";
          throw new AppError("validation_failed", `personKeys: ${message}`, { personKeys: message });
        }
      const rooms = new Map(draft.stored.tables.map((table) => [table.id, table]));
      checkUnlocked(
        [a, b].filter((row): row is Seated => row.tableId !== null),
        namesOf(draft),
        rooms,
        null,
      );

      const placements: repo.Placement[] = [];
      if (a.tableId !== null && a.tableId === b.tableId)
        placements.push({ ...a, tableId: a.tableId, seat: b.seat }, { ...b, tableId: a.tableId, seat: a.seat });
      else
        for (const [mover, into] of [
          [a, b],
          [b, a],
        ] as const) {
          if (into.tableId === null) continue;
          const table = tableOf(draft, into.tableId);
          const staying = at(draft, table.id).filter((row) => row.personKey !== a.personKey && row.personKey !== b.personKey);
          checkRoom(table, staying, [mover]);
          const seat = mover.highChair
            ? null
            : into.highChair
              ? (freeSeats(
                  table,
                  staying.map((row) => row.seat),
                  1,
                )[0] ?? null)
              : into.seat;
          placements.push({ ...mover, tableId: table.id, seat });
        }
      const leaving = [a, b].filter((row) => row.tableId !== null && !placements.some((placement) => placement.personKey === row.personKey));
      await repo.unseat(
        draft.tx,
        draft.planId,
        leaving.map((row) => row.personKey),
      );
      await repo.unseatNumbers(
        draft.tx,
        draft.planId,
        placements.map((row) => row.personKey),
      );
      await repo.place(draft.tx, draft.planId, wedding.id, placements);
    },
    event,
  );
}

type Unplaced = Omit<Seated, "tableId"> & { tableId: string | null };

/**
 * A split household brought to one table in one write (contract/seating/gather.ts): the table the
 * couple named, or else the one most of them sit at that has room. Those already there stay in
 * their seats; the rest take its lowest free seats. Refused with the reason when it cannot be done.
 */
export function gatherHousehold(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZGatherHousehold>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const view = planView(draft.stored, draft.coming);
      const members = householdMembers(view.people, input.partyId);
      if (!members.length) throw notFound("Household");
      const tableId = input.tableId ?? gatherTable(view, input.partyId);
      if (!tableId)
        throw new AppError(
          "conflict",
          `No table where ${members[0]!.partyName || "they"} sit has room for all ${members.length}, or it is locked; choose a table for them.`,
        );
      const target = tableOf(draft, tableId);
      const seated = seatedRows(draft);
      const arriving = members.filter((person) => person.tableId !== target.id).map((person) => person.key);
      const movers = arriving.flatMap((key) => seated.get(key) ?? []);
      checkUnlocked(movers, namesOf(draft), new Map(draft.stored.tables.map((table) => [table.id, table])), target);
      const rows = arriving.map((key) => seated.get(key) ?? { personKey: key, tableId: target.id, seat: null, highChair: false, locked: false });
      const staying = at(draft, target.id);
      checkRoom(target, staying, rows);
      const seats = freeSeats(
        target,
        staying.map((row) => row.seat),
        rows.length,
      );
      let next = 0;
      await repo.unseatNumbers(draft.tx, draft.planId, arriving);
      await repo.place(
        draft.tx,
        draft.planId,
        wedding.id,
        rows.map((row) => ({ ...row, tableId: target.id, seat: row.highChair ? null : (seats[next++] ?? null) })),
      );
    },
    event,
  );
}

/**
 * Locks or unlocks seated people, or marks who comes in a wheelchair (they keep their seat: the
 * venue leaves room beside it); a high chair frees its person's seat, and leaving it takes a free one.
 * Who needs a seat near an exit may be marked before they are seated: the automatic seating reads it.
 */
export function setPeopleFlags(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZPeopleFlags>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const seated = seatedRows(draft);
      const rows = input.personKeys.map((key) => seated.get(key));
      if (input.nearExit !== undefined) {
        const coming = new Set(draft.coming.people.filter((person) => person.status === "coming" || person.status === "tentative").map((person) => person.key));
        if (input.personKeys.some((key) => !coming.has(key) && !seated.has(key)))
          throw new AppError("validation_failed", "personKeys: Someone chosen is not coming", { personKeys: "Someone chosen is not coming" });
        await room.setNearExit(draft.tx, draft.planId, wedding.id, input.personKeys, input.nearExit);
        if (input.locked === undefined && input.highChair === undefined && input.wheelchair === undefined) return;
      }
      if (rows.some((row) => !row))
        throw new AppError("validation_failed", "personKeys: Only seated people can be locked or given a high chair", { personKeys: "Seat them first" });
      if (input.locked !== undefined) await repo.setFlags(draft.tx, draft.planId, input.personKeys, { locked: input.locked });
      if (input.wheelchair !== undefined) await repo.setFlags(draft.tx, draft.planId, input.personKeys, { wheelchair: input.wheelchair });
      if (input.highChair === undefined) return;
      const changing = rows.filter((row): row is Seated => row!.highChair !== input.highChair);
      const placements = [];
      const byTable = new Map<string, Seated[]>();
      for (const row of changing) byTable.set(row.tableId, [...(byTable.get(row.tableId) ?? []), row]);
      for (const [tableId, group] of byTable) {
        const table = tableOf(draft, tableId);
        const staying = at(draft, tableId).filter((row) => !group.includes(row));
        if (!input.highChair)
          checkRoom(
            table,
            staying,
            group.map(() => ({ highChair: false })),
          );
        const seats = input.highChair
          ? []
          : freeSeats(
              table,
              staying.map((row) => row.seat),
              group.length,
            );
        placements.push(
          ...group.map((row, i) => ({
            ...row,
            highChair: input.highChair!,
            seat: input.highChair ? null : (seats[i] ?? null),
            locked: input.locked ?? row.locked,
          })),
        );
      }
      await repo.place(draft.tx, draft.planId, wedding.id, placements);
    },
    event,
  );
}

/**
 * An automatic plan, saved whole (issue 30 item 5): checked against the hard rules on the server
 * with contract/seating/check-plan.ts, against the plan as stored (its locks, its households),
 * so a browser cannot store a broken plan. A 400 names every broken rule; nothing is stored.
 */
export function savePlan(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZSavePlan>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const stored = planView(draft.stored, draft.coming);
      const seats = input.seats.map(({ personKey, tableId, seat }) => ({ personId: personKey, tableId, seat }));
      const hard = checkPlan(storedPlanInput(stored), seats).filter((violation) => violation.hard);
      if (hard.length) {
        const message = hard
          .slice(0, 5)
          .map((violation) => violation.text)
          .join(" ");
        throw new AppError("validation_failed", `seats: ${message}`, { seats: message });
      }
      const before = seatedRows(draft);
      await repo.replaceAssignments(
        draft.tx,
        draft.planId,
        wedding.id,
        input.seats.map((seat) => {
          const was = before.get(seat.personKey);
          const highChair = was?.highChair ?? false;
          return {
            personKey: seat.personKey,
            tableId: seat.tableId,
            seat: highChair ? null : seat.seat,
            locked: was?.locked ?? false,
            highChair,
            wheelchair: was?.wheelchair ?? false,
          };
        }),
      );
    },
    event,
  );
}
