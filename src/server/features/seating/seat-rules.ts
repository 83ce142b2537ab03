import { AppError } from "../../errors";

/** A seated person as the write rules need them. */
export interface Seated {
  personKey: string;
  tableId: string;
  seat: number | null;
  highChair: boolean;
  locked: boolean;
  wheelchair?: boolean;
}

export interface TableRoom {
  id: string;
  name: string;
  seats: number;
  locked: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lowest seat numbers at a table that nobody in `taken` holds, `count` of them (fewer when the table is full). */
export function freeSeats(table: Pick<TableRoom, "seats">, taken: Iterable<number | null>, count: number): number[] {
  const used = new Set(taken);
  const free: number[] = [];
  for (let seat = 1; seat <= table.seats && free.length < count; seat++) if (!used.has(seat)) free.push(seat);
  return free;
}

/**
 * Whether `arriving` fit at a table beside those already there (high chairs stand beside the
 * chairs): a 409 naming the table and the numbers when not. The database refuses the same
 * (the capacity trigger); this says it in the couple's words first.
 */
export function checkRoom(table: TableRoom, staying: readonly Pick<Seated, "highChair">[], arriving: readonly Pick<Seated, "highChair">[]): void {
  const onChairs = (people: readonly Pick<Seated, "highChair">[]) => people.filter((person) => !person.highChair).length;
  const free = table.seats - onChairs(staying);
  const need = onChairs(arriving);
  if (need > free)
    throw new AppError(
      "conflict",
      `${table.name} has ${plural(Math.max(free, 0), "free seat", "free seats")}, and ${plural(need, "person needs", "people need")} one.`,
    );
}

/** Locked people stay where they are, and nobody joins or leaves a locked table: a 409 saying what to unlock. */
export function checkUnlocked(
  movers: readonly Seated[],
  names: ReadonlyMap<string, string>,
  tables: ReadonlyMap<string, TableRoom>,
  target: TableRoom | null,
): void {
  const locked = movers.filter((person) => person.locked);
  if (locked.length) {
    const who = locked.map((person) => names.get(person.personKey) || "Someone").join(", ");
    throw new AppError("conflict", `${who} ${locked.length === 1 ? "is" : "are"} locked to a table; unlock them before moving them.`);
  }
  const from = movers.map((person) => tables.get(person.tableId)).find((table) => table?.locked && table.id !== target?.id);
  if (from) throw new AppError("conflict", `${from.name} is locked; unlock it before changing who sits there.`);
  if (target?.locked) throw new AppError("conflict", `${target.name} is locked; unlock it before changing who sits there.`);
}

/** The next table names: "Table 13" onwards after the highest number in use; the couple's own tables by their kind. */
export function tableNames(existing: readonly string[], count: number, shape: string): string[] {
  if (shape === "head" || shape === "sweetheart") {
    const base = shape === "head" ? "Head table" : "Sweetheart table";
    const same = existing.filter((name) => name.startsWith(base)).length;
    return Array.from({ length: count }, (_, i) => (same + i === 0 ? base : `${base} ${same + i + 1}`));
  }
  const highest = Math.max(0, ...existing.map((name) => Number(/^Table (\d{1,4})$/.exec(name)?.[1] ?? 0)));
  return Array.from({ length: count }, (_, i) => `Table ${highest + i + 1}`);
}
