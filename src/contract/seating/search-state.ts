import { addLoad, emptyLoad, type Load } from "./allowed";
import type { Prepared } from "./prepare";
import type { Unit } from "./units";

/**
 * A plan under search, with what makes each move cheap to judge: per table and unit, the points
 * the unit would earn there (`gain`) and how many units kept apart from it sit there (`clash`),
 * both table-major. Placing or removing a unit updates them in O(units).
 */
export class SearchState {
  readonly unitCount: number;
  readonly tableCount: number;
  readonly tableOf: Int32Array;
  readonly load: Load;
  readonly gain: Float64Array;
  readonly clash: Int32Array;
  /** Units at each table. */
  readonly at: number[][];
  /** allowed[u * T + t]: the unit may sit there (static rules: pins, head, exit, size). */
  readonly allowed: Uint8Array;
  /** apartPair[u * U + v]: u and v are kept apart. */
  readonly apartPair: Uint8Array;
  score = 0;
  private readonly units: Unit[];

  constructor(
    readonly prepared: Prepared,
    readonly allowedTables: number[][],
  ) {
    const U = (this.unitCount = prepared.units.units.length);
    const T = (this.tableCount = prepared.tableCount);
    this.units = prepared.units.units;
    this.tableOf = new Int32Array(U).fill(-1);
    this.load = emptyLoad(T);
    this.gain = new Float64Array(T * U);
    this.clash = new Int32Array(T * U);
    this.at = Array.from({ length: T }, () => []);
    this.allowed = new Uint8Array(U * T);
    allowedTables.forEach((tables, u) => tables.forEach((t) => (this.allowed[u * T + t] = 1)));
    this.apartPair = new Uint8Array(U * U);
    prepared.apart.forEach((others, u) => others.forEach((v) => (this.apartPair[u * U + v] = 1)));
  }

  /** Room for the unit at t and nobody there it is kept apart from (ignores where it sits now). */
  fits(u: number, t: number): boolean {
    const unit = this.units[u]!;
    const { cap } = this.prepared;
    const { load } = this;
    return (
      this.clash[t * this.unitCount + u] === 0 &&
      load.seats[t]! + unit.seats <= cap.seats[t]! &&
      load.highChairs[t]! + unit.highChairs <= cap.highChairs[t]! &&
      load.wheelchairs[t]! + unit.wheelchairs <= cap.wheelchairs[t]!
    );
  }

  place(u: number, t: number): void {
    const U = this.unitCount;
    this.score += this.gain[t * U + u]!;
    const row = u * U;
    const base = t * U;
    const { weight } = this.prepared;
    for (let x = 0; x < U; x++) this.gain[base + x]! += weight[row + x]!;
    for (const v of this.prepared.apart[u]!) this.clash[base + v]!++;
    addLoad(this.load, this.units[u]!, t);
    this.tableOf[u] = t;
    this.at[t]!.push(u);
  }

  remove(u: number): void {
    const t = this.tableOf[u]!;
    const U = this.unitCount;
    const row = u * U;
    const base = t * U;
    const { weight } = this.prepared;
    for (let x = 0; x < U; x++) this.gain[base + x]! -= weight[row + x]!;
    for (const v of this.prepared.apart[u]!) this.clash[base + v]!--;
    this.score -= this.gain[base + u]!;
    addLoad(this.load, this.units[u]!, t, -1);
    this.tableOf[u] = -1;
    const here = this.at[t]!;
    here.splice(here.indexOf(u), 1);
  }

  moveDelta(u: number, t: number): number {
    const U = this.unitCount;
    return this.gain[t * U + u]! - this.gain[this.tableOf[u]! * U + u]!;
  }

  /** Whether u and v (at different tables) may trade places, capacity and keep-apart included. */
  canSwap(u: number, v: number): boolean {
    const T = this.tableCount;
    const U = this.unitCount;
    const tu = this.tableOf[u]!;
    const tv = this.tableOf[v]!;
    if (!this.allowed[u * T + tv] || !this.allowed[v * T + tu]) return false;
    const pair = this.apartPair[u * U + v]!;
    if (this.clash[tv * U + u]! - pair !== 0 || this.clash[tu * U + v]! - pair !== 0) return false;
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
      load.wheelchairs[tu]! - a.wheelchairs + b.wheelchairs <= cap.wheelchairs[tu]!
    );
  }

  swapDelta(u: number, v: number): number {
    const U = this.unitCount;
    const tu = this.tableOf[u]!;
    const tv = this.tableOf[v]!;
    const w = this.prepared.weight[u * U + v]!;
    return this.gain[tv * U + u]! - this.gain[tu * U + u]! + this.gain[tu * U + v]! - this.gain[tv * U + v]! - 2 * w;
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
