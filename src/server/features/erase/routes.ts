import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEraseWedding } from "../../../contract/erase";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { clearHostCookie, markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { eraseWedding } from "./service";

const ZId = z.object({ id: z.string().max(64) });
// A wrong name is the only reason to try again; a few a minute is plenty (docs/security.md).
const ERASES_PER_ADDRESS = 10;

export function registerEraseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    "/api/weddings/:id",
    {
      schema: { params: ZId, body: ZEraseWedding, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, ERASES_PER_ADDRESS) },
      preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))),
    },
    async (request, reply) => {
      const wedding = hostWedding(request);
      await eraseWedding(ctx, wedding, request.body, (details, message) => request.log.warn(details, message));
      // This browser's cookie goes now; any other opens nothing, since the wedding is gone.
      clearHostCookie(reply, wedding.uniqueCode);
      markPrivate(reply);
      return reply.status(204).send();
    },
  );
}
