import { getTableName } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { PartyMember } from "../../../contract/response";
import type { RestoreResult, TrashKind } from "../../../contract/trash";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { insertOrder, insertRows, updateLater } from "../../db/row-copy";
import { lockWedding } from "../../db/wedding-lock";
import { MAX_EVENTS, MAX_QUESTIONS } from "../../../contract/limits";
import { MAX_SEATING_TABLES } from "../../../contract/seating/model";
import { eventCount } from "../events";
import { countQuestions } from "../questions";
import type { WeddingRow } from "../../db/schema";
import { relinkRows, tableNamed } from "../../db/wedding-tables";
import { AppError, notFound } from "../../errors";
import { checkGuestCap } from "../guest-list";
import { restoreMailRows } from "../mail";
import { restoreReply } from "../responses";
import { checkRulePeople, reseat, roomForFeature, roomForRule, roomForTable, rulesWithRoom } from "../seating";
import { roomForGifts } from "../gifts";
import { roomForSection } from "../website";
import { announceRows, RECORD_TABLE } from "./records";
import * as repo from "./repository";
import type { TrashPayload } from "./service";

/** What could not come back, in the couple's words, by table; an invitation is an event's or a household's by what was deleted. */
const LOST: Record<string, [one: string, many: string]> = {
  event_parties: ["an invitation to an event deleted since", "invitations to events deleted since"],
  "event_parties of an event": ["the invitation of a household deleted since", "the invitations of households deleted since"],
  party_addresses: ["the postal address", "postal addresses"],
  gifts: ["a gift", "gifts"],
  guests: ["a guest", "guests"],
  seating_rules: ["a seating rule of a plan deleted since", "seating rules of plans deleted since"],
  check_ins: ["a guest's arrival at the door", "guests' arrivals at the door"],
  "seating_rules over": ["a seating rule, its plan full since", "seating rules, their plans full since"],
  outbox_messages: ["a message waiting to be sent", "messages waiting to be sent"],
  "reply link": ["the link of a reply linked to another household since", "the links of replies linked to other households since"],
};
const lost = (name: string, count: number) => {
  const [one, many] = LOST[name] ?? [`a ${name.replace(/_/g, " ")} row`, `${name.replace(/_/g, " ")} rows`];
  return count === 1 ? one : `${count} ${many}`;
};

/** When the record itself cannot come back (409, the entry stays): it is back already, or what it belonged to is gone. */
const NOT_BACK: Record<keyof typeof RECORD_TABLE, string> = {
  party: "This household is already on the guest list.",
  event: "This event is already back.",
  question: "This question cannot come back: it is back already, or its event was deleted since (restore the event first).",
  table: "This table cannot come back: it is back already, or its event's seating plan was deleted since (restore the event first).",
  section: "This section is already back on your website.",
  gift: "This gift cannot come back: it is back already, or its household was deleted since (restore the household first).",
  rule: "This rule cannot come back: it is back already, or its event's seating plan was deleted since (restore the event first).",
  feature: "This room feature cannot come back: it is back already, or its event's seating plan was deleted since (restore the event first).",
};

/** A table's nullable single-column foreign keys. */
const nullableKeys = (table: PgTable) =>
  getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference().columns)
    .filter((columns) => columns.length === 1 && !columns[0]!.notNull)
    .map((columns) => columns[0]!.name);

/** A person whose seat did not come back and whom nothing kept names (someone no longer on the plan). */
const UNNAMED = "someone no longer on the guest list";

/** Who a seat's person key names, from the rows restored: a household's guest or a person a reply named. */
function peopleNames(payload: TrashPayload): Map<string, string> {
  const names = new Map<string, string>(Object.entries(payload.names ?? {}));
  for (const guest of payload.rows.guests ?? []) names.set(`guest:${String(guest.id)}`, `${String(guest.first_name)} ${String(guest.last_name ?? "")}`.trim());
  for (const reply of payload.rows.responses ?? []) {
    for (const member of (reply.party_members ?? []) as PartyMember[]) names.set(`reply:${String(reply.id)}:${member.id}`, member.name);
  }
  return names;
}

interface Restored {
  result: RestoreResult;
  payload: TrashPayload;
  seats: boolean;
  mail: boolean;
  replies: string[];
  linkedParty: boolean;
}

