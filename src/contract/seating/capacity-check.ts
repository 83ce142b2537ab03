import type { Load } from "./allowed";
import type { Prepared } from "./prepare";
import { type InfeasibleCode, type SeatingProblem, count, problem } from "./problems";

const RESOURCES = [
  { key: "seats", one: "seat", many: "seats", need: "a seat" },
  { key: "highChairs", one: "high chair", many: "high chairs", need: "a high chair" },
  { key: "wheelchairs", one: "wheelchair space", many: "wheelchair spaces", need: "a wheelchair space" },
] as const;

/**
 * Enough room for everyone still to be seated, group by group (a necessary condition, as Hall's
 * theorem has it): people for the head table against the head tables' free places, people who
 * need a seat near an exit against those tables' free places, and so on, for seats, high chairs
 * and wheelchair spaces. Places held by locked (or, when filling, already seated) people are taken.
 */
export function capacityProblems(prepared: Prepared, pinned: Load): SeatingProblem<InfeasibleCode>[] {
  const { input } = prepared.index;
  const { units } = prepared.units;
  const found: SeatingProblem<InfeasibleCode>[] = [];
  const anyHead = input.tables.some((t) => t.head);
  const anyLocked = input.tables.some((t) => t.locked);
  for (const head of [true, false])
    for (const exit of [false, true])
      for (const wheel of [false, true]) {
        const who = units.map((_, u) => u).filter((u) => prepared.pin[u] === -1 && matches(units[u]!, head, exit, wheel));
        if (!who.length) continue;
        const where = input.tables
          .map((_, t) => t)
          .filter((t) => {
            const table = input.tables[t]!;
            return !table.locked && Boolean(table.head) === head && (!exit || table.nearExit) && (!wheel || (table.wheelchairSpaces ?? 0) > 0);
          });
        for (const resource of RESOURCES) {
          const demand = who.reduce((sum, u) => sum + units[u]![resource.key], 0);
          const supply = where.reduce((sum, t) => sum + Math.max(0, prepared.cap[resource.key][t]! - pinned[resource.key][t]!), 0);
          if (demand <= supply) continue;
          const group = describeGroup(head, exit, wheel, anyHead);
          const place = describePlaces(head, exit, wheel);
          const held = where.some((t) => pinned.seats[t]! > 0)
            ? ` (besides those ${prepared.mode === "fill" ? "already seated or locked" : "locked"} there)`
            : "";
          const locked = anyLocked ? " Locked tables take nobody new." : "";
          const text =
            `Too few ${resource.many}: ${group} ${demand === 1 ? "needs" : "need"} ${count(demand, resource.one, resource.many)} ` +
            `but ${place} ${supply === 0 ? "have none free" : `have ${count(supply, resource.one, resource.many)} free`}${held}.${locked} ` +
            `Add ${resource.many} or tables${head ? "" : ", or seat fewer people"}.`;
          found.push(
            problem("too_few_places", text, {
              tableIds: where.map((t) => input.tables[t]!.id),
              personIds: who.length <= 20 ? who.flatMap((u) => units[u]!.members.map((i) => input.people[i]!.id)) : [],
            }),
          );
        }
      }
  return found;
}

function matches(unit: { head: boolean; nearExit: boolean; wheelchairs: number }, head: boolean, exit: boolean, wheel: boolean): boolean {
  return unit.head === head && (!exit || unit.nearExit) && (!wheel || unit.wheelchairs > 0);
}

function describeGroup(head: boolean, exit: boolean, wheel: boolean, anyHead: boolean): string {
  const needs = [exit && "someone who needs a seat near an exit", wheel && "a wheelchair user"].filter(Boolean).join(" or ");
  const base = head ? "the people for the head table" : anyHead ? "the people for the other tables" : "the people to seat";
  return needs ? `${base} in a household with ${needs}` : base;
}

function describePlaces(head: boolean, exit: boolean, wheel: boolean): string {
  const kinds = [head ? "head tables" : "tables", exit && "near an exit", wheel && "with wheelchair space"].filter(Boolean);
  return `the ${kinds.join(" ")}`;
}
