import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Answers, PartyMember } from "../../contract/response";
import { OWN_REPLY_MATCHES } from "../../contract/rules/own-reply";
import type { EventTranslations, QuestionTranslations, WeddingTranslations } from "../../contract/translations";
import type { SectionItem, SectionTranslations } from "../../contract/website-text";

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
  // Where the faces are, 0..1 across and down (decision 0014); migration 0008 also CHECKs the range.
  photoFocusX: doublePrecision("photo_focus_x").notNull().default(0.5),
  photoFocusY: doublePrecision("photo_focus_y").notNull().default(0.5),
  rsvpStyle: text("rsvp_style").notNull().default("classic"),
  childrenPolicy: text("children_policy"),
  giftPreferences: text("gift_preferences"),
  rsvpDeadline: text("rsvp_deadline"),
  timeZone: text("time_zone").notNull().default("UTC"),
  // "open" (anyone with the RSVP link, docs/spec.md) or "invitation" (guest-list parties only; decision 0012).
  rsvpAccess: text("rsvp_access").notNull().default("open"),
  // What the lookup asks besides the name (contract/guest-list.ts LOOKUP_CHECKS, decision 0022):
  // "name" (the name alone), "postcode", "phone" (its last digits), "email" or "words" (printed on the invitation).
  lookupCheck: text("lookup_check").notNull().default("name"),
  // True while one of the couple's confirmed addresses wants a message per reply: read from the
  // cached public view, so an RSVP submit knows without a query (couple-addresses.ts).
  notifyEachReply: boolean("notify_each_reply").notNull().default(false),
  // A scheduled reminder goes to unreplied parties this many days before the RSVP deadline; null: none.
  reminderDaysBefore: integer("reminder_days_before"),
  // The invitation's language, the languages offered (it first) and the couple's texts in the
  // others, keyed by language (issue 16, decision 0018).
  locale: text("locale").notNull().default("en"),
  locales: text("locales")
    .array()
    .notNull()
    .default(sql`'{en}'::text[]`),
  translations: jsonb("translations")
    .$type<WeddingTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  // How the couple's screens and exports name the sides: "names" (Tom's side / James's side) or
  // "bride-groom" (docs/spec.md's words); the stored side values stay bride/groom (decision 0026).
  sideWords: text("side_words").notNull().default("names"),
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
    // "everyone" or "attending": asked only of guests who are coming (issue 15); a new question is
    // for them unless the couple says otherwise (issue 29 item 4, docs/decisions/0033-decliners.md).
    audience: text("audience").notNull().default("attending"),
    // "attendance", "meal" or null (a custom question, read by docs/spec.md section 4's rules).
    role: text("role"),
    // The question and its options in the wedding's other languages (decision 0018).
    translations: jsonb("translations")
      .$type<QuestionTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // A question of one of the wedding's extra events (docs/decisions/0019-events.md); null: the main event's.
    eventId: uuid("event_id").references((): AnyPgColumn => events.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("questions_wedding_position_idx").on(table.weddingId, table.position),
    index("questions_event_idx")
      .on(table.eventId)
      .where(sql`${table.eventId} is not null`),
  ],
);

/**
 * "This reply is its party's own" (contract/rules/own-reply.ts) as SQL: the one place it is
 * written for the database, used by the partial unique index below (a party has one own reply)
 * and by every query for one (features/responses/party-reply/repository.ts).
 */
