import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEventCreate, ZAudienceSetting, ZEventOrder, ZEventUpdate, ZHostEvent, ZHostEventList } from "../../../contract/events";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });

// Host writes, per minute: per client address, and per wedding where the route names it (as the questions').
const HOST_WRITES_PER_ADDRESS = 60;
const HOST_WRITES_PER_WEDDING = 120;

/** The couple's events (docs/decisions/0019-events.md): host routes only; guests see events through the public views. */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) } };
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const ofEvent = hostAccess((request) => service.findWeddingOfEvent(ctx, routeParam(request, "id")), "Event");
  const weddingWrite = { ...limited, onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING), preHandler: ofWedding };

  r.get("/api/weddings/:id/events", { schema: { params: ZId, response: { 200: ZHostEventList } }, preHandler: ofWedding }, async (request, reply) => {
    markPrivate(reply);
    return service.listHostEvents(ctx, hostWedding(request));
  });

  r.post(
    "/api/weddings/:id/events",
    { schema: { params: ZId, body: ZEventCreate, response: { 201: ZHostEvent } }, ...weddingWrite },
    async (request, reply) => {
      markPrivate(reply);
      return reply.status(201).send(await service.createEvent(ctx, hostWedding(request), request.body));
    },
  );

  r.put(
    "/api/weddings/:id/events/order",
    { schema: { params: ZId, body: ZEventOrder, response: { 200: ZHostEventList } }, ...weddingWrite },
    async (request, reply) => {
      markPrivate(reply);
      return service.reorderEvents(ctx, hostWedding(request), request.body.ids);
    },
  );

  r.put(
    "/api/events/:id",
    { schema: { params: ZId, body: ZEventUpdate, response: { 200: ZHostEvent } }, ...limited, preHandler: ofEvent },
    async (request, reply) => {
      markPrivate(reply);
      return service.updateEvent(ctx, hostWedding(request), request.params.id, request.body);
    },
  );

  r.put(
    "/api/events/:id/invitation",
    { schema: { params: ZId, body: ZAudienceSetting, response: { 200: ZHostEvent } }, ...limited, preHandler: ofEvent },
    async (request, reply) => {
      markPrivate(reply);
      return service.setEventAudience(ctx, hostWedding(request), request.params.id, request.body);
    },
  );

  // DELETE /api/events/:id is the trash's (features/trash/routes.ts, docs/decisions/0049-trash.md).
}
