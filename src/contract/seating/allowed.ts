import { fits, type Prepared } from "./prepare";
import type { Unit } from "./units";

export type Load = { seats: Int32Array; highChairs: Int32Array; wheelchairs: Int32Array };

export const emptyLoad = (tables: number): Load => ({
  seats: new Int32Array(tables),
  highChairs: new Int32Array(tables),
  wheelchairs: new Int32Array(tables),
});

export const loadAt = (load: Load, t: number) => ({ seats: load.seats[t]!, highChairs: load.highChairs[t]!, wheelchairs: load.wheelchairs[t]! });

export function addLoad(load: Load, unit: Unit, t: number, sign = 1): void {
  load.seats[t]! += sign * unit.seats;
  load.highChairs[t]! += sign * unit.highChairs;
  load.wheelchairs[t]! += sign * unit.wheelchairs;
}

/** What pinned units (locked, or already seated when filling) put on each table. */
export function pinnedLoad(prepared: Prepared): Load {
  const load = emptyLoad(prepared.tableCount);
  prepared.units.units.forEach((unit, u) => prepared.pin[u]! >= 0 && addLoad(load, unit, prepared.pin[u]!));
  return load;
}

/** Why a table is closed to a unit, checked in this order; null when it may sit there. */
export type Refusal = "locked" | "head" | "not_head" | "exit" | "size" | "high_chairs" | "wheelchairs" | "full" | "apart";

export function refusal(prepared: Prepared, u: number, t: number, pinned: Load, pinnedApart: (u: number, t: number) => boolean): Refusal | null {
  const table = prepared.index.input.tables[t]!;
  const unit = prepared.units.units[u]!;
  if (table.locked) return "locked";
  if (unit.head && !table.head) return "head";
  if (!unit.head && table.head) return "not_head";
  if (unit.nearExit && !table.nearExit) return "exit";
  if (unit.seats > prepared.cap.seats[t]!) return "size";
  if (unit.highChairs > prepared.cap.highChairs[t]!) return "high_chairs";
  if (unit.wheelchairs > prepared.cap.wheelchairs[t]!) return "wheelchairs";
  if (!fits(prepared, unit, t, loadAt(pinned, t))) return "full";
  if (pinnedApart(u, t)) return "apart";
  return null;
}

/** Per unit, the tables it may sit at: its pin alone, or every table no rule closes to it. */
export function allowedTables(prepared: Prepared, pinned = pinnedLoad(prepared)): number[][] {
  const apartAt = pinnedApartTest(prepared);
  return prepared.units.units.map((_, u) => {
    if (prepared.pin[u]! >= 0) return [prepared.pin[u]!];
    const open: number[] = [];
    for (let t = 0; t < prepared.tableCount; t++) if (refusal(prepared, u, t, pinned, apartAt) === null) open.push(t);
    return open;
  });
}

export function pinnedApartTest(prepared: Prepared): (u: number, t: number) => boolean {
  return (u, t) => prepared.apart[u]!.some((v) => prepared.pin[v] === t);
}
