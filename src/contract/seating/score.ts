import { compilePeople, PAIR_POINTS, type Preference, sharesGroup, sharesSide, sharesTag } from "./affinity";
import type { SeatingInput } from "./model";
import { count, people, seats, tables } from "./problems";
import { indexInput } from "./seating-index";
import { buildUnits } from "./units";

export interface ScoreLine {
  preference: Preference;
  /** Points this preference earns: pairs together x its points per pair. */
  points: number;
  pairsTogether: number;
  /** The count `pairsTogether` is read against (see `text`). */
  outOf: number;
  text: string;
}

export interface ScoreBreakdown {
  /** The sum of the lines' points: what the automatic seating makes as large as it can. */
  total: number;
  lines: ScoreLine[];
  /** Plain facts beside the score: who is seated, who tentatively, seats left. */
  facts: string[];
}

/**
 * A plan's score (docs/decisions/0025): every pair of people from different households (or
 * keep-together groups) who share a table earns the points of what they have in common. The
 * same function is the objective the search improves and the exact solver in bench/ proves.
 */
export function scorePlan(input: SeatingInput, plan: readonly { personId: string; tableId: string }[]): ScoreBreakdown {
  const index = indexInput(input);
  const { unitOf } = buildUnits(index);
  const compiled = compilePeople(input.people);
  const tableOf = new Int32Array(input.people.length).fill(-1);
  for (const placed of plan) {
    const p = index.person.get(placed.personId);
    const t = index.table.get(placed.tableId);
    if (p !== undefined && t !== undefined && tableOf[p] === -1) tableOf[p] = t;
  }
  const together = { group: 0, tag: 0, side: 0 };
  const known = { group: 0, tag: 0 };
  let tablemates = 0;
  const n = input.people.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (unitOf[a] === unitOf[b]) continue;
      const same = tableOf[a]! >= 0 && tableOf[a] === tableOf[b];
      if (same) tablemates++;
      if (sharesGroup(compiled, a, b)) {
        known.group++;
        if (same) together.group++;
      }
      if (sharesTag(compiled, a, b)) {
        known.tag++;
        if (same) together.tag++;
      }
      if (same && sharesSide(compiled, a, b)) together.side++;
    }
  const line = (preference: Preference, outOf: number, text: string): ScoreLine => {
    const points = together[preference] * PAIR_POINTS[preference];
    return { preference, points, pairsTogether: together[preference], outOf, text: `${text}: +${points.toLocaleString("en")} points` };
  };
  const lines = [
    line(
      "group",
      known.group,
      `${together.group.toLocaleString("en")} of ${count(known.group, "pair", "pairs")} who know each other (same family or group) sit together`,
    ),
    line("tag", known.tag, `${together.tag.toLocaleString("en")} of ${count(known.tag, "pair", "pairs")} who share a tag sit together`),
    line(
      "side",
      tablemates,
      `${together.side.toLocaleString("en")} of the ${count(tablemates, "pair", "pairs")} of tablemates from different households are from the same side`,
    ),
  ];
  return { total: lines.reduce((sum, l) => sum + l.points, 0), lines, facts: facts(input, tableOf) };
}

function facts(input: SeatingInput, tableOf: Int32Array): string[] {
  const seated = tableOf.reduce((sum, t) => sum + (t >= 0 ? 1 : 0), 0);
  const used = new Set(tableOf.filter((t) => t >= 0)).size;
  const chairs = input.people.reduce((sum, p, i) => sum + (tableOf[i]! >= 0 && !p.highChair ? 1 : 0), 0);
  const free = input.tables.reduce((sum, t) => sum + t.seats, 0) - chairs;
  if (input.people.length === 0) return ["Nobody is coming to this event yet."];
  const lines = [
    seated === input.people.length
      ? `Everyone is seated: ${people(seated)} at ${tables(used)}, ${seats(Math.max(0, free))} left free.`
      : `${people(input.people.length - seated)} not seated yet; ${people(seated)} seated at ${tables(used)}.`,
  ];
  const tentative = input.people.filter((p, i) => p.tentative && tableOf[i]! >= 0).length;
  if (tentative) lines.push(`${people(tentative)} seated tentatively: they have not replied yet.`);
  const empty = input.tables.length - used;
  if (empty) lines.push(`${tables(empty)} left empty.`);
  return lines;
}
