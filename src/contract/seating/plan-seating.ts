import { allowedTables, pinnedLoad } from "./allowed";
import { type Candidate, neighbourPlans, pickDistinct, planDistance } from "./alternatives";
import { anneal, descend } from "./anneal";
import { construct } from "./construct";
import { infeasibility } from "./feasibility";
import type { PlacedPerson, PlanOptions, SeatingInput } from "./model";
import { prepare, type Prepared } from "./prepare";
import { type SeatingProblem, listNames, people, problem, seats } from "./problems";
import { deriveSeed, seededRandom } from "./random";
import { type ScoreBreakdown, scorePlan } from "./score";
import { SearchState } from "./search-state";
import { orderSeats, type TableSeating } from "./seat-order";

export interface SeatingPlan {
  placed: PlacedPerson[];
  tables: TableSeating[];
  score: ScoreBreakdown;
  /** People whose tablemates differ from the best plan's (0 for the best plan). */
  differsFromBest: number;
  /** People left without a seat: only ever non-empty in an unsolved outcome's partial plan. */
  unseated: string[];
}

export type SeatingOutcome =
  | { status: "planned"; best: SeatingPlan; alternatives: SeatingPlan[]; notes: string[] }
  | { status: "infeasible"; problems: SeatingProblem[]; notes: string[] }
  | { status: "unsolved"; problems: SeatingProblem[]; partial: SeatingPlan; notes: string[] };

/** Independent annealing runs: the best of them is the plan, the others feed the alternatives. */
const RUNS = 3;

/**
 * Proposals per run, counted (never timed, so a seed gives one plan): about 3,000 per unit, at
 * least 200,000 so the small instances reach their optimum, at most 800,000, and fewer past 500
 * units, whose proposals cost more (the unit-pair points outgrow the processor's caches), so
 * 1,000 people in 1,000 units stay within seconds (docs/decisions/0025, "Complexity").
 */
export function proposalBudget(units: number, effort = 1): number {
  return Math.round(effort * Math.min(800_000, Math.max(200_000, 3_000 * units), Math.floor(400_000_000 / Math.max(1, units))));
}

/**
 * Seats everyone (docs/decisions/0025): checks what cannot hold first and explains it, then
 * builds a plan that breaks no hard rule, improves it by simulated annealing from a seed, and
 * returns the best plan and two distinct alternatives, each with its score in words. The same
 * input, seed and mode give the same outcome. Nobody is ever left out quietly: an outcome
 * either seats everyone or says who could not be seated and why.
 */
export function planSeating(input: SeatingInput, options: PlanOptions): SeatingOutcome {
  const progress = options.onProgress ?? (() => {});
  progress({ phase: "checking", fraction: 0 });
  const prepared = prepare(input, options.mode);
  const problems = infeasibility(prepared);
  const notes = [...prepared.notes, ...pinnedNotes(prepared)];
  if (problems.length) return { status: "infeasible", problems, notes };

  progress({ phase: "placing", fraction: 0.05 });
  const allowed = allowedTables(prepared, pinnedLoad(prepared));
  const state = new SearchState(prepared, allowed);
  const unitCount = prepared.units.units.length;
  const waiting = construct(state, seededRandom(deriveSeed(options.seed, 0)), 40 * unitCount + 1_000);
  if (waiting.length) {
    return { status: "unsolved", problems: [unsolvedProblem(prepared, state, waiting)], partial: toPlan(prepared, state.tableOf, null), notes };
  }

  const start = state.tableOf.slice();
  const budget = proposalBudget(unitCount, options.effort);
  const candidates: Candidate[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (run > 0) state.restore(start);
    const random = seededRandom(deriveSeed(options.seed, run + 1));
    const report = (fraction: number) => progress({ phase: "improving", fraction: 0.1 + (0.85 * (run + fraction)) / RUNS });
    const { best } = anneal(state, random, budget, report);
    state.restore(best);
    descend(state, unitCount > 400 ? 2 : 50);
    candidates.push({ tableOf: state.tableOf.slice(), score: state.score });
  }

  const sizes = prepared.units.units.map((unit) => unit.members.length);
  const spread = Math.max(1, Math.ceil(input.people.length * 0.05));
  let chosen = pickDistinct(candidates, sizes, 3, spread);
  if (chosen.length < 3) {
    state.restore(chosen[0]!.tableOf);
    chosen = pickDistinct([...candidates, ...neighbourPlans(state, 50)], sizes, 3, spread);
  }
  progress({ phase: "ordering", fraction: 0.96 });
  const [best, ...others] = chosen.map((c) => toPlan(prepared, c.tableOf, chosen[0]!.tableOf));
  if (others.length < 2) notes.push(others.length ? "Only one other plan keeps every rule." : "No other plan keeps every rule.");
  progress({ phase: "ordering", fraction: 1 });
  return { status: "planned", best: best!, alternatives: others, notes };
}

function toPlan(prepared: Prepared, tableOf: Int32Array, best: Int32Array | null): SeatingPlan {
  const { input } = prepared.index;
  const { placed, tables } = orderSeats(prepared, tableOf);
  const sizes = prepared.units.units.map((unit) => unit.members.length);
  const unseated = input.people.filter((_, i) => tableOf[prepared.units.unitOf[i]!]! < 0).map((p) => p.id);
  return { placed, tables, score: scorePlan(input, placed), differsFromBest: best ? planDistance(best, tableOf, sizes) : 0, unseated };
}

/** People placed by hand where an automatic plan would not put them: kept, and said. */
function pinnedNotes(prepared: Prepared): string[] {
  const { input } = prepared.index;
  const notes: string[] = [];
  prepared.units.units.forEach((unit, u) => {
    const t = prepared.pin[u]!;
    if (t < 0) return;
    const table = input.tables[t]!;
    const who = prepared.units.label(unit);
    if (unit.head && !table.head) notes.push(`${who} stay at ${table.name}, where they are placed, though a rule puts them at the head table.`);
    if (unit.nearExit && !table.nearExit) notes.push(`${who} stay at ${table.name}, where they are placed, though someone there needs a seat near an exit.`);
  });
  return notes;
}

function unsolvedProblem(prepared: Prepared, state: SearchState, waiting: number[]): SeatingProblem {
  const { input } = prepared.index;
  const { units, label } = prepared.units;
  const waitingPeople = waiting.reduce((sum, u) => sum + units[u]!.members.length, 0);
  const largest = Math.max(...waiting.map((u) => units[u]!.seats));
  const room = Math.max(0, ...waiting.flatMap((u) => state.allowedTables[u]!.map((t) => prepared.cap.seats[t]! - state.load.seats[t]!)));
  const text =
    `No plan was found that seats everyone and keeps every rule: ${listNames(waiting.map((u) => label(units[u]!)))} ` +
    `(${people(waitingPeople)}) could not be placed. The most free at one table they may use is ${seats(room)}, and ` +
    `${largest === 1 ? "they need one" : `some need ${largest} together`}: the free seats are spread over too many tables, or ` +
    `keep-apart rules close the rest. Add seats, split a household, or remove a keep-apart rule.`;
  return problem("unsolved", text, { personIds: waiting.flatMap((u) => units[u]!.members.map((i) => input.people[i]!.id)) });
}
