import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { RsvpResponse } from "../../../contract/response";
import { ZPartyMatch, ZSide } from "../../../contract/response";
import type { Db } from "../../db/connect";
import { guests, outboxMessages, parties, responses, weddings, type ResponseRow } from "../../db/schema";
import { isUuid } from "../../db/ids";
import { rawQueryOf, type RawQuery } from "../../db/raw-query";

export function toRsvpResponse(row: ResponseRow): RsvpResponse {
  return {
    id: row.id,
    weddingId: row.weddingId,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    partyMembers: row.partyMembers,
    responses: row.answers,
    sideAssignment: ZSide.nullable().catch(null).parse(row.sideAssignment),
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only on replies that belong to a party: a wedding without a guest list keeps docs/spec.md's shape.
    ...(row.partyId ? { partyId: row.partyId, partyMatch: ZPartyMatch.nullable().catch(null).parse(row.partyMatch) } : {}),
  };
}

export type NewResponse = typeof responses.$inferInsert;

const INSERT_FIELDS = [
  "weddingId",
  "guestName",
  "guestEmail",
  "guestPhone",
  "partyMembers",
  "answers",
  "sideAssignment",
  "editTokenHash",
  "idempotencyKey",
  "bodyHash",
  "locale",
] as const;
export type InsertValues = Pick<NewResponse, (typeof INSERT_FIELDS)[number]>;

function prepareInsert(db: Db) {
  return (
    db
      .insert(responses)
      .values(Object.fromEntries(INSERT_FIELDS.map((field) => [field, sql.placeholder(field)])) as unknown as InsertValues)
      .onConflictDoNothing({ target: [responses.weddingId, responses.idempotencyKey] })
      // Only what the caller does not already hold: reading the jsonb back cost the submit path.
      .returning({ id: responses.id, submittedAt: responses.submittedAt, updatedAt: responses.updatedAt })
      .prepare("insert_response")
  );
}

// The RSVP submit is the hottest write: building its SQL once per database (not per request)
// took about a fifth of the server's CPU off the profile (bench/README.md).
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

export type Inserted = Pick<ResponseRow, "id" | "submittedAt" | "updatedAt">;

/** An outbox row to write with the reply (features/mail/enqueue.ts builds it): its confirmation. */
export type ReplyMail = typeof outboxMessages.$inferInsert & { id: string };

/**
 * Inserts, or returns undefined when this wedding already has a response with this idempotency key.
 * With `mail`, the reply and its confirmation are one statement (docs/decisions/0013): the outbox
 * row is inserted only from the reply the statement stored, so a retry under the same key, which
 * stores nothing, queues nothing, and the submit stays one round trip.
 */
export async function insertResponse(db: Db, values: InsertValues, mail?: ReplyMail, notice?: CoupleNotice): Promise<Inserted | undefined> {
  if (mail && !notice) {
    const raw = rawQueryOf(db);
    if (raw) return insertResponseAndConfirmation(raw, values, mail);
  }
  if (mail || notice) return insertResponseWithMail(db, values, mail, notice);
  let prepared = preparedInserts.get(db);
  if (!prepared) preparedInserts.set(db, (prepared = prepareInsert(db)));
  const [row] = await prepared.execute({ guestPhone: null, idempotencyKey: null, bodyHash: null, sideAssignment: null, locale: null, ...values });
  return row;
}

type InsertedRaw = { id: string; submitted_at: Date | string; updated_at: Date | string };

// The submit's usual statement, written out so the driver prepares it once: built by drizzle on
// every request and planned by PostgreSQL every time, the same CTE cost ~35% of the submit's
// throughput (bench/README.md). Column names as in schema.ts; insertResponseWithMail is the general form.
const INSERT_WITH_CONFIRMATION = `
  with reply as (
    insert into responses (wedding_id, guest_name, guest_email, guest_phone, party_members, answers, side_assignment, edit_token_hash, idempotency_key, body_hash, locale)
    values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $18)
    on conflict (wedding_id, idempotency_key) do nothing
    returning id, submitted_at, updated_at
  ), mail as (
    insert into outbox_messages (id, wedding_id, kind, recipient, recipient_name, response_id, payload, message_id)
    select $11::uuid, $12::uuid, $13::text, $14::text, $15::text, reply.id, $16::jsonb, $17::text from reply
  )
  select id, submitted_at, updated_at from reply`;