export const ownReplyMatch = (partyMatch: AnyPgColumn | SQL): SQL =>
  sql`${partyMatch} in (${sql.raw(OWN_REPLY_MATCHES.map((match) => `'${match}'`).join(", "))})`;

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
    // The guest-list party this reply belongs to, and how it was linked (contract/guest-list.ts
    // ZPartyMatch): its own invitation link, a host-confirmed match, or a suggested one.
    partyId: uuid("party_id").references((): AnyPgColumn => parties.id, { onDelete: "set null" }),
    partyMatch: text("party_match"),
    editTokenHash: text("edit_token_hash").notNull(),
    idempotencyKey: text("idempotency_key"),
    // SHA-256 of the reply first stored under idempotency_key (decision 0003): a reused key with
    // another body is refused. Null for rows stored before the column, and without a key.
    bodyHash: text("body_hash"),
    // The language the guest replied in (contract/locales.ts): their confirmation is written in it.
    locale: text("locale"),
    // What the party typed on its invitation link, if anything (decision 0022). guest_email and
    // guest_phone may hold what the couple typed on the guest list; the link shows only these.
    typedEmail: text("typed_email"),
    typedPhone: text("typed_phone"),
    // Millisecond precision, like a JS Date, so keyset pages (submitted_at, id) round-trip exactly.
    submittedAt: timestamp("submitted_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The host's list and the CSV read a wedding's responses in submission order.
    index("responses_wedding_submitted_idx").on(table.weddingId, table.submittedAt, table.id),
    // A retried submit finds the first one; the constraint makes the retry race-free.
    uniqueIndex("responses_wedding_idempotency_idx").on(table.weddingId, table.idempotencyKey),
    // A party has one reply of its own (from its link, or confirmed by the couple); suggestions may be many.
    uniqueIndex("responses_party_reply_idx").on(table.partyId).where(ownReplyMatch(table.partyMatch)),
    index("responses_party_idx").on(table.partyId),
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

/**
 * The couple's guest list (docs/decisions/0012). A party is a household and the unit of an
 * invitation: it has the private link (only the token's hash is stored; the token is derived
 * from the wedding's token key, party id and version, so the couple can always be shown it) and
 * the seat allowance (its guests plus extra_seats). Per-event invitations will join parties to
 * events in a table of their own.
 */
export const parties = pgTable(
  "parties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    extraSeats: integer("extra_seats").notNull().default(0),
    side: text("side"),
    tags: jsonb("tags")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note").notNull().default(""),
    // The household's postcode, one detail the strict lookup may ask for (decision 0022).
    postalCode: text("postal_code"),
    invitationTokenHash: text("invitation_token_hash").notNull().unique(),
    // Bumped to replace a leaked link: the token is derived from it.
    invitationVersion: integer("invitation_version").notNull().default(1),
    // Set by the party's one-click opt-out (RFC 8058): no more invitations or reminders from this wedding.
    mailOptedOutAt: timestamp("mail_opted_out_at", { withTimezone: true, precision: 3 }),
    // The language the couple chose for this household's invitations and reminders; null: the wedding's.
    locale: text("locale"),
    // When the couple marked its invitation link as sent by hand (WhatsApp, SMS, their own mail app);
    // null: not, or undone (docs/decisions/0035-sending-by-hand.md).
    sentByHandAt: timestamp("sent_by_hand_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("parties_wedding_created_idx").on(table.weddingId, table.createdAt, table.id)],
);

/** The named people of a party. */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    partyId: uuid("party_id")
      .notNull()
      .references(() => parties.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    isChild: boolean("is_child").notNull().default(false),
    age: integer("age"),
    aliases: jsonb("aliases")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer("position").notNull(),
  },
  (table) => [index("guests_wedding_idx").on(table.weddingId), index("guests_party_position_idx").on(table.partyId, table.position)],
);

/** A note from a guest who could not find their invitation: it lands on the couple's review list. */
export const guestNotes = pgTable(
  "guest_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contact: text("contact").notNull().default(""),
    message: text("message").notNull().default(""),
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("guest_notes_wedding_created_idx").on(table.weddingId, table.createdAt)],
);

/**
 * The couple's own addresses for reply notifications (at most 2 per wedding): nothing but the
 * confirmation goes to one until its link was opened. `mode`: each reply, a daily digest, or none.
 */
export const coupleAddresses = pgTable(
  "couple_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    mode: text("mode").notNull().default("each"),
    confirmTokenHash: text("confirm_token_hash").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("couple_addresses_wedding_email_idx").on(table.weddingId, sql`lower(${table.email})`)],
);

