import type { JsonRow } from "../../db/row-copy";
import { seatingTables } from "../../db/schema";
import { deleteTable } from "./repository";

/**
 * What the trash needs to take a table (docs/decisions/0049-trash.md): its table, its name, and
 * the owner's delete of its seats and row (a seat's key to it refuses the delete, so they go first).
 */
export const tableRecord = { table: seatingTables, label: (row: JsonRow) => String(row.name), remove: deleteTable };
