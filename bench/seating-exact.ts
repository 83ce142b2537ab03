// The automatic seating's objective as an integer program, solved exactly by HiGHS (the `highs`
// package, a devDependency used only here, never shipped: docs/decisions/0025). The model is the
// engine's own: the same units, allowed tables, capacities, pins and keep-apart pairs (from
// src/contract/seating/prepare.ts), and the same unit-pair points (affinity.ts), linearised with
// the standard same-table variables: y(u,v,t) <= x(u,t), y(u,v,t) <= x(v,t), maximise sum w(u,v) y(u,v,t).
import loadHighs from "highs";
import { allowedTables, pinnedLoad } from "../src/contract/seating/allowed";
import type { SeatingInput } from "../src/contract/seating/model";
import { prepare } from "../src/contract/seating/prepare";

export interface ExactResult {
  status: string;
  /** The proven optimum, in the engine's points. */
  optimum: number;
  /** The optimal plan, person by person, to be scored again by scorePlan. */
  placed: { personId: string; tableId: string }[];
  seconds: number;
  variables: number;
  constraints: number;
}

let highs: Awaited<ReturnType<typeof loadHighs>> | null = null;

export async function solveExactly(input: SeatingInput, timeLimitSeconds = 120): Promise<ExactResult> {
  highs ??= await loadHighs();
  const prepared = prepare(input, "replan");
  const allowed = allowedTables(prepared, pinnedLoad(prepared));
  const { units } = prepared.units;
  const U = units.length;
  const x = (u: number, t: number) => `x_${u}_${t}`;
  const may = (u: number, t: number) => allowed[u]!.includes(t);
  const objective: string[] = [];
  const rows: string[] = [];
  const continuous: string[] = [];
  for (let u = 0; u < U; u++) rows.push(`assign_${u}: ${allowed[u]!.map((t) => x(u, t)).join(" + ")} = 1`);
  for (let t = 0; t < prepared.tableCount; t++) {
    const here = units.map((_, u) => u).filter((u) => may(u, t));
    if (!here.length) continue;
    for (const key of ["seats", "highChairs", "wheelchairs"] as const) {
      const terms = here.filter((u) => units[u]![key] > 0).map((u) => `${units[u]![key]} ${x(u, t)}`);
      if (terms.length) rows.push(`${key}_${t}: ${terms.join(" + ")} <= ${prepared.cap[key][t]}`);
    }
    for (const u of here) for (const v of prepared.apart[u]!) if (u < v && may(v, t)) rows.push(`apart_${u}_${v}_${t}: ${x(u, t)} + ${x(v, t)} <= 1`);
    for (let i = 0; i < here.length; i++)
      for (let j = i + 1; j < here.length; j++) {
        const [u, v] = [here[i]!, here[j]!];
        const w = prepared.weight[u * U + v]!;
        if (w === 0) continue;
        const y = `y_${u}_${v}_${t}`;
        continuous.push(y);
        objective.push(`${w} ${y}`);
        rows.push(`lu_${u}_${v}_${t}: ${y} - ${x(u, t)} <= 0`, `lv_${u}_${v}_${t}: ${y} - ${x(v, t)} <= 0`);
      }
  }
  const binaries = units.flatMap((_, u) => allowed[u]!.map((t) => x(u, t)));
  const lp = [
    "Maximize",
    ` obj: ${objective.length ? objective.join(" + ") : "0 " + binaries[0]}`,
    "Subject To",
    ...rows.map((r) => ` ${r}`),
    "Bounds",
    ...continuous.map((y) => ` 0 <= ${y} <= 1`),
    "Binary",
    ` ${binaries.join(" ")}`,
    "End",
  ].join("\n");
  const started = performance.now();
  const solution = highs.solve(lp, { output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0, mip_abs_gap: 0.5 });
  const seconds = (performance.now() - started) / 1000;
  const placed: ExactResult["placed"] = [];
  if (solution.Status === "Optimal")
    units.forEach((unit, u) => {
      const t = allowed[u]!.find((t) => (solution.Columns[x(u, t)]?.Primal ?? 0) > 0.5)!;
      for (const i of unit.members) placed.push({ personId: input.people[i]!.id, tableId: input.tables[t]!.id });
    });
  return {
    status: solution.Status,
    optimum: solution.Status === "Optimal" ? Math.round(solution.ObjectiveValue) : NaN,
    placed,
    seconds,
    variables: binaries.length + continuous.length,
    constraints: rows.length,
  };
}
