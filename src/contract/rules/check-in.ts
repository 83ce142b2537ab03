/**
 * Who is here, from the marks made at the door (issue 30 item 9; docs/decisions/0039-check-in.md).
 * Plain functions with no zod, shared by the server (its counts and the door list) and the door
 * screen (what it shows while marks wait to be sent), so both read the marks the same way:
 * - every tap is a mark with an id its device made: the same id twice is one mark;
 * - undo is a mark too (`arrived: false`);
 * - a person's latest mark by the device's clock says whether they are here; two marks at the
 *   same instant are ordered by id, so every reader, in any order of arrival, agrees.
 */

export interface Mark {
  /** Made by the device that tapped (a UUID): a replay of the same tap carries the same id. */
  id: string;
  personKey: string;
  arrived: boolean;
  /** When the device says it was tapped, ISO 8601. */
  at: string;
}

/** A person's latest mark, as the door list carries it. */
export type LastMark = Omit<Mark, "personKey">;

/** Whether `a` comes after `b`: by the device's time, then by id. */
export function isLater(a: LastMark, b: LastMark): boolean {
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  if (ta !== tb) return ta > tb;
  return a.id > b.id;
}

/** The later of two marks (either may be missing). */
export function laterMark<T extends LastMark>(a: T | null | undefined, b: T | null | undefined): T | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return isLater(b, a) ? b : a;
}

/** Each person's latest mark, whatever order the marks come in and however often one repeats. */
export function latestByPerson(marks: Iterable<Mark>): Map<string, Mark> {
  const latest = new Map<string, Mark>();
  for (const mark of marks) {
    const best = laterMark(latest.get(mark.personKey), mark);
    if (best) latest.set(mark.personKey, best);
  }
  return latest;
}

/** Marks with the same id are one tap: the first kept, in order. */
export function uniqueMarks<T extends { id: string }>(marks: Iterable<T>): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const mark of marks) {
    if (seen.has(mark.id)) continue;
    seen.add(mark.id);
    kept.push(mark);
  }
  return kept;
}

export interface DoorCounts {
  /** People on the list whose latest mark says they are here. */
  arrived: number;
  /** People coming (a yes, or a household's guests coming): tentative people are on the list but not expected. */
  expected: number;
}

/** The counts the couple and the door see, from who is on the list and each person's latest mark. */
export function doorCounts(people: Iterable<{ status: string; last: LastMark | null }>): DoorCounts {
  let arrived = 0;
  let expected = 0;
  for (const person of people) {
    if (person.status === "coming") expected++;
    if (person.last?.arrived) arrived++;
  }
  return { arrived, expected };
}