async function insertResponseAndConfirmation(raw: RawQuery, v: InsertValues, mail: ReplyMail): Promise<Inserted | undefined> {
  const [row] = await raw<InsertedRaw>("insert_response_with_confirmation", INSERT_WITH_CONFIRMATION, [
    v.weddingId,
    v.guestName,
    v.guestEmail,
    v.guestPhone ?? null,
    JSON.stringify(v.partyMembers ?? []),
    JSON.stringify(v.answers),
    v.sideAssignment ?? null,
    v.editTokenHash,
    v.idempotencyKey ?? null,
    v.bodyHash ?? null,
    mail.id,
    mail.weddingId,
    mail.kind,
    mail.recipient,
    mail.recipientName ?? null,
    JSON.stringify(mail.payload ?? {}),
    mail.messageId,
    v.locale ?? null,
  ]);
  return row ? { id: row.id, submittedAt: new Date(row.submitted_at), updatedAt: new Date(row.updated_at) } : undefined;
}

/**
 * The couple's notification of a new reply (features/mail/couple-service.ts `coupleNotice`): one
 * outbox row per confirmed "each reply" address, written by the reply's own statement or
 * transaction. Only asked for when the cached view says such an address exists, so other
 * weddings' submits carry no extra work.
 */
export interface CoupleNotice {
  messageDomain: string;
}

const coupleNoticeRows = (weddingId: string, responseId: SQL, notice: CoupleNotice) => sql`
  insert into ${outboxMessages} (id, wedding_id, kind, recipient, response_id, payload, message_id)
  select c.mid, c.wedding_id, 'couple-notification', c.email, ${responseId}, jsonb_build_object('addressId', c.id), '<' || c.mid || '@' || ${notice.messageDomain}::text || '>'
  from (select gen_random_uuid() as mid, a.id, a.email, a.wedding_id from couple_addresses a
        where a.wedding_id = ${weddingId}::uuid and a.mode = 'each' and a.confirmed_at is not null) c`;

async function insertCoupleNotices(db: Db, weddingId: string, responseId: string, notice: CoupleNotice | undefined): Promise<void> {
  if (notice) await db.execute(coupleNoticeRows(weddingId, sql`${responseId}::uuid`, notice));
}

async function insertResponseWithMail(db: Db, v: InsertValues, mail: ReplyMail | undefined, notice: CoupleNotice | undefined): Promise<Inserted | undefined> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const result = await db.execute<InsertedRaw>(sql`
    with reply as (
      insert into ${responses} (wedding_id, guest_name, guest_email, guest_phone, party_members, answers, side_assignment, edit_token_hash, idempotency_key, body_hash, locale)
      values (${v.weddingId}, ${v.guestName}, ${v.guestEmail}, ${v.guestPhone ?? null}, ${json(v.partyMembers ?? [])}, ${json(v.answers)},
              ${v.sideAssignment ?? null}, ${v.editTokenHash}, ${v.idempotencyKey ?? null}, ${v.bodyHash ?? null}, ${v.locale ?? null})
      on conflict (wedding_id, idempotency_key) do nothing
      returning id, submitted_at, updated_at
    )${
      mail
        ? sql`, mail as (
      insert into ${outboxMessages} (id, wedding_id, kind, recipient, recipient_name, response_id, payload, message_id)
      select ${mail.id}::uuid, ${mail.weddingId}::uuid, ${mail.kind}::text, ${mail.recipient}::text, ${mail.recipientName ?? null}::text, reply.id, ${json(mail.payload ?? {})}, ${mail.messageId}::text
      from reply
    )`
        : sql``
    }${notice ? sql`, couple as (${coupleNoticeRows(v.weddingId, sql`(select id from reply)`, notice)} where exists (select 1 from reply))` : sql``}
    select id, submitted_at, updated_at from reply`);
  const [row] = (result as unknown as { rows: InsertedRaw[] }).rows;
  return row ? { id: row.id, submittedAt: new Date(row.submitted_at), updatedAt: new Date(row.updated_at) } : undefined;
}

