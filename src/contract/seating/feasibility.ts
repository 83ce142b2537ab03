import { addLoad, allowedTables, emptyLoad, pinnedApartTest, pinnedLoad, type Refusal, refusal } from "./allowed";
import { capacityProblems } from "./capacity-check";
import { largestApartGroup } from "./clique";
import type { SeatingInput, SeatingMode } from "./model";
import { prepare, type Prepared } from "./prepare";
import { type InfeasibleCode, type SeatingProblem, count, listNames, people, problem, seats, tables } from "./problems";

/**
 * What cannot hold, checked before any search (docs/decisions/0025): the input itself, households
 * locked to two tables, keep-apart inside a household or keep-together group, tables over capacity
 * with their locked people, units no table fits, too few places, and more units mutually kept
 * apart than tables. Empty when none of these stops a plan; each problem names who and where.
 */
export function explainInfeasible(input: SeatingInput, mode: SeatingMode = "replan"): SeatingProblem<InfeasibleCode>[] {
  return infeasibility(prepare(input, mode));
}

export function infeasibility(prepared: Prepared): SeatingProblem<InfeasibleCode>[] {
  if (prepared.problems.some((p) => p.code === "too_many" || p.code === "invalid_input")) return prepared.problems;
  const { input } = prepared.index;
  if (input.tables.length === 0 && input.people.length > 0)
    return [problem("too_few_places", `There are no tables yet: add tables to seat ${people(input.people.length)}.`)];
  const found = [...prepared.problems, ...pinnedProblems(prepared)];
  if (found.length) return found;
  const pinned = pinnedLoad(prepared);
  const allowed = allowedTables(prepared, pinned);
  allowed.forEach((open, u) => open.length === 0 && found.push(noTable(prepared, u, pinned)));
  if (found.length) return found;
  found.push(...capacityProblems(prepared, pinned));
  const clique = apartGroupProblem(prepared, allowed);
  if (clique) found.push(clique);
  return found;
}

/** Pinned units that overfill a table or sit with someone they are kept apart from. */
function pinnedProblems(prepared: Prepared): SeatingProblem<InfeasibleCode>[] {
  const { input } = prepared.index;
  const { units, label } = prepared.units;
  const found: SeatingProblem<InfeasibleCode>[] = [];
  const load = emptyLoad(prepared.tableCount);
  const at: number[][] = Array.from({ length: prepared.tableCount }, () => []);
  units.forEach((unit, u) => {
    const t = prepared.pin[u]!;
    if (t < 0) return;
    addLoad(load, unit, t);
    at[t]!.push(u);
  });
  const held = prepared.mode === "fill" ? "locked or already seated" : "locked";
  at.forEach((here, t) => {
    const table = input.tables[t]!;
    const overs = [
      [load.seats[t]!, prepared.cap.seats[t]!, "seats"],
      [load.highChairs[t]!, prepared.cap.highChairs[t]!, "high chairs"],
      [load.wheelchairs[t]!, prepared.cap.wheelchairs[t]!, "wheelchair spaces"],
    ] as const;
    for (const [need, have, what] of overs) {
      if (need <= have) continue;
      const names = listNames(here.map((u) => label(units[u]!)));
      const text = `${table.name} has ${have} ${what}, but ${need} are needed by the people ${held} there with their households (${names}). Move someone, or add ${what}.`;
      found.push(
        problem("pinned_over_capacity", text, { tableIds: [table.id], personIds: here.flatMap((u) => units[u]!.members.map((i) => input.people[i]!.id)) }),
      );
    }
    for (const u of here)
      for (const v of prepared.apart[u]!)
        if (u < v && prepared.pin[v] === t) {
          const rules = prepared.apartRules.get(u * units.length + v) ?? [];
          const text = `${label(units[u]!)} and ${label(units[v]!)} are to be kept apart, but both are ${held} at ${table.name}. Move one of them, or remove the keep-apart rule.`;
          found.push(problem("pinned_apart", text, { tableIds: [table.id], ruleIndexes: rules, personIds: ids(prepared, [u, v]) }));
        }
  });
  return found;
}

const STAGES: Refusal[] = ["locked", "head", "not_head", "exit", "size", "high_chairs", "wheelchairs", "full", "apart"];

