import type { PlanPerson, SeatingTableView } from "../seating-plan";

/**
 * "Gather" a household (issue 30 item 3; docs/decisions/0041-drag-and-drop.md): the screen offers
 * it and the server carries it out by this one rule.
 */

const seatable = (person: PlanPerson) => person.status === "coming" || person.status === "tentative";

/** The household's people who can sit at a table (those who declined or are gone stay where they are). */
export function householdMembers(people: readonly PlanPerson[], partyId: string): PlanPerson[] {
  return people.filter((person) => person.partyId === partyId && seatable(person));
}

/** Whether a household sits apart: some of them at one table and the others at another, or not seated. */
export function isSplit(members: readonly PlanPerson[]): boolean {
  const where = new Set(members.map((person) => person.tableId));
  return where.size > 1 && members.some((person) => person.tableId !== null);
}

/** Whether all of `members` fit at `table` with whoever else sits there (high chairs stand beside the chairs), and may join it. */
export function canGatherAt(
  table: SeatingTableView,
  members: readonly PlanPerson[],
  people: readonly PlanPerson[],
  tables: readonly SeatingTableView[],
): boolean {
  if (table.locked) return false;
  const arriving = members.filter((person) => person.tableId !== table.id);
  if (arriving.some((person) => person.locked)) return false;
  const lockedTables = new Set(tables.filter((candidate) => candidate.locked).map((candidate) => candidate.id));
  if (arriving.some((person) => person.tableId !== null && lockedTables.has(person.tableId))) return false;
  const taken = people.filter((person) => person.tableId === table.id && !person.highChair).length;
  return arriving.filter((person) => !person.highChair).length <= table.seats - taken;
}

/**
 * Where a split household gathers: the table most of them sit at (ties: the first in the plan)
 * that has room for the rest and may take them; then the others they sit at. Null when none of
 * their tables can: the couple chooses one.
 */
export function gatherTable(plan: { tables: readonly SeatingTableView[]; people: readonly PlanPerson[] }, partyId: string): string | null {
  const members = householdMembers(plan.people, partyId);
  const count = new Map<string, number>();
  for (const person of members) if (person.tableId) count.set(person.tableId, (count.get(person.tableId) ?? 0) + 1);
  const order = plan.tables.filter((table) => count.has(table.id)).sort((a, b) => count.get(b.id)! - count.get(a.id)!);
  return order.find((table) => canGatherAt(table, members, plan.people, plan.tables))?.id ?? null;
}
