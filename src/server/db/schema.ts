import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Answers, PartyMember } from "../../contract/response";

export const weddings = pgTable("weddings", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Public, in guest links. The unique constraint is also the lookup index.
  uniqueCode: text("unique_code").notNull().unique(),
  // SHA-256 of the host key; the key itself is never stored.
  hostKeyHash: text("host_key_hash").notNull(),
  // The HMAC key for idempotent edit tokens (decision 0003). Null means the host-key hash,
  // which is what it was until the host key is first replaced: replacing it keeps this.
  editTokenKey: text("edit_token_key"),
  partner1: text("partner1").notNull(),
  partner2: text("partner2").notNull(),
  date: text("date").notNull(),
  time: text("time").notNull(),
  venue: text("venue").notNull(),
  message: text("message"),
  photoUrl: text("photo_url"),
  rsvpStyle: text("rsvp_style").notNull().default("classic"),
  childrenPolicy: text("children_policy"),
  giftPreferences: text("gift_preferences"),
  rsvpDeadline: text("rsvp_deadline"),
  timeZone: text("time_zone").notNull().default("UTC"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable(
  "questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    type: text("type").notNull(),
    options: jsonb("options")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    required: boolean("required").notNull().default(false),
    // Stored as a number so "10" sorts after "2"; the API speaks docs/spec.md's string form.
    position: integer("position").notNull(),
    answerScope: text("answer_scope").notNull().default("party"),
  },
  (table) => [index("questions_wedding_position_idx").on(table.weddingId, table.position)],
);

export const responses = pgTable(
  "responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone"),
    partyMembers: jsonb("party_members")
      .$type<PartyMember[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    answers: jsonb("answers").$type<Answers>().notNull(),
    sideAssignment: text("side_assignment"),
    editTokenHash: text("edit_token_hash").notNull(),
    idempotencyKey: text("idempotency_key"),
    // SHA-256 of the reply first stored under idempotency_key (decision 0003): a reused key with
    // another body is refused. Null for rows stored before the column, and without a key.
    bodyHash: text("body_hash"),
    // Millisecond precision, like a JS Date, so keyset pages (submitted_at, id) round-trip exactly.
    submittedAt: timestamp("submitted_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The host's list and the CSV read a wedding's responses in submission order.
    index("responses_wedding_submitted_idx").on(table.weddingId, table.submittedAt, table.id),
    // A retried submit finds the first one; the constraint makes the retry race-free.
    uniqueIndex("responses_wedding_idempotency_idx").on(table.weddingId, table.idempotencyKey),
  ],
);

export type WeddingRow = typeof weddings.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ResponseRow = typeof responses.$inferSelect;

/**
 * Photo uploads (src/server/features/photos). One row per issued upload target: the
 * key is the unguessable part of the upload URL. The row makes the target single-use
 * (uploadedAt, consumedAt), binds it to one wedding (or none, for a wedding not yet
 * created) and lets stale raw uploads be swept.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    weddingId: uuid("wedding_id").references(() => weddings.id, { onDelete: "cascade" }),
    storage: text("storage").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    // The processed photo made from this upload. With weddingId it is that wedding's own
    // photo: the only one it may show or delete; unattached ones are swept.
    photoUrl: text("photo_url"),
    // Who asked for the target and how many bytes it held: the per-address hourly quota
    // is summed from these rows, so it holds across instances.
    clientAddress: text("client_address"),
    bytes: integer("bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("uploads_expires_idx").on(table.expiresAt),
    index("uploads_photo_url_idx").on(table.photoUrl),
    index("uploads_client_address_idx").on(table.clientAddress, table.createdAt),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (plugins/counter-store.ts):
 * one row per limit, client address and window. Expired rows are reused in place by the
 * upsert and swept periodically.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("rate_limit_counters_expires_idx").on(table.expiresAt)],
);