/** Scheduled mail already made (a digest's day, a reminder's deadline): the key makes every instance's run idempotent. */
export const mailJobRuns = pgTable("mail_job_runs", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * A wedding's mail per UTC day (docs/security.md, "Mail"): `sent` counts invitations, reminders
 * and address confirmations against its sending cap, at enqueue; `confirmations` counts the guest
 * confirmations the outbox worker let go, against their daily bound (docs/decisions/0021).
 */
export const mailSendCounts = pgTable(
  "mail_send_counts",
  {
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    sent: integer("sent").notNull().default(0),
    confirmations: integer("confirmations").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.weddingId, table.day] })],
);

/**
 * What we know of an address across every wedding (docs/decisions/0021-mail-to-strangers.md),
 * keyed by the SHA-256 of its normalised form (features/mail/address-hash.ts), never the address:
 * `verified_at` once it proved it reads our mail (a couple address's confirmation link), and
 * `suppressed_at` once its owner asked for nothing more from this service. Outlives any wedding.
 */
export const mailRecipients = pgTable("mail_recipients", {
  addressHash: text("address_hash").primaryKey(),
  verifiedAt: timestamp("verified_at", { withTimezone: true, precision: 3 }),
  suppressedAt: timestamp("suppressed_at", { withTimezone: true, precision: 3 }),
});

/**
 * Messages asked for one address per UTC day, across every wedding: confirmations (a guest's, an
 * address's) and invitations with reminders, each bounded (docs/decisions/0021). Rows older than
 * yesterday are swept by the mail jobs.
 */
export const mailRecipientDays = pgTable(
  "mail_recipient_days",
  {
    addressHash: text("address_hash").notNull(),
    day: text("day").notNull(),
    confirmations: integer("confirmations").notNull().default(0),
    invitations: integer("invitations").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.addressHash, table.day] })],
);

/** Keys for links that outlive a wedding (the "send me nothing more" link): made once, shared by every instance. */
export const mailLinkKeys = pgTable("mail_link_keys", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
});

export type CoupleAddressRow = typeof coupleAddresses.$inferSelect;
export type PartyRow = typeof parties.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;
export type GuestNoteRow = typeof guestNotes.$inferSelect;

/**
 * The mail outbox (docs/decisions/0013): a message is written here in the same transaction as
 * its cause and delivered by the worker (features/mail/outbox-worker.ts). Rendering reads the
 * rows it names (wedding, party, reply) at send time; `payload` holds only what no row does
 * (a reply's edit token, the couple's composed text). Status `skipped`: not sent on purpose (the
 * address asked for nothing more, or a bound on its mail was reached), the reason in `last_error`.
 * `next_attempt_at` is when the row is due:
 * a claim moves it to the lease's end (`claimed_until`), so one partial index finds both queued
 * rows and expired claims of a crashed instance.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    partyId: uuid("party_id").references(() => parties.id, { onDelete: "set null" }),
    responseId: uuid("response_id").references(() => responses.id, { onDelete: "set null" }),
    payload: jsonb("payload")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The stable Message-ID ("<uuid@domain>"): a repeat after a crash is recognisably the same message.
    // `<id@domain>`: unique because the id is, so it carries no index of its own (one fewer
    // b-tree write on the submit's statement; bench/README.md).
    messageId: text("message_id").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, precision: 3 }),
    // When the worker counted it against the bounds on mail to one address and one wedding
    // (docs/decisions/0021): a retry after a temporary failure is not counted again.
    admittedAt: timestamp("admitted_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // The worker's claim: due rows only, so sent and failed history costs the claim nothing.
    index("outbox_messages_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // The couple's Outbox, newest first, in keyset pages.
    index("outbox_messages_wedding_created_idx").on(table.weddingId, table.createdAt, table.id),
    // Deleting a reply or a party sets these to null: without an index that is a scan of the outbox.
    index("outbox_messages_response_idx").on(table.responseId),
    // Only bulk mail has a party: a guest's confirmation (the submit's row) skips this index.
    index("outbox_messages_party_idx")
      .on(table.partyId)
      .where(sql`${table.partyId} is not null`),
  ],
);

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The wedding's extra events (docs/decisions/0019-events.md): the wedding's own date, time and
 * venue are its main event, so a wedding with no rows here is exactly docs/spec.md's. Who is
 * invited: `everyone`, or `invited` (the parties in `event_parties` and those carrying any of
 * `invited_tags`). Replies to an event are answers to its attendance question.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    date: text("date"),
    startTime: text("start_time"),
    endTime: text("end_time"),
    venue: text("venue"),
    address: text("address"),
    description: text("description"),
    dressCode: text("dress_code"),
    // Its name, dress code and description in the wedding's other languages (docs/decisions/0028-couple-texts-and-registers.md).
    translations: jsonb("translations")
      .$type<EventTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer("position").notNull(),
    visibility: text("visibility").notNull().default("everyone"),
    invitedTags: text("invited_tags")
      .array()
      .notNull()
      .default(sql`'{}'`),
    attendanceQuestionId: uuid("attendance_question_id").references((): AnyPgColumn => questions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("events_wedding_position_idx").on(table.weddingId, table.position)],
);

/** The parties invited by name to an event whose visibility is `invited`. */
export const eventParties = pgTable(
  "event_parties",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    partyId: uuid("party_id")
      .notNull()
      .references(() => parties.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.partyId] }), index("event_parties_party_idx").on(table.partyId)],
);

