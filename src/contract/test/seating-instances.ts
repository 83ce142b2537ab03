import type { SeatingParty, SeatingInput, SeatingPerson, SeatingRule, SeatingTable } from "../seating/model";
import { type Random, seededRandom, shuffle } from "../seating/random";

/**
 * Seeded wedding-like seating instances for the tests and bench/: households of 1-6 with a few
 * larger ones, two sides, friend groups and tags, a baby or two in high chairs, a wheelchair user,
 * someone who needs the exit, tentative households, keep-apart and keep-together pairs, a head
 * table. Tables have about 8% more seats than people, so a plan exists but is not trivial.
 */
export interface InstanceShape {
  seed: number;
  guests: number;
  tables: number;
  /** Rules in all: the head-table rules, then keep-apart and keep-together pairs. */
  rules: number;
  /** A head table for the couple and their wedding party (default true). */
  head?: boolean;
  /** Seats over people (default 1.08). */
  slack?: number;
  /** Largest household (default 8). */
  maxPartySize?: number;
  /** High chairs, wheelchairs and near-exit needs (default true). */
  needs?: boolean;
}

const FIRST = [
  "Ana",
  "Ben",
  "Chloe",
  "Dev",
  "Ella",
  "Femi",
  "Grace",
  "Hugo",
  "Ines",
  "Jonah",
  "Kofi",
  "Lena",
  "Mara",
  "Noor",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sami",
  "Tomas",
];
const LAST = ["Okafor", "Diaz", "Nguyen", "Schmidt", "Rossi", "Kowalski", "Haddad", "Silva", "Murphy", "Tanaka", "Olsen", "Moreau"];
const TAGS = ["family", "school", "university", "work", "neighbours", "football", "choir", "climbing", "book club", "cousins"];

export function seatingInstance(shape: InstanceShape): SeatingInput {
  const random = seededRandom(shape.seed);
  const sizes = partySizes(random, shape.guests, shape.maxPartySize ?? 8);
  const parties: SeatingParty[] = [];
  const people: SeatingPerson[] = [];
  const groupCount = Math.max(2, Math.round(sizes.length / 4));
  sizes.forEach((size, h) => {
    const id = `h${h}`;
    // The couple and the wedding party (the first two households) go to the head table, which has no special needs.
    const needs = (shape.needs ?? true) && h >= 2;
    const last = LAST[h % LAST.length]!;
    parties.push({ id, name: `The ${last} household ${h}` });
    const side = random.next() < 0.5 ? "bride" : "groom";
    const groupKey = random.next() < 0.75 ? `${side}-group-${random.below(groupCount)}` : null;
    const tags = shuffle([...TAGS], random).slice(0, random.below(3));
    const tentative = random.next() < 0.1;
    for (let k = 0; k < size; k++) {
      const baby = needs && size >= 3 && k === size - 1 && random.next() < 0.15;
      const person: SeatingPerson = {
        id: `p${people.length}`,
        name: `${FIRST[people.length % FIRST.length]} ${last} ${people.length}`,
        partyId: id,
        side,
        groupKey,
        tags,
        tentative,
        ...(baby ? { highChair: true } : {}),
        origin: tentative || random.next() < 0.9 ? { guestId: `g${people.length}` } : { replyId: `r${h}` },
      };
      if (needs && !baby && random.next() < 0.006) person.needs = { wheelchair: true };
      else if (needs && !baby && random.next() < 0.01) person.needs = { nearExit: true };
      people.push(person);
    }
  });
  const rules: SeatingRule[] = [];
  const headIds = shape.head === false ? [] : [parties[0]!.id, ...(sizes.length > 3 ? [parties[1]!.id] : [])];
  const headPeople = people.filter((p) => headIds.includes(p.partyId)).length;
  headIds.forEach((id) => rules.push({ kind: "head", subject: { partyId: id } }));
  const tables = makeTables(random, shape, people, headPeople, shape.needs ?? true);
  addPairRules(random, rules, parties, sizes, Math.max(0, shape.rules - rules.length), new Set(headIds));
  return { tables, people, parties, assignments: [], rules };
}