/**
 * Room for what comes back, under the lock its own creation takes: the guest list's cap and the
 * wedding's gifts (a household's come with it), a household's gifts, the website's sections and
 * its one schedule (a section keeps its place if free, else joins the end), the wedding's events and questions (its row locked, as an add locks it), the plan's tables,
 * rules and room features (its row locked by counting a write, so a stale screen reloads).
 */
async function checkRoom(tx: Db, weddingId: string, kind: keyof typeof RECORD_TABLE, payload: TrashPayload): Promise<void> {
  if (kind === "party") {
    // Its gifts count against the wedding's cap as an add's would (at most 20 a household).
    await checkGuestCap(tx, weddingId, payload.rows.guests?.length ?? 0);
    return roomForGifts(tx, weddingId, payload.rows.gifts?.length ?? 0);
  }
  if (kind === "gift") return roomForGifts(tx, weddingId, 1, String(payload.rows.gifts?.[0]?.party_id));
  if (kind === "section") {
    const row = payload.rows.website_sections?.[0];
    if (row) row.position = await roomForSection(tx, weddingId, row);
    return;
  }
  if (kind === "rule") return roomForRule(tx, String(payload.rows.seating_rules?.[0]?.plan_id));
  if (kind === "feature") return roomForFeature(tx, String(payload.rows.seating_features?.[0]?.plan_id));
  if (kind === "table") {
    const planId = String(payload.rows.seating_tables?.[0]?.plan_id);
    if (!(await roomForTable(tx, planId))) throw new AppError("conflict", `A seating plan can hold at most ${MAX_SEATING_TABLES} tables. Delete one first.`);
    return;
  }
  await lockWedding(tx, weddingId);
  if (kind === "event" && (await eventCount(tx, weddingId)).n >= MAX_EVENTS)
    throw new AppError("conflict", `A wedding can have at most ${MAX_EVENTS} events besides the main one. Delete one first.`);
  if ((await countQuestions(tx, weddingId)) + (payload.rows.questions?.length ?? 0) > MAX_QUESTIONS)
    throw new AppError("conflict", `A wedding can have at most ${MAX_QUESTIONS} questions, and each event adds one. Delete one first.`);
}

/**
 * A record's rows, parents first, each where its parents still are (db/row-copy.ts's tolerant
 * insert); keys deferred by a cycle (an event's attendance question) are set once all are in.
 * The record itself must come back or nothing does.
 */
async function restoreRecordRows(tx: Db, weddingId: string, kind: keyof typeof RECORD_TABLE, payload: TrashPayload, skipped: string[]): Promise<void> {
  await checkRoom(tx, weddingId, kind, payload);
  const tables = Object.keys(payload.rows)
    .map(tableNamed)
    .filter((table): table is PgTable => table !== undefined);
  const plans = insertOrder(tables);
  for (const plan of plans) {
    const name = getTableName(plan.table);
    const rows = payload.rows[name] ?? [];
    const own = name === RECORD_TABLE[kind];
    // The record's own keys keep their meaning: a question of an event deleted since does not come back as the wedding's own.
    // A section limited to an event deleted since comes back as that event's delete leaves its sections: shown to nobody.
    const keepKeys = own && kind !== "section" ? nullableKeys(plan.table).filter((column) => !plan.later.includes(column)) : [];
    const written = await insertRows(tx, plan.table, rows, { tolerant: true, keepKeys });
    if (own && written.length < rows.length) throw new AppError("conflict", NOT_BACK[kind]);
    if (written.length < rows.length)
      skipped.push(lost(kind === "event" && name === "event_parties" ? "event_parties of an event" : name, rows.length - written.length));
  }
  for (const plan of plans) await updateLater(tx, plan, payload.rows[getTableName(plan.table)] ?? []);
}

/**
 * A parent deleted while the restore ran (read as there, then gone before the row's insert: another
 * request's delete): the database refuses the row's key (23503). A conflict to retry, not a 500.
 */
