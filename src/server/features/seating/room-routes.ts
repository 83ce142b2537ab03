import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSeatingView } from "../../../contract/seating-plan";
import { ZAddFeature, ZFeatureUpdate } from "../../../contract/seating-room";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { planEventHook, requestEvent, ZPlanEventQuery } from "./plan-event";
import * as service from "./room-service";
import { HOST_WRITES_PER_ADDRESS, HOST_WRITES_PER_WEDDING } from "./write-limits";

const ZId = z.object({ id: z.string().max(64) });
const ZFeature = z.object({ id: z.string().max(64), featureId: z.string().uuid() });

/**
 * The room's fixed features (docs/decisions/0040-room-plan.md): host routes, counted with the
 * plan's other writes, each answered with the whole plan. Tables move through the tables' route.
 */
export function registerRoomRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = {
    config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
    preHandler: [hostAccess((request) => findWedding(ctx, routeParam(request, "id"))), planEventHook(ctx)],
  };
  const answer = { 200: ZSeatingView };

  r.post(
    "/api/weddings/:id/seating/features",
    { schema: { params: ZId, body: ZAddFeature, querystring: ZPlanEventQuery, response: answer }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.addFeature(ctx, hostWedding(request), request.body, requestEvent(request));
    },
  );

  r.put(
    "/api/weddings/:id/seating/features/:featureId",
    { schema: { params: ZFeature, body: ZFeatureUpdate, querystring: ZPlanEventQuery, response: answer }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.updateFeature(ctx, hostWedding(request), request.params.featureId, request.body, requestEvent(request));
    },
  );

  // A feature's delete is the trash's (features/trash/routes.ts; docs/decisions/0049-trash.md), with these limits and `?event=`.
}
