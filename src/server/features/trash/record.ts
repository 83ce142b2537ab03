import type { PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../../../contract/access";
import type { TrashKind } from "../../../contract/trash";
import type { Db } from "../../db/connect";
import type { JsonRow } from "../../db/row-copy";
import { recordBeforeDelete, unlinkedRows } from "../../db/wedding-tables";
import { keepInTrash, type TrashPayload } from "./service";

/**
 * A kind of record the couple deletes into the trash whole, by one rule (docs/decisions/0049-trash.md):
 * an event, a question, a seating table, rule or room feature, a website section, a gift. Its table, the words that name it, and its owner's delete
 * of its row; what goes with it is read from the schema's keys, not listed here.
 */
export interface RecordKind {
  kind: TrashKind;
  table: PgTable;
  label: (row: JsonRow) => string;
  /** The owner's delete of the row and of the rows whose key refuses it (a table's seats); the database's cascade takes the rest. */
  remove: (tx: Db, id: string) => Promise<unknown>;
}

/**
 * Takes the wedding's record `id` of `kind` into the trash, in the caller's transaction: its row
 * locked and read with what the database deletes with it (its cascading keys), the rows whose key
 * it sets null (set back on restore where still null), the owner's delete, and the entry. Seats
 * among what goes are kept apart, to go back through seating's own rule (chair free, room now).
 * `names` say whom a seat's person key names, should their seat not come back. Undefined: no
 * such record of this wedding (nothing done).
 */
export async function takeRecord(
  tx: Db,
  kind: RecordKind,
  where: { weddingId: string; id: string; actor: Actor },
  names?: Record<string, string>,
): Promise<TrashPayload | undefined> {
  const taken = await recordBeforeDelete(tx, kind.table, where.weddingId, where.id);
  if (!taken) return undefined;
  const links = await unlinkedRows(tx, kind.table, where.id);
  const { seat_assignments: seats = [], ...rows } = taken.rows;
  await kind.remove(tx, where.id);
  const seated = names
    ? Object.fromEntries(seats.flatMap((seat) => (names[String(seat.person_key)] ? [[String(seat.person_key), names[String(seat.person_key)]!]] : [])))
    : {};
  const payload: TrashPayload = { rows, seats, mail: [], links, ...(Object.keys(seated).length ? { names: seated } : {}) };
  await keepInTrash(tx, { weddingId: where.weddingId, kind: kind.kind, recordId: where.id, label: kind.label(taken.row), actor: where.actor, payload });
  return payload;
}
