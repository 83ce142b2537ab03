import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { outboxMessages } from "../../db/schema";
import { insertMessages, type NewOutboxRow } from "./outbox-repository";

// The outbox rows a reply writes in its own statement or transaction (docs/decisions/0013,
// 0020): a guest's confirmation, and the couple's notifications. The mail feature owns the outbox
// (docs/decisions/0029-one-owner-per-table.md), so what such a row is, and the SQL that stores
// it, live here; the responses feature composes them into the reply's statement.

/** A reply's confirmation, ready to write with it (`guestConfirmationRow`): an outbox row with its id. */
export type ReplyMail = NewOutboxRow & { id: string };

/**
 * The couple's notification of a new reply (`coupleNotice`): one outbox row per confirmed "each
 * reply" address, written by the reply's own statement or transaction. Only asked for when the
 * cached view says such an address exists, so other weddings' submits carry no extra work.
 */
export interface CoupleNotice {
  messageDomain: string;
}

/** The values of a confirmation row as SQL text, for a statement prepared once (each a placeholder or a column). */
export interface ConfirmationSources {
  id: string;
  weddingId: string;
  kind: string;
  recipient: string;
  recipientName: string;
  responseId: string;
  payload: string;
  messageId: string;
}

/** The confirmation's insert inside a reply's prepared statement: `rest` is its FROM (and WHERE) over the stored replies. */
export function confirmationInsertText(values: ConfirmationSources, rest: string): string {
  return `insert into outbox_messages (id, wedding_id, kind, recipient, recipient_name, response_id, payload, message_id)
    select ${values.id}, ${values.weddingId}, ${values.kind}, ${values.recipient}, ${values.recipientName}, ${values.responseId}, ${values.payload}, ${values.messageId} ${rest}`;
}

/** The confirmation's insert inside a reply's statement: one row for the reply in `reply` (a CTE with its `id`), if stored. */
export function confirmationInsert(mail: ReplyMail): SQL {
  return sql`insert into ${outboxMessages} (id, wedding_id, kind, recipient, recipient_name, response_id, payload, message_id)
      select ${mail.id}::uuid, ${mail.weddingId}::uuid, ${mail.kind}::text, ${mail.recipient}::text, ${mail.recipientName ?? null}::text, reply.id, ${JSON.stringify(mail.payload ?? {})}::jsonb, ${mail.messageId}::text
      from reply`;
}

/** The couple's notifications of the reply `responseId` (SQL: a value, or a subquery of the reply's statement). */
export const coupleNoticeRows = (weddingId: string, responseId: SQL, notice: CoupleNotice) => sql`
  insert into ${outboxMessages} (id, wedding_id, kind, recipient, response_id, payload, message_id)
  select c.mid, c.wedding_id, 'couple-notification', c.email, ${responseId}, jsonb_build_object('addressId', c.id), '<' || c.mid || '@' || ${notice.messageDomain}::text || '>'
  from (select gen_random_uuid() as mid, a.id, a.email, a.wedding_id from couple_addresses a
        where a.wedding_id = ${weddingId}::uuid and a.mode = 'each' and a.confirmed_at is not null) c`;

/** The reply's outbox rows in the caller's transaction: its confirmation (if any) and, with `notice`, the couple's notifications. */
export async function insertReplyMail(db: Db, responseId: string, weddingId: string, mail: ReplyMail | undefined, notice?: CoupleNotice): Promise<void> {
  if (mail) await insertMessages(db, [{ ...mail, responseId }]);
  if (notice) await db.execute(coupleNoticeRows(weddingId, sql`${responseId}::uuid`, notice));
}
