import type { GuestEvent } from "../../../contract/events";
import type { EventAccess } from "../../../contract/rules/event-audience";
import type { EventTranslations } from "../../../contract/translations";
import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import * as repo from "./repository";

// What other features read of the events (the public view, the exports): apart from the events
// service, which depends on the questions and weddings features that read these.

/** An extra event with what the privacy rule needs (contract/rules/event-audience.ts). */
export type EventDetails = GuestEvent & EventAccess & { order: number; attendanceQuestionId: string | null };

export function toGuestEvent(row: Omit<GuestEvent, "translations"> & { translations?: EventTranslations }): GuestEvent {
  // Only when there are some: most events have none, and the guest pages carry every byte.
  const translations = row.translations && Object.keys(row.translations).length ? { translations: row.translations } : {};
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    venue: row.venue,
    address: row.address,
    description: row.description,
    dressCode: row.dressCode,
    ...translations,
  };
}

function toDetails(row: repo.EventWithParties): EventDetails {
  return {
    ...toGuestEvent(row),
    order: row.position,
    visibility: row.visibility === "invited" ? "invited" : "everyone",
    invitedTags: row.invitedTags,
    invitedPartyIds: row.partyIds,
    attendanceQuestionId: row.attendanceQuestionId,
  };
}

/** The wedding's extra events with their invitations, in order (the public view keeps them server-side). */
export async function eventDetailsOf(ctx: AppContext, weddingId: string): Promise<EventDetails[]> {
  const rows = await repo.listEvents(ctx.db, weddingId);
  return rows.map(toDetails);
}

/** Whether `eventId` is one of this wedding's extra events (a question added to it). */
export async function isEventOfWedding(ctx: AppContext, eventId: string, weddingId: string): Promise<boolean> {
  const event = isUuid(eventId) ? await repo.findEvent(ctx.db, eventId) : undefined;
  return event?.weddingId === weddingId;
}
