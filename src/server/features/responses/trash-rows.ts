import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { deleteRows, insertRows, type JsonRow } from "../../db/row-copy";
import { isOwnMatch } from "../../../contract/rules/own-reply";
import { responses } from "../../db/schema";
import { unlinkedRows } from "../../db/wedding-tables";
import { ownReplyExists } from "./party-reply/repository";

/**
 * A reply through the trash (docs/decisions/0049-trash.md): taken whole by the couple's delete,
 * and back with its id, answers and edit link (its hash). The rule "a party has one own reply"
 * holds on the way back: a household that replied since keeps its new reply, and the restored
 * one comes back linked to no household, as does one whose household is gone.
 */
/** Locks the reply for the delete's transaction, so a guest's edit meanwhile (new mail, new seats) waits for it. False: not this wedding's. */
export async function lockReply(tx: Db, weddingId: string, id: string): Promise<boolean> {
  const result = (await tx.execute(sql`select 1 from responses where id = ${id} and wedding_id = ${weddingId} for update`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function takeReply(tx: Db, weddingId: string, id: string): Promise<JsonRow | undefined> {
  const [row] = await deleteRows(tx, responses, sql`t.id = ${id} and t.wedding_id = ${weddingId}`);
  return row;
}

/** The rows that lose their key to the reply when it goes (`on delete set null`: its sent mail), for the restore to set back. */
export function replyLinks(tx: Db, id: string): Promise<Record<string, string[]>> {
  return unlinkedRows(tx, responses, id);
}

export interface RestoredReply {
  restored: boolean;
  /** It named a household and now names none (the household is gone or has replied since). */
  unlinked: boolean;
}

export async function restoreReply(tx: Db, row: JsonRow): Promise<RestoredReply> {
  const partyId = typeof row.party_id === "string" ? row.party_id : null;
  const reply = { ...row };
  if (partyId) {
    const replied = isOwnMatch(row.party_match as string | null) ? ownReplyExists(sql`${partyId}::uuid`) : sql`false`;
    const taken = (await tx.execute(sql`select (not exists (select 1 from parties where id = ${partyId}::uuid)) or ${replied} as taken`)) as unknown as {
      rows: { taken: boolean }[];
    };
    if (taken.rows[0]?.taken) Object.assign(reply, { party_id: null, party_match: null });
  }
  // A request key used since by another reply would refuse the row; the key only guards a retry long over.
  const key = typeof row.idempotency_key === "string" ? row.idempotency_key : null;
  if (key) {
    const used = (await tx.execute(sql`select 1 from responses where wedding_id = ${String(row.wedding_id)} and idempotency_key = ${key}`)) as unknown as {
      rows: unknown[];
    };
    if (used.rows.length) reply.idempotency_key = null;
  }
  const written = await insertRows(tx, responses, [reply], { tolerant: true });
  return { restored: written.length > 0, unlinked: partyId !== null && reply.party_id === null };
}
