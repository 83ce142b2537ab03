import type { PlacedPerson } from "./model";
import type { Prepared } from "./prepare";

export interface TableSeating {
  tableId: string;
  /** Around the table: seats in order, each high chair right after its household's people. */
  personIds: string[];
}

/**
 * Seats within each table, deterministically: units one after another, each next to the unit
 * it shares most points with (the largest first), a unit's households one after another, so
 * households and keep-together people sit side by side. People who keep their place (locked or
 * already seated there) keep their seat number; everyone else takes the free numbers in order.
 */
export function orderSeats(prepared: Prepared, tableOf: Int32Array): { placed: PlacedPerson[]; tables: TableSeating[] } {
  const { input } = prepared.index;
  const { units } = prepared.units;
  const U = units.length;
  const atTable: number[][] = input.tables.map(() => []);
  tableOf.forEach((t, u) => t >= 0 && atTable[t]!.push(u));
  const previous = new Map(input.assignments.map((a) => [a.personId, a]));
  const placed: PlacedPerson[] = [];
  const tables: TableSeating[] = [];

  atTable.forEach((here, t) => {
    const table = input.tables[t]!;
    const chain: number[] = [];
    const left = new Set(here);
    const size = (u: number) => units[u]!.seats + units[u]!.highChairs;
    while (left.size) {
      const last = chain.at(-1);
      let next = -1;
      for (const u of left) {
        if (next < 0) next = u;
        else {
          const score = (x: number) => (last === undefined ? 0 : prepared.weight[last * U + x]!);
          if (score(u) > score(next) || (score(u) === score(next) && (size(u) > size(next) || (size(u) === size(next) && u < next)))) next = u;
        }
      }
      chain.push(next);
      left.delete(next);
    }
    const order = chain.flatMap((u) => units[u]!.members);
    const seatOf = new Map<number, number>();
    const taken = new Set<number>();
    for (const i of order) {
      const person = input.people[i]!;
      const before = previous.get(person.id);
      const keeps = prepared.pin[prepared.units.unitOf[i]!] === t && before?.tableId === table.id;
      const seat = before?.seat;
      if (keeps && !person.highChair && seat != null && Number.isInteger(seat) && seat >= 1 && seat <= table.seats && !taken.has(seat)) {
        seatOf.set(i, seat);
        taken.add(seat);
      }
    }
    let nextSeat = 1;
    for (const i of order) {
      if (input.people[i]!.highChair || seatOf.has(i)) continue;
      while (taken.has(nextSeat)) nextSeat++;
      seatOf.set(i, nextSeat);
      taken.add(nextSeat);
    }
    const around = order.filter((i) => seatOf.has(i)).sort((a, b) => seatOf.get(a)! - seatOf.get(b)!);
    for (const i of order.filter((i) => !seatOf.has(i))) {
      const party = input.people[i]!.partyId;
      const after = around.findLastIndex((j) => input.people[j]!.partyId === party);
      around.splice(after + 1, 0, i);
    }
    for (const i of around) {
      const person = input.people[i]!;
      const before = previous.get(person.id);
      placed.push({
        personId: person.id,
        tableId: table.id,
        seat: seatOf.get(i) ?? null,
        locked: Boolean(before && before.tableId === table.id && (before.locked || table.locked)),
        tentative: Boolean(person.tentative),
      });
    }
    tables.push({ tableId: table.id, personIds: around.map((i) => input.people[i]!.id) });
  });
  return { placed, tables };
}