function partySizes(random: Random, guests: number, max: number): number[] {
  const sizes: number[] = [];
  for (let left = guests; left > 0;) {
    const r = random.next();
    let size = r < 0.25 ? 1 : r < 0.65 ? 2 : r < 0.77 ? 3 : r < 0.9 ? 4 : r < 0.96 ? 5 : r < 0.985 ? 6 : 7 + random.below(Math.max(1, max - 6));
    size = Math.min(size, max, left);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

function makeTables(random: Random, shape: InstanceShape, people: SeatingPerson[], headPeople: number, needs: boolean): SeatingTable[] {
  const tables: SeatingTable[] = [];
  const regular = shape.tables - (headPeople ? 1 : 0);
  const seatedHere = people.filter((p) => !p.highChair).length - headPeople;
  const total = Math.ceil(seatedHere * (shape.slack ?? 1.08));
  if (headPeople) tables.push({ id: "t0", name: "Head table", seats: Math.max(headPeople + 2, 8), head: true, highChairs: 2, wheelchairSpaces: 1 });
  for (let k = 0; k < regular; k++) {
    const seats = Math.floor(total / regular) + (k < total % regular ? 1 : 0);
    const highChairs = needs ? 2 : 0;
    tables.push({
      id: `t${tables.length}`,
      name: `Table ${tables.length}`,
      seats,
      highChairs,
      nearExit: needs && k % 4 === 0,
      wheelchairSpaces: needs && k % 3 === 0 ? 2 : 0,
    });
  }
  return shuffle(tables, random);
}

/** Keep-apart pairs (two in three) and keep-together pairs of small households, between households not at the head table. */
function addPairRules(random: Random, rules: SeatingRule[], parties: SeatingParty[], sizes: number[], count: number, head: Set<string>) {
  const open = parties.map((_, h) => h).filter((h) => !head.has(parties[h]!.id));
  const joined = new Set<number>();
  const kept = new Set<number>();
  for (let made = 0, tries = 0; made < count && tries < count * 50 && open.length > 1; tries++) {
    const a = open[random.below(open.length)]!;
    const b = open[random.below(open.length)]!;
    if (a === b) continue;
    if (made % 3 === 2) {
      if (joined.has(a) || joined.has(b) || kept.has(a) || kept.has(b) || sizes[a]! + sizes[b]! > 5) continue;
      joined.add(a).add(b);
      rules.push({ kind: "together", a: { partyId: parties[a]!.id }, b: { partyId: parties[b]!.id } });
    } else {
      if (joined.has(a) || joined.has(b)) continue;
      kept.add(a).add(b);
      const byPerson = random.next() < 0.5;
      rules.push({
        kind: "apart",
        a: byPerson ? { personId: `p${firstPerson(sizes, a)}` } : { partyId: parties[a]!.id },
        b: { partyId: parties[b]!.id },
      });
    }
    made++;
  }
}

const firstPerson = (sizes: number[], h: number) => sizes.slice(0, h).reduce((sum, s) => sum + s, 0);

/** Hand-made inputs for the unit tests: `table("A", 6)`, `party("okafor", 3)` (people okafor1..okafor3). */
export const table = (id: string, seats: number, extra: Partial<SeatingTable> = {}): SeatingTable => ({ id, name: `Table ${id}`, seats, ...extra });

export const party = (id: string, size: number, extra: Partial<SeatingPerson> = {}): SeatingPerson[] =>
  Array.from({ length: size }, (_, k) => ({ id: `${id}${k + 1}`, name: `${id[0]!.toUpperCase()}${id.slice(1)} ${k + 1}`, partyId: id, ...extra }));

export const input = (parts: Partial<SeatingInput> & Pick<SeatingInput, "tables" | "people">): SeatingInput => ({ assignments: [], rules: [], ...parts });
