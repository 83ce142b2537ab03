import { isHeadShape, type PlanPerson, type SeatingTableView } from "../seating-plan";
import type { PlanRule } from "../seating-rules";
import { MAX_TABLE_SEATS, type RuleSubject, type SeatingAssignment, type SeatingInput, type SeatingPerson, type SeatingRule } from "./model";
import { type PlacedFeature, tablesNearExit } from "./room-geometry";

/**
 * The automatic seating's input from a stored plan (docs/decisions/0036-stored-seating.md): the
 * screen's worker plans from it and the server checks a plan it is sent against the same input,
 * so both read the stored plan one way.
 * - A head or sweetheart table is the couple's own: nobody is put there automatically.
 * - High chairs stand beside a table's chairs; a venue brings as many as asked for, so a table
 *   takes as many as it has chairs.
 * - A household whose people the couple seated at two tables is split: each person may sit apart.
 * - Someone seated who declined or is gone keeps their seat, locked, until the couple unseats
 *   them, so a plan never drops anyone quietly and their chair is not given twice.
 * - The couple's rules in force go with it (docs/decisions/0042-seating-rules.md), so the worker
 *   keeps them and the server refuses a saved plan that breaks a keep-apart.
 * - Who knows whom, for the score: the side, the household's tags, and as the group, the family
 *   name the guest list records (households of one family, "the Okafor cousins").
 * - A table is near an exit when the room plan puts it near an exit feature (room-geometry.ts);
 *   someone marked as needing that is seated only there.
 */
export function storedPlanInput(plan: {
  tables: readonly SeatingTableView[];
  people: readonly PlanPerson[];
  rules?: readonly PlanRule[];
  features?: readonly PlacedFeature[];
}): SeatingInput {
  const nearExit = tablesNearExit(plan.tables, plan.features ?? []);
  const tables = plan.tables.map((table) => ({
    id: table.id,
    name: table.name,
    seats: table.seats,
    highChairs: MAX_TABLE_SEATS,
    head: isHeadShape(table.shape),
    locked: table.locked,
    nearExit: nearExit.has(table.id),
  }));
  const seated = (person: PlanPerson) => person.tableId !== null;
  const away = (person: PlanPerson) => person.status === "declined" || person.status === "gone";
  const tablesOf = new Map<string, Set<string>>();
  for (const person of plan.people) {
    if (away(person) || !seated(person)) continue;
    const used = tablesOf.get(person.partyId) ?? new Set<string>();
    used.add(person.tableId!);
    tablesOf.set(person.partyId, used);
  }
  const people: SeatingPerson[] = [];
  const assignments: SeatingAssignment[] = [];
  for (const person of plan.people) {
    if (away(person) && !seated(person)) continue;
    people.push({
      id: person.key,
      name: person.name,
      partyId: person.partyId,
      splitFromParty: away(person) || (tablesOf.get(person.partyId)?.size ?? 0) > 1,
      highChair: person.highChair,
      side: person.side,
      tags: person.tags,
      groupKey: familyGroup(person.familyName),
      tentative: person.status === "tentative",
      ...(person.nearExit ? { needs: { nearExit: true } } : {}),
    });
    if (seated(person)) assignments.push({ personId: person.key, tableId: person.tableId!, seat: person.seat, locked: person.locked || away(person) });
  }
  const parties = [...new Map(plan.people.map((person) => [person.partyId, { id: person.partyId, name: person.partyName }])).values()];
  return { tables, people, parties, assignments, rules: (plan.rules ?? []).map(engineRule) };
}

/** A family name as a group key: case and accents aside, so "Okafor" and "OKAFOR" are one family. */
export const familyGroup = (familyName: string | null) => {
  const key = familyName?.normalize("NFKD").replace(/\p{M}/gu, "").trim().toLocaleLowerCase("en");
  return key ? `family:${key}` : null;
};

const engineSubject = (subject: PlanRule["a"]): RuleSubject => (subject.type === "person" ? { personId: subject.id } : { partyId: subject.id });

/** A stored rule as the engine takes it: its id goes along, so a problem can point at it. */
export function engineRule(rule: PlanRule): SeatingRule {
  if (rule.kind === "head" || !rule.b) return { id: rule.id, kind: "head", subject: engineSubject(rule.a) };
  return { id: rule.id, kind: rule.kind, a: engineSubject(rule.a), b: engineSubject(rule.b) };
}
