import { compilePeople, type CompiledPeople, unitWeights } from "./affinity";
import type { SeatingInput, SeatingMode } from "./model";
import { type InfeasibleCode, type SeatingProblem, listNames, problem } from "./problems";
import { indexInput, inputProblems, type SeatingIndex } from "./seating-index";
import { buildUnits, type Unit, type Units } from "./units";

/** The input turned into what the checks and the search work on: units, tables, pins and conflicts. */
export interface Prepared {
  index: SeatingIndex;
  mode: SeatingMode;
  units: Units;
  compiled: CompiledPeople;
  /** Unit x unit points (see affinity.ts). */
  weight: Int32Array;
  tableCount: number;
  cap: { seats: Int32Array; highChairs: Int32Array; wheelchairs: Int32Array };
  /** Per unit: the table it must stay at (locked or, when filling, already seated), or -1. */
  pin: Int32Array;
  /** Per unit: the units it is kept apart from. */
  apart: number[][];
  /** Keep-apart rules behind each pair of units, keyed `a * U + b` with a < b. */
  apartRules: Map<number, number[]>;
  /** Things the plan must say but that do not stop it (rules naming nobody coming, stale seats). */
  notes: string[];
  /** Problems found while preparing (bad input, households pinned to two tables, keep-apart inside a unit). */
  problems: SeatingProblem<InfeasibleCode>[];
}

export function prepare(input: SeatingInput, mode: SeatingMode): Prepared {
  const problems = inputProblems(input);
  const index = indexInput(input);
  const units = buildUnits(index);
  const compiled = compilePeople(input.people);
  const unitCount = units.units.length;
  const tableCount = input.tables.length;
  const cap = {
    seats: Int32Array.from(input.tables, (t) => t.seats),
    highChairs: Int32Array.from(input.tables, (t) => t.highChairs ?? 0),
    wheelchairs: Int32Array.from(input.tables, (t) => t.wheelchairSpaces ?? 0),
  };
  const notes: string[] = [];
  if (units.idleRules.length)
    notes.push(`${units.idleRules.length === 1 ? "1 rule names" : `${units.idleRules.length} rules name`} nobody coming to this event, so it has no effect.`);

  const pin = new Int32Array(unitCount).fill(-1);
  const pinnedBy = new Map<number, number>(); // unit -> the first person who pinned it
  const seen = new Map<string, string>();
  let stale = 0;
  for (const a of input.assignments) {
    const p = index.person.get(a.personId);
    if (p === undefined) continue; // someone no longer coming: their seat is simply free
    const person = input.people[p]!;
    if (seen.has(a.personId)) {
      if (seen.get(a.personId) !== a.tableId) problems.push(problem("invalid_input", `${person.name} is placed at two tables.`, { personIds: [a.personId] }));
      continue;
    }
    seen.set(a.personId, a.tableId);
    const t = index.table.get(a.tableId);
    if (t === undefined) {
      if (a.locked)
        problems.push(problem("pinned_rule", `${person.name} is locked to a table that is no longer in the plan; unlock them.`, { personIds: [person.id] }));
      else stale++;
      continue;
    }
    if (!(a.locked || mode === "fill" || input.tables[t]!.locked)) continue;
    const u = units.unitOf[p]!;
    if (pin[u] === -1) {
      pin[u] = t;
      pinnedBy.set(u, p);
    } else if (pin[u] !== t) {
      problems.push(twoTables(index, units, pinnedBy.get(u)!, p, pin[u]!, t, mode));
    }
  }
  if (stale)
    notes.push(`${stale === 1 ? "1 person was" : `${stale} people were`} at a table no longer in the plan and ${stale === 1 ? "is" : "are"} seated again.`);

  const apart: number[][] = Array.from({ length: unitCount }, () => []);
  const apartRules = new Map<number, number[]>();
  const withinUnit = new Set<number>();
  input.rules.forEach((rule, r) => {
    if (rule.kind !== "apart") return;
    for (const a of index.resolve(rule.a))
      for (const b of index.resolve(rule.b)) {
        const ua = units.unitOf[a]!;
        const ub = units.unitOf[b]!;
        if (ua === ub) {
          // One problem per rule; a person is never "apart" from themselves.
          if (a !== b && !withinUnit.has(r)) problems.push(apartWithinUnit(index, units, a, b, r));
          if (a !== b) withinUnit.add(r);
          continue;
        }
        const key = Math.min(ua, ub) * unitCount + Math.max(ua, ub);
        const rules = apartRules.get(key);
        if (rules) {
          if (!rules.includes(r)) rules.push(r);
        } else {
          apartRules.set(key, [r]);
          apart[ua]!.push(ub);
          apart[ub]!.push(ua);
        }
      }
  });
  const weight = unitWeights(compiled, units);
  return { index, mode, units, compiled, weight, tableCount, cap, pin, apart, apartRules, notes, problems: dedupe(problems) };
}

function twoTables(index: SeatingIndex, units: Units, a: number, b: number, ta: number, tb: number, mode: SeatingMode): SeatingProblem<InfeasibleCode> {
  const { input } = index;
  const why = linkedBy(index, units, a, b);
  const held = mode === "fill" ? "locked or already seated" : "locked";
  const [pa, pb] = [input.people[a]!, input.people[b]!];
  const text = `${pa.name} (${held} at ${input.tables[ta]!.name}) and ${pb.name} (${held} at ${input.tables[tb]!.name}) must sit at one table: ${why.text}. Move one of them, or ${why.fix}.`;
  return problem("pinned_two_tables", text, {
    personIds: why.people.map((i) => input.people[i]!.id),
    tableIds: [input.tables[ta]!.id, input.tables[tb]!.id],
    ruleIndexes: why.rules,
  });
}

function apartWithinUnit(index: SeatingIndex, units: Units, a: number, b: number, rule: number): SeatingProblem<InfeasibleCode> {
  const { input } = index;
  const why = linkedBy(index, units, a, b);
  const text = `${input.people[a]!.name} and ${input.people[b]!.name} are to be kept apart, but they must sit at one table: ${why.text}. Remove the keep-apart rule, or ${why.fix}.`;
  return problem("apart_within_unit", text, { personIds: why.people.map((i) => input.people[i]!.id), ruleIndexes: [rule, ...why.rules] });
}

/** Why two people are one unit, in words: "they are one household" or the chain of rules. */
export function linkedBy(index: SeatingIndex, units: Units, a: number, b: number) {
  const { people: path, rules } = units.pathBetween(a, b);
  const names = path.map((i) => index.input.people[i]!.name);
  if (!rules.length) {
    const party = index.partyName(index.input.people[a]!.partyId);
    return { people: path, rules, text: `they are one household (${party})`, fix: "split the household" };
  }
  const text = `keep-together rules and households link ${listNames(names, 6)}`;
  return { people: path, rules, text, fix: "remove a keep-together rule or split a household" };
}

function dedupe<T extends { text: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.text) && Boolean(seen.add(item.text)));
}

/** The load a unit puts on a table. */
export function fits(prepared: Prepared, unit: Unit, t: number, used = { seats: 0, highChairs: 0, wheelchairs: 0 }): boolean {
  const { cap } = prepared;
  return (
    used.seats + unit.seats <= cap.seats[t]! &&
    used.highChairs + unit.highChairs <= cap.highChairs[t]! &&
    used.wheelchairs + unit.wheelchairs <= cap.wheelchairs[t]!
  );
}
