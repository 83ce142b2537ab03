import {
  MAX_SEATED_PEOPLE,
  MAX_SEATING_RULES,
  MAX_SEATING_TABLES,
  MAX_TABLE_SEATS,
  type RuleSubject,
  type SeatingInput,
  type SeatingPerson,
  type SeatingTable,
} from "./model";
import { type InfeasibleCode, type SeatingProblem, people, problem, tables } from "./problems";

/** Lookups over one input, built once: people and tables by id, households' members and names. */
export interface SeatingIndex {
  input: SeatingInput;
  person: Map<string, number>;
  table: Map<string, number>;
  /** Person indices of each household, in input order. */
  party: Map<string, number[]>;
  partyName: (partyId: string) => string;
  /** "the Okafor family" for a whole household, else the person's name. */
  resolve: (subject: RuleSubject) => number[];
  describe: (subject: RuleSubject) => string;
}

export function indexInput(input: SeatingInput): SeatingIndex {
  const person = new Map<string, number>();
  input.people.forEach((p, i) => person.has(p.id) || person.set(p.id, i));
  const table = new Map<string, number>();
  input.tables.forEach((t, i) => table.has(t.id) || table.set(t.id, i));
  const party = new Map<string, number[]>();
  input.people.forEach((p, i) => {
    const members = party.get(p.partyId);
    if (members) members.push(i);
    else party.set(p.partyId, [i]);
  });
  const names = new Map((input.parties ?? []).map((h) => [h.id, h.name.trim()]));
  const partyName = (id: string) => {
    const named = names.get(id);
    if (named) return named;
    const first = party.get(id)?.[0];
    return first === undefined ? "a household not coming" : `${input.people[first]!.name}'s household`;
  };
  const resolve = (subject: RuleSubject) => {
    if ("personId" in subject) {
      const i = person.get(subject.personId);
      return i === undefined ? [] : [i];
    }
    return party.get(subject.partyId) ?? [];
  };
  const describe = (subject: RuleSubject) =>
    "personId" in subject ? (input.people[person.get(subject.personId) ?? -1]?.name ?? "someone not coming") : partyName(subject.partyId);
  return { input, person, table, party, partyName, resolve, describe };
}

const isCount = (n: unknown, max: number) => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= max;

/** Input the engine cannot work on: duplicate ids, impossible numbers, too much of anything. */
export function inputProblems(input: SeatingInput): SeatingProblem<InfeasibleCode>[] {
  const found: SeatingProblem<InfeasibleCode>[] = [];
  if (input.people.length > MAX_SEATED_PEOPLE)
    found.push(problem("too_many", `An event's plan seats at most ${people(MAX_SEATED_PEOPLE)}; this one has ${input.people.length.toLocaleString("en")}.`));
  if (input.tables.length > MAX_SEATING_TABLES)
    found.push(problem("too_many", `An event's plan has at most ${tables(MAX_SEATING_TABLES)}; this one has ${input.tables.length.toLocaleString("en")}.`));
  if (input.rules.length > MAX_SEATING_RULES)
    found.push(
      problem("too_many", `A plan has at most ${MAX_SEATING_RULES.toLocaleString("en")} rules; this one has ${input.rules.length.toLocaleString("en")}.`),
    );
  duplicates(input.people).forEach((p: SeatingPerson) =>
    found.push(problem("invalid_input", `${p.name} is on the list twice (the same id).`, { personIds: [p.id] })),
  );
  duplicates(input.tables).forEach((t: SeatingTable) => found.push(problem("invalid_input", `Two tables share the id of ${t.name}.`, { tableIds: [t.id] })));
  for (const t of input.tables) {
    const bad = !isCount(t.seats, MAX_TABLE_SEATS) || !isCount(t.highChairs ?? 0, MAX_TABLE_SEATS) || !isCount(t.wheelchairSpaces ?? 0, MAX_TABLE_SEATS);
    if (bad)
      found.push(
        problem("invalid_input", `${t.name}: seats, high chairs and wheelchair spaces are whole numbers from 0 to ${MAX_TABLE_SEATS}.`, { tableIds: [t.id] }),
      );
  }
  return found;
}

function duplicates<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? true : (seen.add(item.id), false)));
}
