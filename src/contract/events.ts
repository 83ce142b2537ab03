import { z } from "zod";
import { GUEST_LENGTH, MAX_TAGS } from "./guest-list";
import { MAIN_EVENT_ID } from "./event-texts";
import { LENGTH, MAX_EVENTS } from "./limits";
import { ZQuestion } from "./question";
import { ZEventTranslations, ZEventTranslationsInput } from "./translations";
import { ZClockTime, ZIsoDate, requiredText, text } from "./text";

/**
 * Several events in one wedding (issue 17, docs/decisions/0019-events.md). The wedding's own
 * date, time and venue are its main event (named `"main"` in lists); these are the extra ones:
 * the rehearsal dinner, the welcome drink, the Sunday brunch.
 */
export { MAIN_EVENT_ID };

const VISIBILITIES = ["everyone", "invited"] as const;
export const ZEventVisibility = z.enum(VISIBILITIES);
export type EventVisibility = z.infer<typeof ZEventVisibility>;

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([schema, z.literal("")])
    .nullish()
    .transform((value) => (value ? value : null));

const eventFields = {
  name: requiredText(LENGTH.eventName, "Give the event a name"),
  date: optional(ZIsoDate),
  startTime: optional(ZClockTime),
  endTime: optional(ZClockTime),
  venue: optionalText(LENGTH.venue),
  address: optionalText(LENGTH.address),
  description: optionalText(LENGTH.eventDescription),
  dressCode: optionalText(LENGTH.dressCode),
  /** Its name, dress code and description in the wedding's other offered languages; a blank one is "not translated". */
  translations: ZEventTranslationsInput.optional(),
};

/** A new extra event; it starts open to everyone invited to the wedding. */
export const ZEventCreate = z.strictObject(eventFields);
export type EventCreate = z.input<typeof ZEventCreate>;

/** Editing: any subset of the fields. */
export const ZEventUpdate = z.strictObject(eventFields).partial();
export type EventUpdate = z.input<typeof ZEventUpdate>;

/** Who is invited: everyone, or the chosen parties (by id, this wedding's own) and the parties with any of the tags. */
export const ZAudienceSetting = z
  .strictObject({
    visibility: ZEventVisibility,
    partyIds: z.array(z.string().trim().max(64)).max(5_000).default([]),
    tags: z
      .array(requiredText(GUEST_LENGTH.tag, "A tag cannot be blank"))
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
      .default([])
      .transform((tags) => [...new Set(tags)]),
  })
  .transform((value) => ({ ...value, partyIds: [...new Set(value.partyIds)] }));
export type AudienceSetting = z.input<typeof ZAudienceSetting>;

/** The extra events in their new order: every one of them, once. */
export const ZEventOrder = z.strictObject({ ids: z.array(z.string().trim().max(64)).max(MAX_EVENTS) });

const guestEventShape = {
  id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  dressCode: z.string().nullable(),
  /** The couple's translations of its name, dress code and description (absent: none). */
  translations: ZEventTranslations.optional(),
};

/** An event as a guest invited to it sees it: never who else is invited. */
export const ZGuestEvent = z.object(guestEventShape);
export type GuestEvent = z.infer<typeof ZGuestEvent>;

/** An event as the couple sees it. The main event (`id: "main"`) is the wedding's own date, time and venue. */
export const ZHostEvent = z.object({
  ...guestEventShape,
  /** 0 for the main event, then 1, 2, ... */
  order: z.number(),
  visibility: ZEventVisibility,
  invitedTags: z.array(z.string()),
  invitedPartyIds: z.array(z.string()),
  /** The question whose per-person answers are the replies to this event (null for the main event). */
  attendanceQuestionId: z.string().nullable(),
});
export type HostEvent = z.infer<typeof ZHostEvent>;

/** GET /api/weddings/{id}/events: the main event first, and every question (the couple sees all of them). */
export const ZHostEventList = z.object({ events: z.array(ZHostEvent), questions: z.array(ZQuestion) });
export type HostEventList = z.infer<typeof ZHostEventList>;

/** Counts per event (contract/rules/event-summary.ts): GET /api/responses/{code}/event-summary, the main event first. */
export const ZEventSummaryList = z.object({
  events: z.array(
    z.object({
      eventId: z.string(),
      attending: z.number(),
      notAttending: z.number(),
      pending: z.number(),
      meals: z.array(z.object({ questionId: z.string(), question: z.string(), options: z.array(z.object({ option: z.string(), count: z.number() })) })),
      dietaryNotes: z.array(z.object({ name: z.string(), guestName: z.string(), note: z.string() })),
    }),
  ),
});
