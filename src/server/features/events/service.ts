import type { z } from "zod";
import { eventAttendanceQuestion } from "../../../contract/event-texts";
import { MAIN_EVENT_ID, type HostEvent, type HostEventList, type ZEventCreate, type ZAudienceSetting, type ZEventUpdate } from "../../../contract/events";
import { MAX_EVENTS, MAX_QUESTIONS } from "../../../contract/limits";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locales";
import { compactEventTranslation, keepOfferedTranslations, languageProblems, type EventTranslations } from "../../../contract/translations";
import type { AppContext } from "../../context";
import type { EventRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { lockWedding } from "../../db/wedding-lock";
import { partiesOfWedding } from "../guest-list";
import { countQuestions, insertEventAttendanceQuestion, listPublicQuestions, renameEventAttendanceQuestion } from "../questions";
import { announceWeddingChange, findWedding } from "../weddings";
import { eventDetailsOf, type EventDetails } from "./details";
import * as repo from "./repository";

/** The wedding's language and the others it offers, for the attendance question it is given. */
function weddingLanguages(wedding: WeddingRow): { locale: Locale; offered: Locale[] } {
  const locale = isLocale(wedding.locale) ? wedding.locale : DEFAULT_LOCALE;
  return { locale, offered: wedding.locales.filter(isLocale) };
}

function toHostEvent(details: EventDetails): HostEvent {
  const { visibility, invitedTags, invitedPartyIds, order, attendanceQuestionId, ...event } = details;
  return { ...event, order, visibility, invitedTags: [...invitedTags], invitedPartyIds: [...invitedPartyIds], attendanceQuestionId };
}

/** The main event: the wedding's own date, time and venue, open to everyone, edited with the wedding. */
export function mainEvent(wedding: Pick<WeddingRow, "date" | "time" | "venue">): HostEvent {
  return {
    id: MAIN_EVENT_ID,
    name: "The wedding",
    date: wedding.date,
    startTime: wedding.time,
    endTime: null,
    venue: wedding.venue,
    address: null,
    description: null,
    dressCode: null,
    order: 0,
    visibility: "everyone",
    invitedTags: [],
    invitedPartyIds: [],
    attendanceQuestionId: null,
  };
}

/** Everything the couple sees: the main event first, every event, every question. */
export async function listHostEvents(ctx: AppContext, wedding: WeddingRow): Promise<HostEventList> {
  const [details, questions] = await Promise.all([eventDetailsOf(ctx, wedding.id), listPublicQuestions(ctx, wedding.id)]);
  return { events: [mainEvent(wedding), ...details.map(toHostEvent)], questions };
}

async function hostEventOf(ctx: AppContext, wedding: WeddingRow, id: string): Promise<HostEvent> {
  const found = (await eventDetailsOf(ctx, wedding.id)).find((event) => event.id === id);
  if (!found) throw notFound("Event");
  return toHostEvent(found);
}

export async function findWeddingOfEvent(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const event = await repo.findEvent(ctx.db, id);
  return event ? findWedding(ctx, event.weddingId) : undefined;
}

async function requireEventOf(ctx: AppContext, wedding: WeddingRow, id: string): Promise<EventRow> {
  const event = await repo.findEvent(ctx.db, id);
  if (!event || event.weddingId !== wedding.id) throw notFound("Event");
  return event;
}

const TOO_MANY_EVENTS = `A wedding can have at most ${MAX_EVENTS} events besides the main one. Remove one before adding another.`;
const TOO_MANY_QUESTIONS = `A wedding can have at most ${MAX_QUESTIONS} questions, and each event adds one. Remove a question before adding an event.`;

/**
 * The event's translations after a write (decision 0018's rules, for its name, dress code and
 * description): languages the wedding offers besides its own only (else 400 naming the field,
 * nothing stored), a blank text is "not translated", and a language left out keeps what it had.
 */
function translationsAfter(wedding: WeddingRow, current: EventTranslations, input: z.output<typeof ZEventUpdate>["translations"]): EventTranslations {
  const { locale, offered } = weddingLanguages(wedding);
  if (!input) return current;
  const problems = Object.fromEntries(
    Object.entries(languageProblems(locale, offered, Object.keys(input))).filter(([field]) => field.startsWith("translations.")),
  );
  if (Object.keys(problems).length) {
    const [field, message] = Object.entries(problems)[0]!;
    throw new AppError("validation_failed", `Invalid body: ${field}: ${message}`, problems);
  }
  const merged: EventTranslations = { ...current };
  for (const [code, entry] of Object.entries(input)) {
    const compact = compactEventTranslation(entry);
    if (compact) merged[code as Locale] = compact;
    else delete merged[code as Locale];
  }
  return keepOfferedTranslations(merged, locale, offered);
}

/** A new event, open to everyone, with its attendance question (yes first) in the wedding's language. */
export async function createEvent(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZEventCreate>): Promise<HostEvent> {
  const { locale, offered } = weddingLanguages(wedding);
  const translations = translationsAfter(wedding, {}, input.translations);
  const question = eventAttendanceQuestion(input.name, locale, offered, translations);
  // One transaction, counted under the wedding's row lock (the lock the questions take), so
  // parallel adds cannot both see room for one more; the questions feature writes the question.
  const created = await ctx.db.transaction(async (tx) => {
    await lockWedding(tx, wedding.id);
    const { n, last } = await repo.eventCount(tx, wedding.id);
    if (n >= MAX_EVENTS) return "too_many_events" as const;
    if ((await countQuestions(tx, wedding.id)) >= MAX_QUESTIONS) return "too_many_questions" as const;
    const event = await repo.insertEvent(tx, wedding.id, { ...input, translations }, last + 1);
    return repo.setAttendanceQuestion(tx, event.id, await insertEventAttendanceQuestion(tx, wedding.id, event.id, question));
  });
  if (created === "too_many_events") throw new AppError("conflict", TOO_MANY_EVENTS, { events: TOO_MANY_EVENTS });
  if (created === "too_many_questions") throw new AppError("conflict", TOO_MANY_QUESTIONS, { questions: TOO_MANY_QUESTIONS });
  await announceWeddingChange(ctx, wedding);
  return hostEventOf(ctx, wedding, created.id);
}

export async function updateEvent(ctx: AppContext, wedding: WeddingRow, id: string, patch: z.output<typeof ZEventUpdate>): Promise<HostEvent> {
  const current = await requireEventOf(ctx, wedding, id);
  const { translations: translationInput, ...fields } = patch;
  const translations = translationsAfter(wedding, current.translations, translationInput);
  // A new name, in any language, renames the attendance question too: guests read the event's name in it.
  const { locale, offered } = weddingLanguages(wedding);
  const renamed = patch.name || translationInput ? eventAttendanceQuestion(patch.name ?? current.name, locale, offered, translations) : undefined;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.updateEvent(tx, id, { ...fields, ...(translationInput ? { translations } : {}) });
    // The question follows the event's name in every language; the options stay (answers hold them).
    if (row?.attendanceQuestionId && renamed) await renameEventAttendanceQuestion(tx, row.attendanceQuestionId, renamed);
  });
  await announceWeddingChange(ctx, wedding);
  return hostEventOf(ctx, wedding, id);
}