export async function countResponses(db: Db, weddingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(eq(responses.weddingId, weddingId));
  return row?.n ?? 0;
}

/**
 * The exact path near a wedding's response cap: the wedding's row lock makes count-then-insert
 * one step per wedding, so parallel submits cannot all see room for one. `full` when at the cap.
 */
export async function insertResponseWithinCap(
  db: Db,
  values: InsertValues,
  cap: number,
  mail?: ReplyMail,
  notice?: CoupleNotice,
): Promise<Inserted | undefined | "full"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, values.weddingId)).for("update");
    const [row] = await tx.select({ n: count() }).from(responses).where(eq(responses.weddingId, values.weddingId));
    if ((row?.n ?? 0) >= cap) return "full" as const;
    const [inserted] = await tx
      .insert(responses)
      .values(values)
      .onConflictDoNothing({ target: [responses.weddingId, responses.idempotencyKey] })
      .returning({ id: responses.id, submittedAt: responses.submittedAt, updatedAt: responses.updatedAt });
    if (inserted && mail) await tx.insert(outboxMessages).values({ ...mail, responseId: inserted.id });
    if (inserted) await insertCoupleNotices(tx, values.weddingId, inserted.id, notice);
    return inserted;
  });
}

export async function findResponseByIdempotencyKey(db: Db, weddingId: string, key: string) {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.weddingId, weddingId), eq(responses.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findResponse(db: Db, id: string): Promise<ResponseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(responses).where(eq(responses.id, id)).limit(1);
  return row;
}

export async function updateResponse(db: Db, id: string, patch: Partial<NewResponse>, mail?: ReplyMail): Promise<ResponseRow | undefined> {
  if (mail) {
    return db.transaction(async (tx) => {
      const row = await updateResponse(tx, id, patch);
      if (row) await tx.insert(outboxMessages).values({ ...mail, responseId: row.id });
      return row;
    });
  }
  const [row] = await db
    .update(responses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(responses.id, id))
    .returning();
  return row;
}

export async function deleteResponse(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(responses).where(eq(responses.id, id)).returning({ id: responses.id });
  return rows.length > 0;
}

/**
 * Rows per page of `streamResponses`: what one heavy read holds at once. At the answer-size cap a
 * page is at most ~1.6 MB; rows stored before the cap existed (up to ~1 MB each) make it ~100 MB,
 * where 500-row pages took ~1 GB for two lists (bench/README.md). On PGlite a query runs on the
 * server's own thread, so a page is also the longest stall other weddings see during an export.
 */
const PAGE_SIZE = 100;

/**
 * Reads a wedding's responses in submission order (keyset paging on the list's index), a page
 * at a time, so neither the list nor the exports ever hold them all. Between pages it gives the
 * event loop a turn: on PGlite a query runs on this thread, and other weddings' requests wait
 * for nothing longer than one page.
 */
