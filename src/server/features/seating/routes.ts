import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAddTables, ZGatherHousehold, ZMovePeople, ZPeopleFlags, ZSavePlan, ZSeatingView, ZSwapPeople, ZTableUpdate } from "../../../contract/seating-plan";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { registerFindTableRoutes } from "./find-table-routes";
import { planEventHook, requestEvent, ZPlanEventQuery } from "./plan-event";
import { readPlan } from "./plan-view";
import { registerSeatingRuleRoutes } from "./rules-routes";
import { registerRoomRoutes } from "./room-routes";
import * as service from "./service";
import { HOST_WRITES_PER_ADDRESS, HOST_WRITES_PER_WEDDING } from "./write-limits";

const ZId = z.object({ id: z.string().max(64) });
const ZTable = z.object({ id: z.string().max(64), tableId: z.string().uuid() });

/**
 * The wedding's seating plan (issue 30; docs/decisions/0036-stored-seating.md): host routes only.
 * Every answer is the whole plan, so the couple's screen replaces what it holds.
 */
export function registerSeatingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  // The wedding, then the plan's event, `?event=` (docs/decisions/0042-seating-rules.md): absent for the wedding itself.
  const ofPlan = [ofWedding, planEventHook(ctx)];
  const write = {
    config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
    preHandler: ofPlan,
  };
  const answer = { 200: ZSeatingView };
  const query = { querystring: ZPlanEventQuery };

  r.get("/api/weddings/:id/seating", { schema: { params: ZId, ...query, response: answer }, preHandler: ofPlan }, async (request, reply) => {
    markPrivate(reply);
    return readPlan(ctx, hostWedding(request), requestEvent(request));
  });

  r.post("/api/weddings/:id/seating/tables", { schema: { params: ZId, body: ZAddTables, ...query, response: answer }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.addTables(ctx, hostWedding(request), request.body, requestEvent(request));
  });

  r.put(
    "/api/weddings/:id/seating/tables/:tableId",
    { schema: { params: ZTable, body: ZTableUpdate, ...query, response: answer }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.updateTable(ctx, hostWedding(request), request.params.tableId, request.body, requestEvent(request));
    },
  );

  // DELETE .../seating/tables/:tableId is the trash's (features/trash/routes.ts, docs/decisions/0049-trash.md), through deleteTable.

  r.post("/api/weddings/:id/seating/moves", { schema: { params: ZId, body: ZMovePeople, ...query, response: answer }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.movePeople(ctx, hostWedding(request), request.body, requestEvent(request));
  });

  r.post("/api/weddings/:id/seating/swaps", { schema: { params: ZId, body: ZSwapPeople, ...query, response: answer }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.swapPeople(ctx, hostWedding(request), request.body, requestEvent(request));
  });

  r.post(
    "/api/weddings/:id/seating/gathers",
    { schema: { params: ZId, body: ZGatherHousehold, ...query, response: answer }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.gatherHousehold(ctx, hostWedding(request), request.body, requestEvent(request));
    },
  );

  r.patch("/api/weddings/:id/seating/people", { schema: { params: ZId, body: ZPeopleFlags, ...query, response: answer }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.setPeopleFlags(ctx, hostWedding(request), request.body, requestEvent(request));
  });

  r.put("/api/weddings/:id/seating/plan", { schema: { params: ZId, body: ZSavePlan, ...query, response: answer }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.savePlan(ctx, hostWedding(request), request.body, requestEvent(request));
  });

  registerFindTableRoutes(app, ctx);
  registerSeatingRuleRoutes(app, ctx);
  registerRoomRoutes(app, ctx);
}
