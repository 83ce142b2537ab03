// The guest list and the names typed at it, shared by bench:lookup and bench:profile (lookup):
// a fixed seed, so every run looks up the same list with the same names.
import type { CreatedWedding } from "../src/contract/wedding";
import { NICKNAME_FAMILIES_BY_LANGUAGE } from "../src/contract/nicknames";

// The English lines only, as when the figures in bench/README.md were first taken.
const NICKNAME_FAMILIES = NICKNAME_FAMILIES_BY_LANGUAGE.en;

let seed = 20261122;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const FIRST = [
  ...NICKNAME_FAMILIES.map((family) => capital(family[0]!)),
  "José",
  "María",
  "Siobhán",
  "Zoë",
  "Ngozi",
  "Chidi",
  "Søren",
  "Aoife",
  "Priya",
  "Wei",
];
const SURNAMES = [
  ...[
    "Ander",
    "Bar",
    "Cal",
    "Dun",
    "Ed",
    "Fair",
    "Gar",
    "Hal",
    "Ing",
    "Jen",
    "Kel",
    "Lind",
    "Mor",
    "Nor",
    "Ok",
    "Pen",
    "Quin",
    "Ross",
    "Sand",
    "Thorn",
    "Van",
    "Wal",
    "York",
  ].flatMap((start) => ["son", "ley", "ton", "wood", "field", "man", "ford", "berg", "ski", "ez", "ini", "ova"].map((end) => start + end)),
  ...["García", "Müller", "Ødegaard", "Núñez", "O'Brien", "Okafor", "Nguyễn", "Smith-Jones", "Kowalczyk", "D'Angelo"],
];

export interface Guest {
  firstName: string;
  lastName: string;
}

export function makeList(guestCount: number): Guest[][] {
  const list: Guest[][] = [];
  let count = 0;
  while (count < guestCount) {
    const lastName = pick(SURNAMES);
    const size = Math.min(guestCount - count, 1 + Math.floor(random() * 4));
    list.push(Array.from({ length: size }, () => ({ firstName: pick(FIRST), lastName })));
    count += size;
  }
  return list;
}

/** What guests type: mostly real names in their forgiving forms, one in ten a stranger. */
export function makeQueries(list: Guest[][]): string[] {
  const nickname = (first: string) => NICKNAME_FAMILIES.find((family) => family[0] === first.toLowerCase())?.[1] ?? first;
  const typo = (word: string) => (word.length < 5 ? word : word.slice(0, 2) + word[3] + word[2] + word.slice(4));
  return Array.from({ length: 500 }, (_, n) => {
    const guest = pick(pick(list));
    switch (n % 10) {
      case 0:
        return `${pick(FIRST)} ${pick(["Quill", "Abernathy", "Zebulon", "Fitzwilliam"])}`;
      case 1:
        return `${nickname(guest.firstName)} ${guest.lastName}`;
      case 2:
        return `${guest.firstName} ${typo(guest.lastName)}`;
      case 3:
        return guest.lastName;
      case 4:
        return `${guest.firstName} ${guest.lastName}`.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
      default:
        return `${guest.firstName} ${guest.lastName}`;
    }
  });
}

/** The wedding's list as a couple would bring it: one import of every household. */
export async function importList(baseUrl: string, wedding: CreatedWedding, list: Guest[][]): Promise<string> {
  const imported = await fetch(`${baseUrl}/api/weddings/${wedding.id}/parties/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${wedding.hostKey}` },
    body: JSON.stringify({ parties: list.map((guests) => ({ guests })) }),
  });
  if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  return imported.text();
}
