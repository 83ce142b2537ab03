import type { SeatingInput } from "./model";
import { type About, type PlanViolation, type ViolationCode, count, listNames, problem } from "./problems";
import { indexInput, type SeatingIndex } from "./seating-index";

export interface PlanSeat {
  personId: string;
  tableId: string;
  seat?: number | null;
}

/**
 * Every broken rule of a plan (people may be left unseated: a plan in progress). Hard ones —
 * capacity, a seat for one person, households, locks, keep-apart — make the server refuse the
 * plan (docs/design.md section 9); the others (keep-together, the head table, needs) the
 * automatic seating always keeps, and a screen shows when the couple breaks them by hand.
 * `input.assignments` is the plan as stored, whose locks the new plan must keep.
 */
export function checkPlan(input: SeatingInput, plan: readonly PlanSeat[]): PlanViolation[] {
  const index = indexInput(input);
  const { people, tables } = input;
  const found: PlanViolation[] = [];
  const add = (code: ViolationCode, hard: boolean, text: string, about: About = {}) => found.push({ ...problem<ViolationCode>(code, text, about), hard });
  const tableOf = new Int32Array(people.length).fill(-1);
  const at: number[][] = tables.map(() => []);
  for (const placed of plan) {
    const p = index.person.get(placed.personId);
    const t = index.table.get(placed.tableId);
    if (p === undefined) add("unknown_person", true, `Someone who is not coming to this event is placed at a table.`, { personIds: [placed.personId] });
    else if (t === undefined) add("unknown_table", true, `${people[p]!.name} is placed at a table that is not in the plan.`, { personIds: [placed.personId] });
    else if (tableOf[p] !== -1) add("seated_twice", true, `${people[p]!.name} is placed twice.`, { personIds: [placed.personId] });
    else {
      tableOf[p] = t;
      at[t]!.push(p);
    }
  }
  at.forEach((here, t) => checkTable(index, plan, t, here, add));
  checkParties(index, tableOf, add);
  checkRules(index, tableOf, add);
  checkLocks(index, tableOf, at, add);
  return found;
}

type Add = (code: ViolationCode, hard: boolean, text: string, about?: About) => void;
const nameAll = (index: SeatingIndex, who: number[]) => listNames(who.map((i) => index.input.people[i]!.name));
const idsOf = (index: SeatingIndex, who: number[]) => who.map((i) => index.input.people[i]!.id);

function checkTable(index: SeatingIndex, plan: readonly PlanSeat[], t: number, here: number[], add: Add) {
  const table = index.input.tables[t]!;
  const people = index.input.people;
  const onSeats = here.filter((i) => !people[i]!.highChair);
  const limits = [
    [onSeats.length, table.seats, "seat", "seats"],
    [here.length - onSeats.length, table.highChairs ?? 0, "high chair", "high chairs"],
    [here.filter((i) => people[i]!.needs?.wheelchair && !people[i]!.highChair).length, table.wheelchairSpaces ?? 0, "wheelchair space", "wheelchair spaces"],
  ] as const;
  for (const [need, have, one, many] of limits)
    if (need > have) add("over_capacity", true, `${table.name} has ${count(have, one, many)} but ${need} people need one.`, { tableIds: [table.id] });
  const bySeat = new Map<number, number>();
  for (const placed of plan) {
    const p = index.person.get(placed.personId);
    if (p === undefined || index.table.get(placed.tableId) !== t || placed.seat == null) continue;
    const name = people[p]!.name;
    if (!Number.isInteger(placed.seat) || placed.seat < 1 || placed.seat > table.seats)
      add("seat_out_of_range", true, `${name} has seat ${placed.seat} at ${table.name}, which has seats 1 to ${table.seats}.`, {
        personIds: [placed.personId],
        tableIds: [table.id],
      });
    else if (bySeat.has(placed.seat)) {
      const other = people[bySeat.get(placed.seat)!]!;
      add("seat_taken", true, `${other.name} and ${name} have the same seat (${placed.seat}) at ${table.name}.`, {
        personIds: [other.id, placed.personId],
        tableIds: [table.id],
      });
    } else bySeat.set(placed.seat, p);
  }
}