export type EventRow = typeof events.$inferSelect;

/**
 * A seating plan: one per event with a meal, which is the main event (`extra_event_id` null) in
 * this slice; an extra event's plan is the same rows with its id (docs/decisions/0036-stored-seating.md).
 * `version` counts the plan's writes: every write names the version it was made on and is
 * refused (409) when another came first, so a move made on a stale screen is never lost quietly.
 */
export const seatingPlans = pgTable(
  "seating_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    extraEventId: uuid("extra_event_id").references(() => events.id, { onDelete: "cascade" }),
    version: integer("version").notNull().default(0),
    /**
     * "Find my table" (issue 30 item 8; docs/decisions/0038-find-my-table.md): guests may look up
     * their own table by name. Off until the couple turns it on; not part of the plan's version.
     */
    findMyTable: boolean("find_my_table").notNull().default(false),
  },
  (table) => [unique("seating_plans_event_key").on(table.weddingId, table.extraEventId).nullsNotDistinct()],
);

/** A table of a seating plan: its shape, chairs and place in the room (x, y and rotation, for the room plan to come). */
export const seatingTables = pgTable(
  "seating_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => seatingPlans.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shape: text("shape").notNull(),
    seats: integer("seats").notNull(),
    x: doublePrecision("x").notNull().default(0),
    y: doublePrecision("y").notNull().default(0),
    rotation: integer("rotation").notNull().default(0),
    locked: boolean("locked").notNull().default(false),
    position: integer("position").notNull(),
  },
  (table) => [
    index("seating_tables_plan_position_idx").on(table.planId, table.position),
    check("seating_tables_shape", sql`${table.shape} in ('round', 'rectangular', 'banquet', 'head', 'sweetheart')`),
    check("seating_tables_seats", sql`${table.seats} between 1 and 60`),
    check("seating_tables_rotation", sql`${table.rotation} between 0 and 359`),
  ],
);

/**
 * One row per person seated: a guest of a party (`guest:{guestId}`) or someone an open-form
 * reply names (`reply:{responseId}:{memberId}`), the one key contract/seating-people.ts makes.
 * Who is coming is read from the replies, never stored here: a person who declines keeps their
 * row and the plan marks it. Two people in one seat are refused by the unique index, a table
 * over capacity by the triggers `seating_capacity_*` (in the migration), which lock the
 * table's row before counting, so concurrent moves cannot both take its last chair.
 */
export const seatAssignments = pgTable(
  "seat_assignments",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => seatingPlans.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    personKey: text("person_key").notNull(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => seatingTables.id),
    seat: integer("seat"),
    locked: boolean("locked").notNull().default(false),
    highChair: boolean("high_chair").notNull().default(false),
    /** Comes in a wheelchair: takes one of the table's seats, with room beside it (the caterer's and the venue's sheet). */
    wheelchair: boolean("wheelchair").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.personKey] }),
    uniqueIndex("seat_assignments_table_seat_key").on(table.tableId, table.seat),
    check("seat_assignments_seat", sql`${table.seat} is null or ${table.seat} >= 1`),
  ],
);

