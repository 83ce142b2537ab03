import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { RsvpResponse } from "../../../contract/response";
import { ZPartyMatch, ZSide } from "../../../contract/response";
import type { Db } from "../../db/connect";
import { responses, type ResponseRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { confirmationInsert, confirmationInsertText, coupleNoticeRows, insertReplyMail, type CoupleNotice, type ReplyMail } from "../mail";
import { isUuid } from "../../db/ids";
import { createBatcher } from "../../db/batcher";
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

export type InsertValues = Pick<
  NewResponse,
  | "weddingId"
  | "guestName"
  | "guestEmail"
  | "guestPhone"
  | "partyMembers"
  | "answers"
  | "sideAssignment"
  | "editTokenHash"
  | "idempotencyKey"
  | "bodyHash"
  | "locale"
>;

export type Inserted = Pick<ResponseRow, "id" | "submittedAt" | "updatedAt">;

/**
 * Inserts, or returns undefined when this wedding already has a response with this idempotency key.
 * With `mail`, the reply and its confirmation are one statement (docs/decisions/0013): the outbox
 * row is inserted only from the reply the statement stored, so a retry under the same key, which
 * stores nothing, queues nothing, and the submit stays one round trip. Without the couple's
 * notification (most weddings), concurrent submits share that statement (batchedInsertOf).
 */
export async function insertResponse(db: Db, values: InsertValues, mail?: ReplyMail, notice?: CoupleNotice): Promise<Inserted | undefined> {
  if (!notice) {
    const batched = batchedInsertOf(db);
    if (batched) return batched({ values, mail });
  }
  return insertResponseWithMail(db, values, mail, notice);
}

type InsertedRaw = { id: string; submitted_at: Date | string; updated_at: Date | string };

// The submit's statements, written out so the driver prepares each once (built by drizzle on
// every request and planned by PostgreSQL every time, the same CTE cost ~35% of the submit's
// throughput, bench/README.md). Concurrent submits share a statement (db/batcher.ts,
// docs/decisions/0020-submit-batching.md): one reply goes as plain values, several as one JSON
// array. The JSON form would do for one too, but PGlite plans every statement afresh, and there
// (one thread) replies seldom wait for each other: the plain form kept its submit where it was.
// The reply ids are made here, so each caller finds its own row among those returned; a reply
// whose Idempotency-Key was already used is not returned, and queues no confirmation.
// Column names as in schema.ts; insertResponseWithMail is the general form.
const REPLY_COLUMNS =
  "id, wedding_id, guest_name, guest_email, guest_phone, party_members, answers, side_assignment, edit_token_hash, idempotency_key, body_hash, locale";
const MAIL_COLUMNS = "mail_id, mail_kind, recipient, recipient_name, payload, message_id";

// One reply: the form the submit used before 0020, cheapest to plan (PGlite plans each statement).
const INSERT_REPLY = `
  with reply as (
    insert into responses (${REPLY_COLUMNS})
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12)
    on conflict (wedding_id, idempotency_key) do nothing
    returning id, submitted_at, updated_at
  ), mail as (
    ${confirmationInsertText(
      {
        id: "$13::uuid",
        weddingId: "$2::uuid",
        kind: "$14::text",
        recipient: "$15::text",
        recipientName: "$16::text",
        responseId: "reply.id",
        payload: "$17::jsonb",
        messageId: "$18::text",
      },
      "from reply where $13::uuid is not null",
    )}
  )
  select id, submitted_at, updated_at from reply`;

// Several replies: one JSON array; each confirmation joins the reply it belongs to, if stored.
const INSERT_REPLIES = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      id uuid, wedding_id uuid, guest_name text, guest_email text, guest_phone text, party_members jsonb, answers jsonb,
      side_assignment text, edit_token_hash text, idempotency_key text, body_hash text, locale text,
      mail_id uuid, mail_kind text, recipient text, recipient_name text, payload jsonb, message_id text)
  ), reply as (
    insert into responses (${REPLY_COLUMNS})
    select ${REPLY_COLUMNS} from input
    on conflict (wedding_id, idempotency_key) do nothing
    returning id, submitted_at, updated_at
  ), mail as (
    ${confirmationInsertText(
      {
        id: "i.mail_id",
        weddingId: "i.wedding_id",
        kind: "i.mail_kind",
        recipient: "i.recipient",
        recipientName: "i.recipient_name",
        responseId: "reply.id",
        payload: "i.payload",
        messageId: "i.message_id",
      },
      "from reply join input i on i.id = reply.id where i.mail_id is not null",
    )}
  )
  select id, submitted_at, updated_at from reply`;

interface ReplyToInsert {
  values: InsertValues;
  mail?: ReplyMail;
}

/** One reply's row of `input`, by column name; the jsonb columns as values. */
function inputRow({ values: v, mail }: ReplyToInsert): Record<string, unknown> {
  return {
    id: randomUUID(),
    wedding_id: v.weddingId,
    guest_name: v.guestName,
    guest_email: v.guestEmail,
    guest_phone: v.guestPhone ?? null,
    party_members: v.partyMembers ?? [],
    answers: v.answers,
    side_assignment: v.sideAssignment ?? null,
    edit_token_hash: v.editTokenHash,
    idempotency_key: v.idempotencyKey ?? null,
    body_hash: v.bodyHash ?? null,
    locale: v.locale ?? null,
    mail_id: mail?.id ?? null,
    mail_kind: mail?.kind ?? null,
    recipient: mail?.recipient ?? null,
    recipient_name: mail?.recipientName ?? null,
    payload: mail ? (mail.payload ?? {}) : null,
    message_id: mail?.messageId ?? null,
  };
}

const INPUT_NAMES = `${REPLY_COLUMNS}, ${MAIL_COLUMNS}`.split(", ");
const JSONB_COLUMNS = new Set(["party_members", "answers", "payload"]);

/** The parameters of INSERT_REPLY: one per column, the jsonb ones as their text. */
const asParameters = (row: Record<string, unknown>) =>
  INPUT_NAMES.map((name) => (JSONB_COLUMNS.has(name) && row[name] !== null ? JSON.stringify(row[name]) : row[name]));

async function insertReplies(raw: RawQuery, replies: ReplyToInsert[]): Promise<(Inserted | undefined)[]> {
  const rows = replies.map(inputRow);
  const stored =
    rows.length === 1
      ? await raw<InsertedRaw>("insert_reply", INSERT_REPLY, asParameters(rows[0]!))
      : await raw<InsertedRaw>("insert_replies", INSERT_REPLIES, [JSON.stringify(rows)]);
  const byId = new Map(stored.map((row) => [row.id, row]));
  return rows.map(({ id }) => {
    const row = byId.get(id as string);
    return row ? { id: row.id, submittedAt: new Date(row.submitted_at), updatedAt: new Date(row.updated_at) } : undefined;
  });
}

/**
 * Submits running at once share statements: at most MAX_IN_FLIGHT of them run together, each
 * taking up to MAX_BATCH waiting replies. Measured in bench/README.md ("Ninth session").
 */
const MAX_IN_FLIGHT = 4;
const MAX_BATCH = 64;

/** A constraint or a malformed value: one reply's own fault, so the others are tried again without it. */
const isReplyError = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown } | null)?.code ?? ""));

const batchedInserts = new WeakMap<Db, (reply: ReplyToInsert) => Promise<Inserted | undefined>>();

function batchedInsertOf(db: Db) {
  let batched = batchedInserts.get(db);
  if (!batched) {
    const raw = rawQueryOf(db);
    if (!raw) return undefined;
    batched = createBatcher((replies: ReplyToInsert[]) => insertReplies(raw, replies), {
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
      isItemError: isReplyError,
    });
    batchedInserts.set(db, batched);
  }
  return batched;
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
    )${mail ? sql`, mail as (${confirmationInsert(mail)})` : sql``}${notice ? sql`, couple as (${coupleNoticeRows(v.weddingId, sql`(select id from reply)`, notice)} where exists (select 1 from reply))` : sql``}
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
    await lockWedding(tx, values.weddingId);
    const [row] = await tx.select({ n: count() }).from(responses).where(eq(responses.weddingId, values.weddingId));
    if ((row?.n ?? 0) >= cap) return "full" as const;
    const [inserted] = await tx
      .insert(responses)
      .values(values)
      .onConflictDoNothing({ target: [responses.weddingId, responses.idempotencyKey] })
      .returning({ id: responses.id, submittedAt: responses.submittedAt, updatedAt: responses.updatedAt });
    if (inserted) await insertReplyMail(tx, inserted.id, values.weddingId, mail, notice);
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
      if (row) await insertReplyMail(tx, row.id, row.weddingId, mail);
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

/** A wedding's replies first sent within [from, to), oldest first, at most `limit` (features/mail's digest). */
export async function repliesBetween(db: Db, weddingId: string, from: Date, to: Date, limit: number) {
  return db
    .select({ guestName: responses.guestName, partyMembers: responses.partyMembers, answers: responses.answers })
    .from(responses)
    .where(
      and(
        eq(responses.weddingId, weddingId),
        sql`${responses.submittedAt} >= ${from.toISOString()}::timestamptz and ${responses.submittedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(responses.submittedAt)
    .limit(limit);
}