export async function reorderEvents(ctx: AppContext, wedding: WeddingRow, ids: string[]): Promise<HostEventList> {
  const current = await repo.listEvents(ctx.db, wedding.id);
  const known = new Set(current.map((event) => event.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    const message = "List every event of this wedding exactly once";
    throw new AppError("validation_failed", message, { ids: message });
  }
  await repo.reorderEvents(ctx.db, wedding.id, ids);
  await announceWeddingChange(ctx, wedding);
  return listHostEvents(ctx, wedding);
}

/**
 * Who is invited. Only this wedding's parties may be named (400 otherwise, nothing stored).
 * Moving a party out keeps its stored answers (the couple may invite it again); the counts
 * and the guest pages simply stop including them (contract/rules/event-summary.ts).
 */
export async function setEventAudience(ctx: AppContext, wedding: WeddingRow, id: string, input: z.output<typeof ZAudienceSetting>): Promise<HostEvent> {
  await requireEventOf(ctx, wedding, id);
  const everyone = input.visibility === "everyone";
  const partyIds = everyone ? [] : input.partyIds;
  const tags = everyone ? [] : input.tags;
  const ours = await partiesOfWedding(ctx, wedding.id, partyIds);
  const stranger = partyIds.findIndex((partyId) => !ours.has(partyId));
  if (stranger >= 0) {
    const message = "Not a party of this wedding's guest list";
    throw new AppError("validation_failed", `partyIds.${stranger}: ${message}`, { [`partyIds.${stranger}`]: message });
  }
  await repo.setAudience(ctx.db, id, input.visibility, tags, partyIds);
  await announceWeddingChange(ctx, wedding);
  return hostEventOf(ctx, wedding, id);
}