/**
 * The couple's seating rules of a plan (issue 30 item 4; docs/decisions/0042-seating-rules.md):
 * keep together, keep apart (two subjects) and at the head table (one). A subject is a person by
 * their plan key (as `seat_assignments.person_key`) or a household by its id (a party's id, or
 * `reply:{responseId}` for one open-form reply's people); `a_label`/`b_label` keep the names as
 * they were when the rule was made, so a rule whose person or household is gone can still say whom
 * it named. Written only by the seating feature, under the plan's version like every plan write.
 */
export const seatingRules = pgTable(
  "seating_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => seatingPlans.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    aType: text("a_type").notNull(),
    aId: text("a_id").notNull(),
    aLabel: text("a_label").notNull(),
    bType: text("b_type"),
    bId: text("b_id"),
    bLabel: text("b_label"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("seating_rules_plan_idx").on(table.planId, table.createdAt),
    check("seating_rules_kind", sql`${table.kind} in ('together', 'apart', 'head')`),
    check("seating_rules_types", sql`${table.aType} in ('person', 'party') and (${table.bType} is null or ${table.bType} in ('person', 'party'))`),
    check("seating_rules_pair", sql`(${table.kind} = 'head') = (${table.bId} is null)`),
    check(
      "seating_rules_lengths",
      sql`length(${table.aId}) <= 200 and length(coalesce(${table.bId}, '')) <= 200 and length(coalesce(${table.note}, '')) <= 200`,
    ),
  ],
);

export type SeatingRuleRow = typeof seatingRules.$inferSelect;

export type SeatingTableRow = typeof seatingTables.$inferSelect;
export type SeatAssignmentRow = typeof seatAssignments.$inferSelect;

/**
 * A fixed feature of a plan's room (issue 30 item 1; docs/decisions/0040-room-plan.md): a dance
 * floor, stage, bar, exit, buffet, cake table or DJ, as a rectangle about its centre in cm.
 * Written only by the seating feature, under the plan's version like its tables.
 */
export const seatingFeatures = pgTable(
  "seating_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => seatingPlans.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    width: integer("width").notNull(),
    depth: integer("depth").notNull(),
    rotation: integer("rotation").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("seating_features_plan_idx").on(table.planId),
    check("seating_features_kind", sql`${table.kind} in ('dance-floor', 'stage', 'bar', 'exit', 'buffet', 'cake', 'dj')`),
    check("seating_features_size", sql`${table.width} between 20 and 2000 and ${table.depth} between 20 and 2000`),
    check("seating_features_rotation", sql`${table.rotation} between 0 and 359`),
  ],
);

/**
 * What a person coming needs of their seat, seated or not yet (issue 30 item 4): near an exit.
 * One row per person who needs something, keyed as `seat_assignments` is; the automatic seating
 * reads it (docs/decisions/0040-room-plan.md).
 */
export const seatingNeeds = pgTable(
  "seating_needs",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => seatingPlans.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    personKey: text("person_key").notNull(),
    nearExit: boolean("near_exit").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.planId, table.personKey] }), check("seating_needs_person_key", sql`length(${table.personKey}) between 1 and 200`)],
);

export type SeatingFeatureRow = typeof seatingFeatures.$inferSelect;
export type SeatingNeedRow = typeof seatingNeeds.$inferSelect;

