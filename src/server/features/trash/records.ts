import type { z } from "zod";
import type { Actor } from "../../../contract/access";
import type { ZTableDelete } from "../../../contract/seating-plan";
import type { ZRemoveRule } from "../../../contract/seating-rules";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../../db/ids";
import { eventRecord, findEvent } from "../events";
import { findQuestion, guardEventAttendance, questionRecord } from "../questions";
import { deleteFeature, deleteTable, featureRecord, removeRule, ruleRecord, tableRecord, type PlanEvent } from "../seating";
import { sectionRecord, weddingIdOfSection } from "../website";
import { giftRecord } from "../gifts";
import { announceWeddingChange, findWedding } from "../weddings";
import { takeRecord, type RecordKind } from "./record";
import type { TrashPayload } from "./service";

// The records deleted into the trash whole, by one rule (record.ts; docs/decisions/0049-trash.md).
// What goes with each is read from the schema: an event's questions, invitations, seating plan
// (its tables, seats, rules, room), check-ins; a website section limited to it is unlinked.

export const EVENT: RecordKind = { kind: "event", ...eventRecord };
export const QUESTION: RecordKind = { kind: "question", ...questionRecord };
export const TABLE: RecordKind = { kind: "table", ...tableRecord };
export const SECTION: RecordKind = { kind: "section", ...sectionRecord };
export const GIFT: RecordKind = { kind: "gift", ...giftRecord };
export const RULE: RecordKind = { kind: "rule", ...ruleRecord };
export const FEATURE: RecordKind = { kind: "feature", ...featureRecord };

/** The wedding an event or a question is of: the route's access check (plugins/host-access.ts) opens it. */
export async function weddingOfEvent(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const event = await findEvent(ctx.db, id);
  return event ? findWedding(ctx, event.weddingId) : undefined;
}
export async function weddingOfQuestion(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const question = await findQuestion(ctx.db, id);
  return question ? findWedding(ctx, question.weddingId) : undefined;
}

/** The primary table of each kind's payload: the record itself, which must come back or nothing does. */
export const RECORD_TABLE = {
  party: "parties",
  event: "events",
  question: "questions",
  table: "seating_tables",
  section: "website_sections",
  gift: "gifts",
  rule: "seating_rules",
  feature: "seating_features",
} as const;

/** The events an open screen needs after rows of these tables went or came back, as their own writes send. */
export async function announceRows(ctx: AppContext, wedding: WeddingRow, payload: TrashPayload): Promise<void> {
  const tables = new Set(Object.keys(payload.rows));
  // Events, questions and website sections are part of the cached invitation: its cache is dropped on every instance.
  if (tables.has("events") || tables.has("questions") || tables.has("website_sections")) await announceWeddingChange(ctx, wedding);
  const changes: ChangeEvent[] = [];
  if (payload.seats.length || [...tables].some((name) => name.startsWith("seating_"))) changes.push({ type: "seating.changed", weddingId: wedding.id });
  if (tables.has("event_parties")) changes.push({ type: "guest-list.changed", weddingId: wedding.id });
  if (tables.has("check_ins")) changes.push({ type: "check-in.changed", weddingId: wedding.id });
  for (const change of changes) await ctx.feed.publish(change).catch(() => {});
}

/** The wedding a website section is of: the route's access check opens it. */
export async function weddingOfSection(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const weddingId = await weddingIdOfSection(ctx.db, id);
  return weddingId ? findWedding(ctx, weddingId) : undefined;
}

/** `DELETE /api/website/sections/:id`: the section, its photos kept in the store while its entry is (features/photos/repository.ts). */
export async function deleteSectionToTrash(ctx: AppContext, wedding: WeddingRow, id: string, actor: Actor): Promise<void> {
  const payload = await ctx.db.transaction((tx) => takeRecord(tx, SECTION, { weddingId: wedding.id, id, actor }));
  if (!payload) throw notFound("Section");
  await announceRows(ctx, wedding, payload);
}

