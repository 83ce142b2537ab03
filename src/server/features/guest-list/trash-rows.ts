import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import type { JsonRow } from "../../db/row-copy";
import { parties } from "../../db/schema";
import { recordBeforeDelete, unlinkedRows } from "../../db/wedding-tables";

/**
 * What deleting a household takes, read in the delete's transaction before it (the trash's,
 * docs/decisions/0049-trash.md): its row and the rows the database deletes with it, read from
 * the schema's cascading keys (its guests, invitations to events, address, gifts; a table added
 * later is taken too). Undefined: not this wedding's.
 */
export async function partyBeforeDelete(tx: Db, weddingId: string, id: string): Promise<{ name: string; rows: Record<string, JsonRow[]> } | undefined> {
  if (!isUuid(id)) return undefined;
  const taken = await recordBeforeDelete(tx, parties, weddingId, id);
  return taken && { name: String(taken.row.name), rows: taken.rows };
}

/** The rows that lose their key to the household when it goes (`on delete set null`: its replies, its sent mail), for a restore to set back. */
export function partyLinks(tx: Db, id: string): Promise<Record<string, string[]>> {
  return unlinkedRows(tx, parties, id);
}