/**
 * A mark at the door (issue 30 item 9; docs/decisions/0039-check-in.md): a person arrived, or an
 * arrival undone (`arrived` false). One row per tap, never updated: `id` is made by the door's
 * device, so a mark replayed after a dropped connection is stored once (the primary key, per
 * wedding so one wedding's ids never shadow another's). Whether someone is here is read from
 * their latest mark by the device's clock (`marked_at`, then `id`): contract/rules/check-in.ts.
 * `extra_event_id` null is the main event, as the seating plan's.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    id: uuid("id").notNull(),
    extraEventId: uuid("extra_event_id").references(() => events.id, { onDelete: "cascade" }),
    personKey: text("person_key").notNull(),
    arrived: boolean("arrived").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.weddingId, table.id] }),
    index("check_ins_person_idx").on(table.weddingId, table.personKey, table.markedAt),
    check("check_ins_person_key", sql`length(${table.personKey}) between 1 and 200`),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;

/**
 * An access link (issue 31; docs/decisions/0043-access-links.md): a named secret the owner gives a
 * helper, with a role. Only the secret's SHA-256 is stored, as the host key's. `last_used_at` is
 * written at most once a minute per link; a revoked link keeps its row (its name and last use stay
 * readable to the owner) and opens nothing.
 */
export const accessLinks = pgTable(
  "access_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("access_links_wedding_idx").on(table.weddingId, table.createdAt),
    check("access_links_role", sql`${table.role} in ('co-host', 'editor', 'viewer', 'door')`),
    check("access_links_name", sql`length(${table.name}) between 1 and 80`),
  ],
);

export type AccessLinkRow = typeof accessLinks.$inferSelect;

/**
 * Whether the couple asks households for a postal address through their links, and the country
 * the envelopes are posted from (the form's first country, and the one a label leaves unnamed).
 * Issue 32 item 3; docs/decisions/0044-addresses-and-gifts.md.
 */
export const addressRequests = pgTable(
  "address_requests",
  {
    weddingId: uuid("wedding_id")
      .primaryKey()
      .references(() => weddings.id, { onDelete: "cascade" }),
    asking: boolean("asking").notNull().default(false),
    homeCountry: text("home_country"),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check("address_requests_home_country", sql`${table.homeCountry} is null or ${table.homeCountry} ~ '^[A-Z]{2}$'`)],
);

/**
 * A household's postal address, one row per party, kept as two: what the household sent through
 * its link (`household`) and what the couple typed (`couple`). A guest is only ever shown
 * `household` (the rule of docs/decisions/0022-lookup-privacy.md for typed_email); the couple sees
 * the later of the two. `envelope_name` is the couple's own name line ("Mr and Mrs Okafor").
 * Shapes are contract/postal-address/formats.ts's, bounded by the route's schema and here.
 */
export const partyAddresses = pgTable(
  "party_addresses",
  {
    partyId: uuid("party_id")
      .primaryKey()
      .references(() => parties.id, { onDelete: "cascade" }),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    household: jsonb("household").$type<Record<string, string>>(),
    householdAt: timestamp("household_at", { withTimezone: true, precision: 3 }),
    couple: jsonb("couple").$type<Record<string, string>>(),
    coupleAt: timestamp("couple_at", { withTimezone: true, precision: 3 }),
    envelopeName: text("envelope_name"),
  },
  (table) => [
    index("party_addresses_wedding_idx").on(table.weddingId),
    check("party_addresses_household_size", sql`${table.household} is null or octet_length(${table.household}::text) <= 2000`),
    check("party_addresses_couple_size", sql`${table.couple} is null or octet_length(${table.couple}::text) <= 2000`),
    check("party_addresses_envelope_name", sql`${table.envelopeName} is null or length(${table.envelopeName}) <= 100`),
  ],
);

export type PartyAddressRow = typeof partyAddresses.$inferSelect;

/**
 * A gift a household gave (issue 32 item 4): what, when it came, a note, and when the couple sent
 * their thank-you (null: still owed). Several per household; bounded per wedding by the service.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    partyId: uuid("party_id")
      .notNull()
      .references(() => parties.id, { onDelete: "cascade" }),
    what: text("what").notNull(),
    receivedOn: text("received_on").notNull(),
    note: text("note").notNull().default(""),
    thankedOn: text("thanked_on"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index("gifts_wedding_idx").on(table.weddingId, table.createdAt),
    index("gifts_party_idx").on(table.partyId),
    check("gifts_what", sql`length(${table.what}) between 1 and 200`),
    check("gifts_note", sql`length(${table.note}) <= 500`),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;

/**
 * The wedding website's sections (issue 32; docs/decisions/0045-website-sections.md), written by
 * the website feature. `audience`: "everyone", "event" (the parties invited to
 * `audience_event_id`, by the events' own rule; when that event is deleted the id becomes null
 * and the section is shown to nobody, never to everyone) or "tags" (`audience_tags`).
 * `photo_urls` lists every photo the section shows (its own and its items'), so the photo
 * sweep keeps them.
 */
