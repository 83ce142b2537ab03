import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { deleteRows, type JsonRow } from "../../db/row-copy";
import { coupleAddresses, mailJobRuns, outboxMessages } from "../../db/schema";

/**
 * The erase (docs/decisions/0046-take-it-or-erase-it.md), in its transaction before the wedding's
 * row goes: the job keys that name the wedding (its reminders) or one of its couple addresses
 * (their digests). The outbox and the addresses themselves go with the wedding (on delete cascade).
 */
export async function forgetWeddingJobRuns(db: Db, weddingId: string): Promise<void> {
  await db.execute(sql`delete from ${mailJobRuns}
    where ${mailJobRuns.key} like ${`reminder:${weddingId}:%`}
       or split_part(${mailJobRuns.key}, ':', 2) in (select ${coupleAddresses.id}::text from ${coupleAddresses} where ${coupleAddresses.weddingId} = ${weddingId})`);
}

/**
 * A reply erased by its guest or deleted by the couple: its messages not yet sent (its confirmation with the edit
 * link, the couple's notice of it) go with it; those already sent or skipped stay in the couple's
 * Outbox history without the reply (its key is `on delete set null`). Answers the rows as they
 * were, for the trash (docs/decisions/0049-trash.md).
 */
export function dropUnsentReplyMail(db: Db, responseId: string): Promise<JsonRow[]> {
  return deleteRows(db, outboxMessages, sql`t.response_id = ${responseId} and ${UNSENT}`);
}

/**
 * A household the couple deleted (docs/decisions/0049-trash.md): its invitations and reminders
 * not yet sent go with it, answered as they were for the trash; those sent stay in the Outbox.
 */
export function dropUnsentPartyMail(db: Db, partyId: string): Promise<JsonRow[]> {
  return deleteRows(db, outboxMessages, sql`t.party_id = ${partyId} and ${UNSENT}`);
}

const UNSENT = sql`t.status in ('queued', 'sending')`;
