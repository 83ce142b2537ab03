import { addLoad, emptyLoad, type Load } from "./allowed";
import type { Prepared } from "./prepare";
import type { Unit } from "./units";

/**
 * A plan under search. A move is judged from the units at the two tables it touches (about ten
 * each): the points a unit earns at a table are summed over that table's units, and a keep-apart
 * clash is looked for among them, so proposing and taking a move costs O(table size), not
 * O(units) (docs/decisions/0025, "Complexity").
 */
export class SearchState {
  readonly unitCount: number;
  readonly tableCount: number;
  readonly tableOf: Int32Array;
  readonly load: Load;
  /** Units at each table, and each unit's place in its table's list (for O(1) removal). */
  readonly at: number[][];
  private readonly slot: Int32Array;
  /** allowed[u * T + t]: the unit may sit there (static rules: pins, head, exit, size). */
  readonly allowed: Uint8Array;
  /** apartPair[u * U + v]: u and v are kept apart. */
  readonly apartPair: Uint8Array;
  score = 0;
  private readonly units: Unit[];
  private readonly weight: Int32Array;

  constructor(
    readonly prepared: Prepared,
    readonly allowedTables: number[][],
  ) {
    const U = (this.unitCount = prepared.units.units.length);
    const T = (this.tableCount = prepared.tableCount);
    this.units = prepared.units.units;
    this.weight = prepared.weight;
    this.tableOf = new Int32Array(U).fill(-1);
    this.slot = new Int32Array(U).fill(-1);
    this.load = emptyLoad(T);
    this.at = Array.from({ length: T }, () => []);
    this.allowed = new Uint8Array(U * T);
    allowedTables.forEach((tables, u) => tables.forEach((t) => (this.allowed[u * T + t] = 1)));
    this.apartPair = new Uint8Array(U * U);
    prepared.apart.forEach((others, u) => others.forEach((v) => (this.apartPair[u * U + v] = 1)));
  }

  /** The points u earns with the units at t (itself excluded: it earns nothing with itself). */
  gainAt(u: number, t: number): number {
    const row = u * this.unitCount;
    let sum = 0;
    for (const v of this.at[t]!) sum += this.weight[row + v]!;
    return sum;
  }

  /** Units at t kept apart from u, `except` one (a swap partner who leaves). */
  private clashes(u: number, t: number, except = -1): boolean {
    const row = u * this.unitCount;
    for (const v of this.at[t]!) if (v !== except && this.apartPair[row + v]) return true;
    return false;
  }

  /** Room for the unit at t and nobody there it is kept apart from (ignores where it sits now). */
  fits(u: number, t: number): boolean {
    const unit = this.units[u]!;
    const { cap } = this.prepared;
    const { load } = this;
    return (
      load.seats[t]! + unit.seats <= cap.seats[t]! &&
      load.highChairs[t]! + unit.highChairs <= cap.highChairs[t]! &&
      load.wheelchairs[t]! + unit.wheelchairs <= cap.wheelchairs[t]! &&
      !this.clashes(u, t)
    );
  }

  place(u: number, t: number): void {
    this.score += this.gainAt(u, t);
    addLoad(this.load, this.units[u]!, t);
    this.tableOf[u] = t;
    this.slot[u] = this.at[t]!.length;
    this.at[t]!.push(u);
  }

  remove(u: number): void {
    const t = this.tableOf[u]!;
    const here = this.at[t]!;
    const last = here.pop()!;
    if (last !== u) {
      here[this.slot[u]!] = last;
      this.slot[last] = this.slot[u]!;
    }
    this.score -= this.gainAt(u, t);
    addLoad(this.load, this.units[u]!, t, -1);
    this.tableOf[u] = -1;
    this.slot[u] = -1;
  }

  moveDelta(u: number, t: number): number {
    return this.gainAt(u, t) - this.gainAt(u, this.tableOf[u]!);
  }

  /** Whether u and v (at different tables) may trade places, capacity and keep-apart included. */
  canSwap(u: number, v: number): boolean {
    const T = this.tableCount;
    const tu = this.tableOf[u]!;
    const tv = this.tableOf[v]!;
    if (!this.allowed[u * T + tv] || !this.allowed[v * T + tu]) return false;
    const a = this.units[u]!;
    const b = this.units[v]!;
    const { cap } = this.prepared;
    const { load } = this;
    return (
      load.seats[tv]! - b.seats + a.seats <= cap.seats[tv]! &&
      load.seats[tu]! - a.seats + b.seats <= cap.seats[tu]! &&
      load.highChairs[tv]! - b.highChairs + a.highChairs <= cap.highChairs[tv]! &&
      load.highChairs[tu]! - a.highChairs + b.highChairs <= cap.highChairs[tu]! &&
      load.wheelchairs[tv]! - b.wheelchairs + a.wheelchairs <= cap.wheelchairs[tv]! &&
      load.wheelchairs[tu]! - a.wheelchairs + b.wheelchairs <= cap.wheelchairs[tu]! &&
      !this.clashes(u, tv, v) &&
      !this.clashes(v, tu, u)
    );
  }

  swapDelta(u: number, v: number): number {
    const tu = this.tableOf[u]!;
    const tv = this.tableOf[v]!;
    const w = this.weight[u * this.unitCount + v]!;
    // u's gain at tv counts v, who leaves; v's gain at tu counts u, likewise.
    return this.gainAt(u, tv) - w - this.gainAt(u, tu) + this.gainAt(v, tu) - w - this.gainAt(v, tv);
  }

  swap(u: number, v: number): void {
    const tu = this.tableOf[u]!;
    const tv = this.tableOf[v]!;
    this.remove(u);
    this.remove(v);
    this.place(u, tv);
    this.place(v, tu);
  }

  restore(tableOf: Int32Array): void {
    for (let u = 0; u < this.unitCount; u++) if (this.tableOf[u]! >= 0) this.remove(u);
    for (let u = 0; u < this.unitCount; u++) if (tableOf[u]! >= 0) this.place(u, tableOf[u]!);
  }
}