export async function* streamResponses(db: Db, weddingId: string, pageSize = PAGE_SIZE): AsyncGenerator<ResponseRow[]> {
  let after: { submittedAt: Date; id: string } | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(responses)
      .where(
        after
          ? and(
              eq(responses.weddingId, weddingId),
              // A row comparison, not "a > x or (a = x and b > y)": PostgreSQL starts the index
              // scan at the key instead of filtering every earlier row of the wedding, which made
              // each page cost more than the last (a 20,000-row export read ~2 million entries).
              sql`(${responses.submittedAt}, ${responses.id}) > (${after.submittedAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
            )
          : eq(responses.weddingId, weddingId),
      )
      .orderBy(asc(responses.submittedAt), asc(responses.id))
      .limit(pageSize);
    if (page.length) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { submittedAt: last.submittedAt, id: last.id };
    await nextTurn();
  }
}

/**
 * Stores a party's reply from its invitation link (docs/decisions/0012): replaces the party's own
 * reply when it has one, else inserts one within the wedding's cap. The wedding's row lock makes
 * "find, then insert" one step, so two devices of one family cannot store two replies.
 */
export async function upsertPartyReply(
  db: Db,
  values: Omit<NewResponse, "partyMatch"> & { partyId: string },
  cap: number,
  mail?: ReplyMail,
  notice?: CoupleNotice,
): Promise<{ row: ResponseRow; created: boolean } | "full"> {
  if (!mail && !notice) return upsertPartyReplyIn(db, values, cap);
  return db.transaction(async (tx) => {
    const stored = await upsertPartyReplyIn(tx, values, cap);
    if (stored !== "full" && mail) await tx.insert(outboxMessages).values({ ...mail, responseId: stored.row.id });
    // The couple hears of a party's first reply; its later changes show on the responses page.
    if (stored !== "full" && stored.created) await insertCoupleNotices(tx, values.weddingId, stored.row.id, notice);
    return stored;
  });
}

async function upsertPartyReplyIn(
  db: Db,
  values: Omit<NewResponse, "partyMatch"> & { partyId: string },
  cap: number,
): Promise<{ row: ResponseRow; created: boolean } | "full"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, values.weddingId)).for("update");
    const [own] = await tx
      .select({ id: responses.id })
      .from(responses)
      .where(and(eq(responses.partyId, values.partyId), sql`${responses.partyMatch} in ('invitation', 'confirmed')`))
      .limit(1);
    if (own) {
      const { editTokenHash: _keep, sideAssignment: _side, ...patch } = values;
      const [row] = await tx
        .update(responses)
        .set({ ...patch, partyMatch: "invitation", updatedAt: new Date() })
        .where(eq(responses.id, own.id))
        .returning();
      return { row: row!, created: false };
    }
    const [counted] = await tx.select({ n: count() }).from(responses).where(eq(responses.weddingId, values.weddingId));
    if ((counted?.n ?? 0) >= cap) return "full" as const;
    const [row] = await tx
      .insert(responses)
      .values({ ...values, partyMatch: "invitation" })
      .returning();
    return { row: row!, created: true };
  });
}

/** A party's own reply (from its link, or confirmed by the couple), if it has one. */
export async function findPartyReply(db: Db, partyId: string): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.partyId, partyId), sql`${responses.partyMatch} in ('invitation', 'confirmed')`))
    .limit(1);
  return row;
}

/** Sets a suggested party on a reply that has none (a racing confirmation by the couple wins). */
export async function suggestParty(db: Db, id: string, partyId: string): Promise<boolean> {
  const rows = await db
    .update(responses)
    .set({ partyId, partyMatch: "suggested" })
    .where(and(eq(responses.id, id), sql`${responses.partyId} is null`))
    .returning({ id: responses.id });
  return rows.length > 0;
}

/** A party's tags, for which private events its reply may answer (docs/decisions/0019-events.md). */
/** A party's wedding, tags and side, for a reply the couple enters on its behalf. */
export async function partyForEntry(db: Db, partyId: string): Promise<{ weddingId: string; tags: string[]; side: string | null } | undefined> {
  const [row] = await db.select({ weddingId: parties.weddingId, tags: parties.tags, side: parties.side }).from(parties).where(eq(parties.id, partyId)).limit(1);
  return row;
}

/** A household's guests' ids, in the invitation's order (the order its link answers in). */
export async function partyGuestIds(db: Db, partyId: string): Promise<string[]> {
  const rows = await db.select({ id: guests.id }).from(guests).where(eq(guests.partyId, partyId)).orderBy(asc(guests.position));
  return rows.map((row) => row.id);
}

export async function partyTags(db: Db, partyId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ tags: parties.tags }).from(parties).where(eq(parties.id, partyId)).limit(1);
  return row?.tags;
}
