import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSeatingView } from "../../../contract/seating-plan";
import { ZAddRule } from "../../../contract/seating-rules";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { planEventHook, requestEvent, ZPlanEventQuery } from "./plan-event";
import * as rules from "./rules-service";
import { HOST_WRITES_PER_ADDRESS, HOST_WRITES_PER_WEDDING } from "./write-limits";

const ZId = z.object({ id: z.string().max(64) });

/** The couple's seating rules (docs/decisions/0042-seating-rules.md): host writes, bounded as the plan's other writes. */
export function registerSeatingRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = {
    config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
    preHandler: [hostAccess((request) => findWedding(ctx, routeParam(request, "id"))), planEventHook(ctx)],
  };
  const answer = { 200: ZSeatingView };

  r.post(
    "/api/weddings/:id/seating/rules",
    { schema: { params: ZId, body: ZAddRule, querystring: ZPlanEventQuery, response: answer }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return rules.addRule(ctx, hostWedding(request), request.body, requestEvent(request));
    },
  );

  // A rule's delete is the trash's (features/trash/routes.ts; docs/decisions/0049-trash.md), with these limits and `?event=`.
}
