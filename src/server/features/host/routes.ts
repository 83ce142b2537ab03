import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZHostSessionCreate } from "../../../contract/host";
import type { AppContext } from "../../context";
import { hostAccess, routeParam } from "../../plugins/host-access";
import { clearHostCookie, markPrivate, setHostCookie, verifyHostKey } from "../../plugins/host-auth";
import { publicWriteLimit } from "../../plugins/rate-limits";
import { findWedding, requireWedding } from "../weddings";

const ZCode = z.object({ code: z.string().max(64) });

/** Host sessions: trade the host key for an HttpOnly cookie, check it, forget it. */
export function registerHostRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/host/session",
    { schema: { body: ZHostSessionCreate, response: { 204: z.undefined() } }, config: { rateLimit: publicWriteLimit(ctx, 20) } },
    async (request, reply) => {
      const wedding = await requireWedding(ctx, request.body.code);
      verifyHostKey(request.body.hostKey, wedding);
      setHostCookie(reply, wedding.uniqueCode, request.body.hostKey);
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/host/session/:code",
    { schema: { params: ZCode, response: { 204: z.undefined() } }, preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "code"))) },
    async (_request, reply) => {
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  r.delete("/api/host/session/:code", { schema: { params: ZCode, response: { 204: z.undefined() } } }, async (request, reply) => {
    const wedding = await requireWedding(ctx, request.params.code);
    clearHostCookie(reply, wedding.uniqueCode);
    return reply.status(204).send();
  });
}
