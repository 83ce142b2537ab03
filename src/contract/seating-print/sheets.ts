import { foldName } from "../person-identity";
import type { PlanPerson, SeatingTableView, SeatingView } from "../seating-plan";
import { type MealMark, mealMarks, type MealMarks } from "./meal-marks";

/**
 * What each printed sheet lists, from the seating plan as the couple's screen reads it (issue 30
 * items 6 and 7; docs/decisions/0037-seating-print.md). Pure functions from a `SeatingView` to
 * rows: the print screen lays them out and the caterer's export writes the same rows to a file.
 *
 * Who is printed: everyone seated who is coming or has not replied yet (marked "not replied"
 * on the caterer's sheet). Someone who declined or whose reply is gone keeps a seat on the
 * couple's screen until they are moved, but gets no card and no meal.
 */

type View = Pick<SeatingView, "tables" | "people" | "mealOptions">;

const printed = (person: PlanPerson) => person.status === "coming" || person.status === "tentative";

// Particles that belong to the family name before them: "van der Berg", "de la Vega", "bin Said",
// "al-Rashid" (decision 0026 reads names the same way by position).
const PARTICLES = new Set([
  "de",
  "del",
  "della",
  "der",
  "den",
  "di",
  "da",
  "das",
  "do",
  "dos",
  "du",
  "la",
  "le",
  "van",
  "von",
  "ten",
  "ter",
  "bin",
  "ibn",
  "bint",
  "al",
  "el",
  "ben",
  "abu",
  "st",
]);

/**
 * A person's family name for sorting: as the guest list records it, else, for someone only a
 * reply names, the name's last word with the particles before it ("Ana de la Vega" is "de la Vega").
 */
export function familyNameOf(person: Pick<PlanPerson, "name" | "familyName">): string {
  if (person.familyName) return person.familyName;
  const words = person.name.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(foldName(words[start - 1]!))) start--;
  return start > 0 ? words.slice(start).join(" ") : person.name.trim();
}

const collator = new Intl.Collator("en", { numeric: true });
/** Family name, then the whole name, each folded as the product compares names (contract/person-identity.ts). */
export function compareByFamilyName(a: Pick<PlanPerson, "name" | "familyName">, b: Pick<PlanPerson, "name" | "familyName">): number {
  return collator.compare(foldName(familyNameOf(a)), foldName(familyNameOf(b))) || collator.compare(foldName(a.name), foldName(b.name));
}

/** The plan's tables in the couple's order, each with its printed people in seat order (a high chair after the seats, then anyone without a number). */
export function tablesWithPeople(view: View): { table: SeatingTableView; people: PlanPerson[] }[] {
  const at = new Map(view.tables.map((table) => [table.id, [] as PlanPerson[]]));
  for (const person of view.people) if (person.tableId && printed(person)) at.get(person.tableId)?.push(person);
  const order = (person: PlanPerson) => (person.highChair ? 10_000 : (person.seat ?? 20_000));
  return view.tables.map((table) => ({ table, people: at.get(table.id)!.sort((a, b) => order(a) - order(b)) }));
}

export interface EscortCard {
  key: string;
  name: string;
  tableName: string;
}

/** Escort cards: everyone seated, alphabetical by family name as people write names, each with their table. */
export function escortCards(view: View): EscortCard[] {
  return tablesWithPeople(view)
    .flatMap(({ table, people }) => people.map((person) => ({ person, tableName: table.name })))
    .sort((a, b) => compareByFamilyName(a.person, b.person))
    .map(({ person, tableName }) => ({ key: person.key, name: person.name, tableName }));
}

export interface PlaceCard {
  key: string;
  name: string;
  tableName: string;
  mark: MealMark;
}

/** The meal marks of a plan: its meal question's options, then any other answer among the people printed. */
export function marksOf(view: View): MealMarks {
  return mealMarks(
    view.mealOptions,
    view.people.filter(printed).map((person) => person.meal),
  );
}

/** Place cards: table by table, in seat order, each with its meal mark. */
export function placeCards(view: View, marks: MealMarks = marksOf(view)): PlaceCard[] {
  return tablesWithPeople(view).flatMap(({ table, people }) =>
    people.map((person) => ({ key: person.key, name: person.name, tableName: table.name, mark: marks.of(person.meal) })),
  );
}

/** Per meal, in the legend's order, how many people; with high chairs, wheelchairs and people. */
export interface Totals {
  people: number;
  highChairs: number;
  wheelchairs: number;
  tentative: number;
  meals: { mark: MealMark; count: number }[];
}

export interface CatererRow {
  key: string;
  seat: number | null;
  name: string;
  partyName: string;
  meal: string | null;
  mark: MealMark;
  dietary: string | null;
  highChair: boolean;
  wheelchair: boolean;
  child: boolean;
  tentative: boolean;
}

export interface CatererTable {
  /** Null for the people coming who have no table yet. */
  table: SeatingTableView | null;
  rows: CatererRow[];
  totals: Totals;
}

export interface CatererSheet {
  legend: MealMark[];
  tables: CatererTable[];
  totals: Totals;
}

function totalsOf(rows: readonly CatererRow[], legend: readonly MealMark[]): Totals {
  return {
    people: rows.length,
    highChairs: rows.filter((row) => row.highChair).length,
    wheelchairs: rows.filter((row) => row.wheelchair).length,
    tentative: rows.filter((row) => row.tentative).length,
    meals: legend.map((mark) => ({ mark, count: rows.filter((row) => row.mark === mark).length })),
  };
}

/**
 * The caterer's and the venue's sheet (issue 30 item 6): each table's people in seat order with
 * their meal and dietary notes, high chairs and wheelchairs, its totals per meal, and the event's
 * totals; the people coming who have no table yet last, so the event's totals are everyone's.
 */
export function catererSheet(view: View): CatererSheet {
  const marks = marksOf(view);
  const rowOf = (person: PlanPerson): CatererRow => ({
    key: person.key,
    seat: person.seat,
    name: person.name,
    partyName: person.partyName,
    meal: person.meal,
    mark: marks.of(person.meal),
    dietary: person.dietary,
    highChair: person.highChair,
    wheelchair: person.wheelchair,
    child: person.child,
    tentative: person.status === "tentative",
  });
  const tables: CatererTable[] = tablesWithPeople(view).map(({ table, people }) => {
    const rows = people.map(rowOf);
    return { table, rows, totals: totalsOf(rows, marks.legend) };
  });
  const unseated = view.people.filter((person) => !person.tableId && printed(person)).map(rowOf);
  if (unseated.length) tables.push({ table: null, rows: unseated, totals: totalsOf(unseated, marks.legend) });
  return {
    legend: marks.legend,
    tables,
    totals: totalsOf(
      tables.flatMap((group) => group.rows),
      marks.legend,
    ),
  };
}
