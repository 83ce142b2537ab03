import type { DoorPerson } from "../../../contract/check-in";
import { nameWords } from "../../../contract/person-identity";

/** A household at the door: its people on the day's list, in list order. */
export interface DoorHousehold {
  partyId: string;
  partyName: string;
  people: DoorPerson[];
}

/** Each person's folded words, their name's and their household's (contract/person-identity.ts). */
export function searchIndex(people: readonly DoorPerson[]): Map<string, string[]> {
  const folded = new Map<string, string[]>();
  for (const person of people) folded.set(person.key, [...nameWords(person.name), ...nameWords(person.partyName)]);
  return folded;
}

/**
 * The households with someone the search finds (issue 30 item 9), each whole, so "whole
 * household" is one tap: a person matches when every word typed starts one of their words or
 * their household's, accents, case and punctuation aside ("jose" finds "José", "obri" finds
 * "O'Brien"). Nothing typed finds nobody: the door searches, it does not scroll 1,000 names.
 */
export function searchDoor(people: readonly DoorPerson[], query: string, index = searchIndex(people), limit = 30): DoorHousehold[] {
  const typed = nameWords(query);
  if (!typed.length) return [];
  const found = new Set<string>();
  for (const person of people) {
    const words = index.get(person.key) ?? [];
    if (typed.every((part) => words.some((word) => word.startsWith(part)))) found.add(person.partyId);
  }
  const households = new Map<string, DoorHousehold>();
  for (const person of people) {
    if (!found.has(person.partyId)) continue;
    let household = households.get(person.partyId);
    if (!household) {
      if (households.size >= limit) continue;
      household = { partyId: person.partyId, partyName: person.partyName, people: [] };
      households.set(person.partyId, household);
    }
    household.people.push(person);
  }
  return [...households.values()];
}
