import type { GuestEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import { isInvitedTo, questionsForAudience, type EventAudience } from "../../../contract/rules/event-audience";
import { normaliseWeddingCode } from "../../../contract/wedding";
import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import { eventDetailsOf, toGuestEvent } from "../events";
import { listPublicQuestions } from "../questions";
import { publicWebsiteOf, readWebsite } from "../website";
import type { PublicWeddingView } from "./public-cache";
import { editTokenKey, requireWedding, toPublicWedding } from "./service";

// Apart from the wedding service: the questions feature depends on that service, and the
// public view depends on the questions feature.

/**
 * The events and questions one audience may see (docs/decisions/0019-events.md): the public
 * (no party) or one party from its own link. The one place the privacy rule
 * (contract/rules/event-audience.ts) is applied to the cached view.
 */
export function viewFor(view: Pick<PublicWeddingView, "eventAccess" | "questions">, audience: EventAudience): { questions: Question[]; events: GuestEvent[] } {
  // A view built without event details (tests) has nothing private: its questions are all public.
  const { events, questions } = view.eventAccess ?? { events: [], questions: view.questions };
  return {
    questions: questionsForAudience(questions, events, audience),
    events: events.filter((event) => isInvitedTo(event, audience)).map(toGuestEvent),
  };
}

/** The invitation as guests see it, with its questions; served from memory when fresh. */
export async function getPublicView(ctx: AppContext, codeOrId: string): Promise<PublicWeddingView> {
  const key = isUuid(codeOrId) ? codeOrId.toLowerCase() : normaliseWeddingCode(codeOrId);
  const cached = ctx.cache.get(key);
  if (cached) return cached;
  const token = ctx.cache.readToken();
  const row = await requireWedding(ctx, key);
  const [questions, events, stored, flags] = await Promise.all([
    listPublicQuestions(ctx, row.id),
    eventDetailsOf(ctx, row.id),
    readWebsite(ctx, row.id),
    ctx.publicWeddingFlags(ctx, row.id),
  ]);
  const eventAccess = { events, questions };
  // The website's sections follow the events' audience rule (docs/decisions/0045-website-sections.md).
  const { scheduleSection, ...website } = publicWebsiteOf(stored, events);
  const view = {
    // Other features' switches ("Find my table", decision 0038), present only when on.
    wedding: { ...toPublicWedding(row), ...flags, ...(scheduleSection ? { scheduleSection: true as const } : {}) },
    ...viewFor({ eventAccess, questions }, null),
    eventAccess,
    ...website,
    tokenKey: editTokenKey(row),
    notifyEachReply: row.notifyEachReply,
  };
  ctx.cache.set(view, token);
  return view;
}