function parentGone(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23503")
      return new AppError("conflict", "Something this needs was deleted meanwhile; nothing was restored. Try again.");
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Puts an entry back (`POST /api/weddings/{id}/trash/{entryId}/restore`; docs/decisions/0049-trash.md)
 * in one transaction, with the same ids: the record and what the delete took with it, the keys
 * set null set back where nothing took their place, its unsent mail queued again, and its seats
 * where the table still exists and has room (else the person comes back unseated, and the
 * answer names them). Whatever now conflicts is left out and said; the entry leaves the trash.
 */
export async function restoreFromTrash(ctx: AppContext, wedding: WeddingRow, entryId: string): Promise<RestoreResult> {
  if (!isUuid(entryId)) throw notFound("Trash entry");
  // A rule comes back only while everyone it names is in its plan: who is coming is read first, as a plan write reads it.
  const peek = await repo.peekEntry(ctx.db, wedding.id, entryId);
  if (peek?.kind === "rule") {
    const [rule] = (peek.payload as unknown as TrashPayload).rows.seating_rules ?? [];
    if (rule) await checkRulePeople(ctx, wedding, rule);
  }
  const restored = await ctx.db
    .transaction(async (tx): Promise<Restored> => {
      const entry = await repo.takeEntry(tx, wedding.id, entryId);
      if (!entry) throw notFound("Trash entry");
      const payload = entry.payload as unknown as TrashPayload;
      const kind = entry.kind as TrashKind;
      const skipped: string[] = [];
      let linkedParty = false;
      // A household's or a reply's rules come back where their plan has room for them, as adds would.
      const rules = kind === "party" || kind === "reply" ? payload.rows.seating_rules : undefined;
      if (rules?.length) {
        const fitting = await rulesWithRoom(tx, rules);
        if (fitting.length < rules.length) skipped.push(lost("seating_rules over", rules.length - fitting.length));
        payload.rows.seating_rules = fitting;
      }
      if (kind !== "reply") {
        await restoreRecordRows(tx, wedding.id, kind, payload, skipped);
      } else {
        const [row] = payload.rows.responses ?? [];
        const back = row ? await restoreReply(tx, row) : { restored: false, unlinked: false };
        if (!back.restored) throw new AppError("conflict", "This reply is already back.");
        if (back.unlinked) skipped.push("its link to a household that is gone or has a reply of its own since");
        linkedParty = row?.party_id != null && !back.unlinked;
        // The rules naming its people, where their plan still is (a household's come back with its other rows).
        const rules = payload.rows.seating_rules ?? [];
        const written = rules.length ? await insertRows(tx, tableNamed("seating_rules")!, rules, { tolerant: true }) : [];
        if (written.length < rules.length) skipped.push(lost("seating_rules", rules.length - written.length));
      }
      let replies: string[] = [];
      for (const [link, keys] of Object.entries(payload.links)) {
        const back = await relinkRows(tx, link, entry.recordId, keys);
        if (link === "responses.party_id") replies = back;
        if (link === "responses.party_id" && back.length < keys.length) skipped.push(lost("reply link", keys.length - back.length));
      }
      const mail = payload.mail.length ? await restoreMailRows(tx, payload.mail) : 0;
      if (mail < payload.mail.length) skipped.push(lost("outbox_messages", payload.mail.length - mail));
      const unseatedKeys = await reseat(tx, payload.seats);
      const names = peopleNames(payload);
      return {
        result: { kind, id: entry.recordId, label: entry.label, unseated: unseatedKeys.map((key) => names.get(key) ?? UNNAMED), skipped },
        payload,
        seats: payload.seats.length > 0 || Boolean(payload.rows.seating_rules?.length),
        mail: mail > 0,
        replies,
        linkedParty,
      };
    })
    .catch((error: unknown) => {
      throw parentGone(error) ?? error;
    });
  await announceRestore(ctx, wedding, restored);
  return restored.result;
}

/** The same change events a create would send, so an open responses page, guest list or seating screen refreshes. */
async function announceRestore(ctx: AppContext, wedding: WeddingRow, restored: Restored): Promise<void> {
  const { result } = restored;
  const weddingId = wedding.id;
  const events: ChangeEvent[] = [];
  if (result.kind === "party") events.push({ type: "guest-list.changed", weddingId });
  else if (result.kind === "reply") events.push({ type: "response.created", weddingId, responseId: result.id });
  else return announceRows(ctx, wedding, restored.payload);
  if (restored.linkedParty) events.push({ type: "guest-list.changed", weddingId });
  for (const responseId of restored.replies) events.push({ type: "response.updated", weddingId, responseId });
  if (restored.seats) events.push({ type: "seating.changed", weddingId });
  // `queued`: every instance's worker looks for the messages due again (features/mail/enqueue.ts).
  if (restored.mail) events.push({ type: "outbox", weddingId, queued: true });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
}