/** A unit no table takes: explain by the tables that came closest (passed the most checks). */
function noTable(prepared: Prepared, u: number, pinned: ReturnType<typeof pinnedLoad>): SeatingProblem<InfeasibleCode> {
  const { input } = prepared.index;
  const unit = prepared.units.units[u]!;
  const who = prepared.units.label(unit);
  const apartAt = pinnedApartTest(prepared);
  const reasons = input.tables.map((_, t) => refusal(prepared, u, t, pinned, apartAt)!);
  const furthest = Math.max(-1, ...reasons.map((r) => STAGES.indexOf(r)));
  const reason = STAGES[furthest];
  const closest = input.tables.filter((_, t) => reasons[t] === reason);
  const size = unit.seats + unit.highChairs;
  const group = unit.members.length > 1 ? ` (${people(size)}, who sit together)` : "";
  const biggest = Math.max(0, ...closest.map((t) => t.seats));
  const held = prepared.mode === "fill" ? "locked or already seated" : "locked";
  const fix =
    unit.members.length === 1
      ? "Make a table bigger."
      : unit.togetherRules.length
        ? "Split the household, drop a keep-together rule, or make a table bigger."
        : "Split the household, or make a table bigger.";
  const where = unit.head ? "head table" : "table";
  const text: Record<Refusal, string> = {
    locked: `There is no table left for ${who}${group}: every table is locked.`,
    head: `A rule puts ${who}${group} at the head table, but no table is marked as the head table.`,
    not_head: `There is no table for ${who}${group}: every table left is a head table, which only the people named for it take.`,
    exit: `A seat near an exit is needed for ${who}${group}, but no ${where} is marked near an exit.`,
    size: `${who}${group} cannot fit at any ${where}: they need ${seats(unit.seats)} together and the largest has ${biggest}. ${fix}`,
    high_chairs: `${count(unit.highChairs, "high chair is", "high chairs are")} needed at the table of ${who}, but no ${where} has room for ${unit.highChairs === 1 ? "one" : "that many"}.`,
    wheelchairs: `${count(unit.wheelchairs, "wheelchair space is", "wheelchair spaces are")} needed at the table of ${who}, but no ${where} has ${unit.wheelchairs === 1 ? "one" : "that many"}.`,
    full: `No ${where} that suits ${who}${group} has room left: ${listNames(closest.map((t) => t.name))} ${closest.length === 1 ? "is" : "are"} taken by people ${held} there.`,
    apart: `Every ${where} that suits ${who} has someone ${held} there that they are to be kept apart from (${listNames(closest.map((t) => t.name))}).`,
  };
  const code: InfeasibleCode = reason === "size" ? "unit_too_large" : "no_fitting_table";
  return problem(code, reason ? text[reason] : `There is no table for ${who}.`, {
    personIds: ids(prepared, [u]),
    tableIds: closest.map((t) => t.id),
    ruleIndexes: [...unit.headRules, ...unit.togetherRules],
  });
}

/** Units that must all sit apart, more of them than the tables they may use. */
function apartGroupProblem(prepared: Prepared, allowed: number[][]): SeatingProblem<InfeasibleCode> | null {
  const { units, label } = prepared.units;
  const withApart = units.map((_, u) => u).filter((u) => prepared.apart[u]!.length > 0);
  const groups = [withApart, withApart.filter((u) => units[u]!.head)];
  for (const candidates of groups) {
    const group = largestApartGroup(prepared.apart, candidates).sort((a, b) => a - b);
    const usable = new Set(group.flatMap((u) => allowed[u]!));
    if (group.length <= usable.size) continue;
    const { input } = prepared.index;
    const rules = new Set<number>();
    for (const u of group) for (const v of group) if (u < v) prepared.apartRules.get(u * units.length + v)?.forEach((r) => rules.add(r));
    const text = `${listNames(
      group.map((u) => label(units[u]!)),
      8,
    )} are all to be kept apart from each other, so they need ${tables(group.length)}, but only ${usable.size} ${usable.size === 1 ? "table suits" : "tables suit"} them. Remove a keep-apart rule, or add a table.`;
    return problem("apart_clique", text, { personIds: ids(prepared, group), tableIds: [...usable].map((t) => input.tables[t]!.id), ruleIndexes: [...rules] });
  }
  return null;
}

function ids(prepared: Prepared, unitIndexes: number[]): string[] {
  const { input } = prepared.index;
  return unitIndexes.flatMap((u) => prepared.units.units[u]!.members.map((i) => input.people[i]!.id));
}