/** `DELETE /api/weddings/:id/gifts/:giftId`: the gift (no screen but the gifts page shows it, so nothing to announce). */
export async function deleteGiftToTrash(ctx: AppContext, wedding: WeddingRow, id: string, actor: Actor): Promise<void> {
  const payload = isUuid(id) ? await ctx.db.transaction((tx) => takeRecord(tx, GIFT, { weddingId: wedding.id, id, actor })) : undefined;
  if (!payload) throw notFound("Gift");
}

/** `DELETE /api/events/:id`: the event and all that goes with it, one entry, one transaction. */
export async function deleteEventToTrash(ctx: AppContext, wedding: WeddingRow, id: string, actor: Actor): Promise<void> {
  const payload = await ctx.db.transaction((tx) => takeRecord(tx, EVENT, { weddingId: wedding.id, id, actor }));
  if (!payload) throw notFound("Event");
  await announceRows(ctx, wedding, payload);
}

/**
 * `DELETE /api/questions/:id`: the question; its answers stay in the replies that gave them
 * (their `answers`, keyed by its id), unread while it is gone and read again once it is back.
 * An event's attendance question goes only with its event (400, as before the trash).
 */
export async function deleteQuestionToTrash(ctx: AppContext, wedding: WeddingRow, id: string, actor: Actor): Promise<void> {
  await guardEventAttendance(ctx.db, id, ["id"]);
  const payload = await ctx.db.transaction((tx) => takeRecord(tx, QUESTION, { weddingId: wedding.id, id, actor }));
  if (!payload) throw notFound("Question");
  await announceRows(ctx, wedding, payload);
}

/** The questions the editor's save leaves out (handed to features/questions through the context): one entry each, in the save's transaction. */
export async function trashQuestions(tx: Db, wedding: WeddingRow, ids: readonly string[], actor: Actor): Promise<void> {
  for (const id of ids) await takeRecord(tx, QUESTION, { weddingId: wedding.id, id, actor });
}

/**
 * `DELETE /api/weddings/:id/seating/tables/:tableId`: seating's own delete (its version, lock and
 * refusals: a locked table, people at it unless they go back to the unseated list), whose last
 * step is the trash's: the table and its seats, with whom they seat, into one entry.
 */
export function deleteTableToTrash(
  ctx: AppContext,
  wedding: WeddingRow,
  tableId: string,
  input: z.output<typeof ZTableDelete>,
  event: PlanEvent,
  actor: Actor,
) {
  return deleteTable(ctx, wedding, tableId, input, event, async (tx, names) => {
    if (!(await takeRecord(tx, TABLE, { weddingId: wedding.id, id: tableId, actor }, names))) throw notFound("Table");
  });
}

/**
 * `DELETE /api/weddings/:id/seating/rules/:ruleId` and `.../seating/features/:featureId`: seating's
 * own delete (the plan's version and lock; a rule naming someone gone is dropped by the write
 * first, so it is a 404 as before), whose last step is the trash's: the rule or feature, one entry.
 */
export function deleteRuleToTrash(ctx: AppContext, wedding: WeddingRow, ruleId: string, input: z.output<typeof ZRemoveRule>, event: PlanEvent, actor: Actor) {
  return removeRule(ctx, wedding, ruleId, input, event, async (tx) => {
    if (!(await takeRecord(tx, RULE, { weddingId: wedding.id, id: ruleId, actor }))) throw notFound("Rule");
  });
}
export function deleteFeatureToTrash(ctx: AppContext, wedding: WeddingRow, featureId: string, version: number, event: PlanEvent, actor: Actor) {
  return deleteFeature(ctx, wedding, featureId, version, event, async (tx) => {
    if (!(await takeRecord(tx, FEATURE, { weddingId: wedding.id, id: featureId, actor }))) throw notFound("Feature");
  });
}