function checkParties(index: SeatingIndex, tableOf: Int32Array, add: Add) {
  for (const [id, members] of index.party) {
    const seated = members.filter((i) => !index.input.people[i]!.splitFromParty && tableOf[i]! >= 0);
    const tablesUsed = new Set(seated.map((i) => tableOf[i]!));
    if (tablesUsed.size <= 1) continue;
    const where = listNames([...tablesUsed].map((t) => index.input.tables[t]!.name));
    add("household_split", true, `${index.partyName(id)} sit at different tables (${where}); a household sits together unless it is split.`, {
      partyIds: [id],
      personIds: idsOf(index, seated),
    });
  }
}

function checkRules(index: SeatingIndex, tableOf: Int32Array, add: Add) {
  const { people, tables } = index.input;
  index.input.rules.forEach((rule, r) => {
    if (rule.kind === "head") {
      const away = index.resolve(rule.subject).filter((i) => tableOf[i]! >= 0 && !tables[tableOf[i]!]!.head);
      if (away.length)
        add("head_table", false, `${nameAll(index, away)} ${away.length === 1 ? "is" : "are"} for the head table but sit elsewhere.`, {
          ruleIndexes: [r],
          personIds: idsOf(index, away),
        });
      return;
    }
    const a = index.resolve(rule.a).filter((i) => tableOf[i]! >= 0);
    const b = index.resolve(rule.b).filter((i) => tableOf[i]! >= 0);
    if (rule.kind === "apart") {
      const clash = a.filter((i) => b.some((j) => j !== i && tableOf[j] === tableOf[i]));
      if (clash.length) {
        const t = tableOf[clash[0]!]!;
        const text = `${index.describe(rule.a)} and ${index.describe(rule.b)} are to be kept apart but sit together at ${tables[t]!.name}.`;
        add("apart_together", true, text, { ruleIndexes: [r], personIds: idsOf(index, [...new Set([...a, ...b])]), tableIds: [tables[t]!.id] });
      }
      return;
    }
    const core = (side: number[]) => side.filter((i) => !people[i]!.splitFromParty);
    const both = [...(core(a).length ? core(a) : a), ...(core(b).length ? core(b) : b)];
    if (a.length && b.length && new Set(both.map((i) => tableOf[i]!)).size > 1)
      add("together_apart", false, `${index.describe(rule.a)} and ${index.describe(rule.b)} are to be kept together but sit at different tables.`, {
        ruleIndexes: [r],
        personIds: idsOf(index, both),
      });
  });
  people.forEach((p, i) => {
    const t = tableOf[i]!;
    if (t >= 0 && p.needs?.nearExit && !tables[t]!.nearExit)
      add("need_unmet", false, `${p.name} needs a seat near an exit, but ${tables[t]!.name} is not near one.`, {
        personIds: [p.id],
        tableIds: [tables[t]!.id],
      });
  });
}

function checkLocks(index: SeatingIndex, tableOf: Int32Array, at: number[][], add: Add) {
  const { people, tables, assignments } = index.input;
  const lockedAt = tables.map(() => new Set<number>());
  for (const a of assignments) {
    const p = index.person.get(a.personId);
    const t = index.table.get(a.tableId);
    if (p === undefined || t === undefined) continue;
    if (tables[t]!.locked) lockedAt[t]!.add(p);
    if (a.locked && tableOf[p] !== t)
      add("lock_moved", true, `${people[p]!.name} is locked to ${tables[t]!.name}; unlock them before moving them.`, {
        personIds: [a.personId],
        tableIds: [a.tableId],
      });
  }
  tables.forEach((table, t) => {
    if (!table.locked) return;
    const now = new Set(at[t]);
    const changed = now.size !== lockedAt[t]!.size || [...now].some((p) => !lockedAt[t]!.has(p));
    if (changed) add("locked_table_changed", true, `${table.name} is locked; unlock it before changing who sits there.`, { tableIds: [table.id] });
  });
}
