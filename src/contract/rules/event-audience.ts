import type { Question } from "../question";

/**
 * Who may see an extra event (docs/decisions/0019-events.md): the one rule behind every public
 * answer. `everyone`: every party and every guest of the open form; `invited`: the parties
 * chosen by name and those carrying any of the event's tags. A private event, and so its
 * questions, never reaches anyone else.
 */
export interface EventAccess {
  id: string;
  visibility: "everyone" | "invited";
  invitedTags: readonly string[];
  invitedPartyIds: readonly string[];
}

/** The reader: the public (no party: the open form, a link preview) or one party from its own link. */
export type EventAudience = { partyId: string; tags: readonly string[] } | null;

export function isInvitedTo(event: EventAccess, audience: EventAudience): boolean {
  if (event.visibility === "everyone") return true;
  if (!audience) return false;
  return event.invitedPartyIds.includes(audience.partyId) || audience.tags.some((tag) => event.invitedTags.includes(tag));
}

/** The ids of the events this audience may see, in the events' order. */
export function visibleEventIds(events: readonly EventAccess[], audience: EventAudience): Set<string> {
  return new Set(events.filter((event) => isInvitedTo(event, audience)).map((event) => event.id));
}

/** The questions this audience may see: the main event's, and those of events it is invited to; a question of an unknown event is hidden. */
export function questionsForAudience<Q extends Pick<Question, "eventId">>(
  questions: readonly Q[],
  events: readonly EventAccess[],
  audience: EventAudience,
): Q[] {
  const visible = visibleEventIds(events, audience);
  return questions.filter((question) => !question.eventId || visible.has(question.eventId));
}
