import type { JsonRow } from "../../db/row-copy";
import { events } from "../../db/schema";
import { deleteEvent } from "./repository";

/**
 * What the trash needs to take an event whole (docs/decisions/0049-trash.md): its table, the words
 * that name it, and the owner's delete of its row; the database's cascade takes the rest (its
 * questions, invitations, seating plan, check-ins), which the trash reads from the schema.
 */
export const eventRecord = { table: events, label: (row: JsonRow) => String(row.name), remove: deleteEvent };
