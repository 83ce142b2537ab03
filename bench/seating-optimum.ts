// The automatic seating's quality against a proven optimum (issue 30's budget: within 2% on at
// least 20 seeded instances small enough for an exact solver). Each instance (8-20 units, 3-5
// tables, keep-apart and keep-together rules, a head table on some) is solved by the engine as the
// browser runs it (planSeating, default effort, one seed) and exactly by HiGHS as an integer
// program of the same objective (bench/seating-exact.ts); the exact plan is scored again by the
// engine's scorePlan, so both numbers come from one function.
// Run: npm run bench:seating-optimum (BENCH_INSTANCES, default 24).
import { checkPlan } from "../src/contract/seating/check-plan";
import { planSeating } from "../src/contract/seating/plan-seating";
import { prepare } from "../src/contract/seating/prepare";
import { scorePlan } from "../src/contract/seating/score";
import { seatingInstance } from "../src/contract/test/seating-instances";
import { seededRandom } from "../src/contract/seating/random";
import { solveExactly } from "./seating-exact";

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 24);
const BUDGET = 0.02;

interface Row {
  seed: number;
  units: number;
  people: number;
  tables: number;
  rules: number;
  engine: number;
  optimum: number;
  gap: number;
  engineMs: number;
  exactSeconds: number;
}

const rows: Row[] = [];
let unproven = 0;
for (let seed = 1; rows.length < INSTANCES && seed < INSTANCES * 4; seed++) {
  const random = seededRandom(seed * 104_729);
  const tables = 3 + random.below(3);
  const guests = 14 + random.below(26);
  const input = seatingInstance({ seed, guests, tables, rules: 1 + random.below(6), head: seed % 3 === 0, slack: 1.05 + random.next() * 0.25 });
  const units = prepare(input, "replan").units.units.length;
  if (units < 8 || units > 20) continue;
  const started = performance.now();
  const outcome = planSeating(input, { seed, mode: "replan" });
  const engineMs = performance.now() - started;
  if (outcome.status !== "planned") {
    console.log(`seed ${seed}: ${outcome.status}: ${outcome.problems[0]?.text}`);
    continue;
  }
  if (checkPlan(input, outcome.best.placed).length) throw new Error(`seed ${seed}: the engine's plan breaks a rule`);
  const exact = await solveExactly(input);
  if (exact.status !== "Optimal") {
    unproven++;
    console.log(`seed ${seed}: HiGHS did not prove an optimum (${exact.status}); not counted`);
    continue;
  }
  const rescored = scorePlan(input, exact.placed).total;
  if (rescored !== exact.optimum) throw new Error(`seed ${seed}: the integer program's objective ${exact.optimum} is not scorePlan's ${rescored}`);
  if (checkPlan(input, exact.placed).some((v) => v.hard)) throw new Error(`seed ${seed}: the exact plan breaks a hard rule`);
  const engine = outcome.best.score.total;
  const gap = exact.optimum === 0 ? 0 : (exact.optimum - engine) / exact.optimum;
  rows.push({
    seed,
    units,
    people: input.people.length,
    tables,
    rules: input.rules.length,
    engine,
    optimum: exact.optimum,
    gap,
    engineMs,
    exactSeconds: exact.seconds,
  });
  console.log(
    `seed ${String(seed).padStart(3)}: ${String(units).padStart(2)} units (${input.people.length} people), ${tables} tables, ${input.rules.length} rules: ` +
      `engine ${engine}, optimum ${exact.optimum} (gap ${(gap * 100).toFixed(2)}%), engine ${engineMs.toFixed(0)} ms, HiGHS ${exact.seconds.toFixed(2)} s`,
  );
}

const worst = Math.max(...rows.map((r) => r.gap));
const atOptimum = rows.filter((r) => r.gap === 0).length;
console.log("");
console.log(`${rows.length} instances proven optimal by HiGHS (${unproven} not proven, not counted)`);
console.log(
  `engine at the optimum on ${atOptimum}; worst gap ${(worst * 100).toFixed(2)}%; mean gap ${((rows.reduce((s, r) => s + r.gap, 0) / rows.length) * 100).toFixed(3)}%`,
);
console.log(`budget "within 2% on every one of at least 20": ${rows.length >= 20 && worst <= BUDGET ? "met" : "NOT met"}`);
