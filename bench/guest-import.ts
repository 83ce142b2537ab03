// The import preview of a 2,000-guest spreadsheet (issue 13's budget: preview under 1 s): decode,
// parse, guess the mapping and build the parties, as the host's browser does on each file chosen
// and each mapping change. Run: npm run bench:import (BENCH_GUESTS, BENCH_RUNS to change).
import { performance } from "node:perf_hooks";
import { makeLargeGuestList } from "../src/web/features/guest-list/import/parsing/fixtures/large-guest-list";
import { previewSpreadsheet, readSpreadsheet } from "../src/web/features/guest-list/import/parsing/read-spreadsheet";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = 1_000;

const file = makeLargeGuestList(GUESTS);
const timings: number[] = [];
const remap: number[] = [];
let parties = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const sheet = readSpreadsheet(file.bytes);
  const preview = previewSpreadsheet(sheet);
  timings.push(performance.now() - started);
  parties = preview.parties.length;
  // A mapping change re-builds from the parsed rows only.
  const remapStarted = performance.now();
  previewSpreadsheet(sheet, { roles: sheet.mapping.roles.map((role) => (role === "tags" ? "ignore" : role)) });
  remap.push(performance.now() - remapStarted);
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => sorted(values).at(-1)!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `Import preview: ${file.guests} guests in ${file.parties} households, ${(file.bytes.length / 1024).toFixed(0)} KB (UTF-8 CSV with BOM), ${RUNS} runs`,
);
console.log(`  decode + parse + map + build: median ${ms(median(timings))}, worst ${ms(worst(timings))} (first run ${ms(timings[0]!)})`);
console.log(`  re-build after a mapping change: median ${ms(median(remap))}, worst ${ms(worst(remap))}`);
console.log(`  parties: ${parties}`);
console.log(`  budget "preview under 1 s": ${worst(timings) < BUDGET_MS ? "met" : "NOT met"} (worst ${ms(worst(timings))} of ${ms(BUDGET_MS)})`);