export const websiteSections = pgTable(
  "website_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    audience: text("audience").notNull().default("everyone"),
    audienceEventId: uuid("audience_event_id").references(() => events.id, { onDelete: "set null" }),
    audienceTags: text("audience_tags")
      .array()
      .notNull()
      .default(sql`'{}'`),
    title: text("title").notNull(),
    body: text("body"),
    items: jsonb("items")
      .$type<SectionItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'`),
    photoUrls: text("photo_urls")
      .array()
      .notNull()
      .default(sql`'{}'`),
    translations: jsonb("translations")
      .$type<SectionTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index("website_sections_wedding_position_idx").on(table.weddingId, table.position),
    check("website_sections_audience", sql`${table.audience} in ('everyone', 'event', 'tags')`),
  ],
);

export type WebsiteSectionRow = typeof websiteSections.$inferSelect;

/**
 * A wedding site's optional password (issue 32 item 2), written by the website feature: a salted
 * scrypt hash, never the password. No row: the site is open.
 */
export const websitePasswords = pgTable("website_passwords", {
  weddingId: uuid("wedding_id")
    .primaryKey()
    .references(() => weddings.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * Who did what (issue 31 item 2; docs/decisions/0047-activity-log.md), written by the activity
 * feature's hook after every successful change. No contact details and no secrets: the author's
 * name as it was then, the change's kind, the record's id and a short summary. At most a bounded
 * number of rows per wedding: the oldest are pruned as new ones arrive.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // owner, link (an access link), guest-link (a household's invitation link), guest-form (the open form).
    authorKind: text("author_kind").notNull(),
    authorName: text("author_name").notNull(),
    // The access link's id, kept as a plain value: a revoked link's rows stay as they were.
    linkId: uuid("link_id"),
    kind: text("kind").notNull(),
    recordId: text("record_id"),
    summary: text("summary").notNull(),
  },
  (table) => [
    index("activity_log_wedding_at_idx").on(table.weddingId, table.at, table.id),
    check("activity_log_author_kind", sql`${table.authorKind} in ('owner', 'link', 'guest-link', 'guest-form')`),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;

/** Set when a wedding's log has dropped its oldest rows, so the reader can say so. */
export const activityPruned = pgTable("activity_pruned", {
  weddingId: uuid("wedding_id")
    .primaryKey()
    .references(() => weddings.id, { onDelete: "cascade" }),
  prunedBefore: timestamp("pruned_before", { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * The wedding's trash (issue 31 item 3; docs/decisions/0049-trash.md): what a host's delete
 * removed, kept 30 days so it can be restored with the same ids. `payload` holds the removed rows
 * per table as `to_jsonb` writes them (database column names), plus what a restore re-links; it
 * is never sent to a browser: the list shows `label`, `kind`, when and who. Written only by the
 * trash feature; bounded per wedding by it and in size here.
 */
export const trashEntries = pgTable(
  "trash_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    weddingId: uuid("wedding_id")
      .notNull()
      .references(() => weddings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    recordId: uuid("record_id").notNull(),
    label: text("label").notNull(),
    authorName: text("author_name").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index("trash_entries_wedding_deleted_idx").on(table.weddingId, table.deletedAt, table.id),
    // The sweep's work list: entries past their 30 days, whatever the wedding.
    index("trash_entries_expires_idx").on(table.expiresAt),
    check("trash_entries_kind", sql`${table.kind} in ('party', 'reply', 'event', 'question', 'table', 'section', 'gift', 'rule', 'feature')`),
    check("trash_entries_label", sql`length(${table.label}) <= 200`),
    check("trash_entries_payload_size", sql`octet_length(${table.payload}::text) <= 1000000`),
  ],
);

export type TrashEntryRow = typeof trashEntries.$inferSelect;
