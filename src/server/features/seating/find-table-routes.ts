import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZFindTableResult, ZFindTableSetting } from "../../../contract/find-table";
import { ZLookupRequest } from "../../../contract/invitation";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { lookupRateLimit } from "../lookup";
import { findWedding } from "../weddings";
import { findMyTable, setFindMyTable } from "./find-table";
import { HOST_WRITES_PER_ADDRESS, HOST_WRITES_PER_WEDDING } from "./write-limits";

const ZId = z.object({ id: z.string().max(64) });

/** "Find my table" (docs/decisions/0038-find-my-table.md): the guest's question and the couple's switch. */
export function registerFindTableRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The lookup's request, and the lookup's per-address bucket: the two routes count together.
  r.post(
    "/api/seating/find-table",
    { schema: { body: ZLookupRequest, response: { 200: ZFindTableResult } }, config: { rateLimit: lookupRateLimit(ctx) } },
    async (request, reply) => {
      const result = await findMyTable(ctx, request.body, request.ip);
      markPrivate(reply);
      return result;
    },
  );

  r.put(
    "/api/weddings/:id/seating/find-table",
    {
      schema: { params: ZId, body: ZFindTableSetting, response: { 200: ZFindTableSetting } },
      config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
      preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))),
    },
    async (request, reply) => {
      markPrivate(reply);
      return setFindMyTable(ctx, hostWedding(request), request.body.on);
    },
  );
}
