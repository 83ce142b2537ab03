import type { PlanPerson, SeatingTableView, SeatingView } from "../../../contract/seating-plan";

export interface TableGroup {
  table: SeatingTableView;
  /** In seat order; high chairs after the chairs. */
  people: PlanPerson[];
  /** Chairs taken (high chairs stand beside them). */
  taken: number;
}

export interface PartyGroup {
  id: string;
  name: string;
  people: PlanPerson[];
}

export interface PlanLayout {
  tables: TableGroup[];
  /** The people coming with no seat, by household, in list order. */
  unseated: PartyGroup[];
  counts: { seated: number; unseated: number; tentative: number; away: number; seats: number };
}

const bySeat = (a: PlanPerson, b: PlanPerson) => (a.seat ?? Number.MAX_SAFE_INTEGER) - (b.seat ?? Number.MAX_SAFE_INTEGER);

/** The screen's view of a plan: each table with who sits there, and who is still to seat. */
export function layoutPlan(view: Pick<SeatingView, "tables" | "people">): PlanLayout {
  const atTable = new Map<string, PlanPerson[]>(view.tables.map((table) => [table.id, []]));
  const unseated = new Map<string, PartyGroup>();
  for (const person of view.people) {
    if (person.tableId) atTable.get(person.tableId)?.push(person);
    else {
      const group = unseated.get(person.partyId) ?? { id: person.partyId, name: person.partyName, people: [] };
      group.people.push(person);
      unseated.set(person.partyId, group);
    }
  }
  const tables = view.tables.map((table) => {
    const people = atTable.get(table.id)!.sort(bySeat);
    return { table, people, taken: people.filter((person) => !person.highChair).length };
  });
  const seated = view.people.filter((person) => person.tableId).length;
  return {
    tables,
    unseated: [...unseated.values()],
    counts: {
      seated,
      unseated: view.people.length - seated,
      tentative: view.people.filter((person) => person.status === "tentative").length,
      away: view.people.filter((person) => person.status === "declined" || person.status === "gone").length,
      seats: view.tables.reduce((sum, table) => sum + table.seats, 0),
    },
  };
}

/** Whom a selection can move to a table: everyone but those who declined or are gone (they may only be unseated). */
export function seatable(view: Pick<SeatingView, "people">, keys: ReadonlySet<string>): string[] {
  return view.people.filter((person) => keys.has(person.key) && (person.status === "coming" || person.status === "tentative")).map((person) => person.key);
}
