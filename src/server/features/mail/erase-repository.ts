import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
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
 * A guest erasing their own reply: its messages not yet sent (its confirmation with the edit
 * link, the couple's notice of it) go with it; those already sent or skipped stay in the couple's
 * Outbox history without the reply (its key is `on delete set null`).
 */
export async function dropUnsentReplyMail(db: Db, responseId: string): Promise<void> {
  await db.delete(outboxMessages).where(and(eq(outboxMessages.responseId, responseId), inArray(outboxMessages.status, ["queued", "sending"])));
}
