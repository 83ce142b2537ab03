import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { MAIN_EVENT_ID } from "../../../contract/event-texts";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { hostWedding } from "../../plugins/host-access";
import { eventDetailsOf, type EventDetails } from "../events";

/**
 * Which event's plan a request is about (docs/decisions/0042-seating-rules.md): `?event=` names an
 * extra event of the wedding; without it (or `main`) the wedding itself, so every route the main
 * event's plan had keeps working unchanged. Every event may have a plan: the couple turns seating
 * on for an extra event by adding its first table.
 */
export type PlanEvent = EventDetails | null;

export const ZPlanEventQuery = z.object({ event: z.union([z.literal(MAIN_EVENT_ID), z.string().uuid()]).optional() });

export async function planEvent(ctx: AppContext, weddingId: string, eventId: string | undefined): Promise<PlanEvent> {
  if (!eventId || eventId === MAIN_EVENT_ID) return null;
  const event = (await eventDetailsOf(ctx, weddingId)).find((candidate) => candidate.id === eventId);
  if (!event) throw notFound("Event");
  return event;
}

/** The events a plan may be for, for the screen's picker: the wedding first, then its extra events in order. */
export async function planEvents(ctx: AppContext, weddingId: string): Promise<Array<{ id: string; name: string }>> {
  const events = await eventDetailsOf(ctx, weddingId);
  return events.map((event) => ({ id: event.id, name: event.name }));
}

const resolved = new WeakMap<FastifyRequest, PlanEvent>();

/**
 * The route hook that decides the plan's event once, after the wedding's access (`hostAccess`)
 * and before the handler: an event of another wedding, or none, is a 404 there.
 */
export function planEventHook(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const eventId = (request.query as { event?: string } | undefined)?.event;
    resolved.set(request, await planEvent(ctx, hostWedding(request).id, eventId));
  };
}

/** The event `planEventHook` decided for this request. */
export function requestEvent(request: FastifyRequest): PlanEvent {
  if (!resolved.has(request)) throw new Error(`${request.routeOptions.url}: a plan route without the plan event hook`);
  return resolved.get(request)!;
}
