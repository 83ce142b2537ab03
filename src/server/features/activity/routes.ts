import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZActivityPage, ZActivityQuery } from "../../../contract/activity";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { findWedding } from "../weddings";
import { readActivity } from "./service";

const ZId = z.object({ id: z.string().max(64) });

/**
 * The wedding's activity log, newest first, a page at a time (docs/decisions/0047-activity-log.md).
 * Like the other host reads, it is bounded by its page (50 rows on one index) rather than a rate.
 */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext, bound: number) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/weddings/:id/activity",
    {
      schema: { params: ZId, querystring: ZActivityQuery, response: { 200: ZActivityPage } },
      preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))),
    },
    async (request, reply) => {
      markPrivate(reply);
      return readActivity(ctx, hostWedding(request).id, request.query, bound);
    },
  );
}
