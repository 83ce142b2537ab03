import type { Db } from "../../db/connect";
import { insertRows, type JsonRow } from "../../db/row-copy";
import { outboxMessages } from "../../db/schema";

/**
 * Messages a delete took from the queue (docs/decisions/0049-trash.md), back with their ids,
 * payloads and Message-IDs, so each is still sent once. A key to a household or reply gone since
 * is written null. Answers how many came back.
 */
export async function restoreMailRows(tx: Db, rows: readonly JsonRow[]): Promise<number> {
  return (await insertRows(tx, outboxMessages, rows, { tolerant: true })).length;
}
