import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZOutboxMessage, ZOutboxPage, ZOutboxPageQuery, ZRenderedMessage } from "../../../contract/mail";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";
import { linkOrigin } from "../../plugins/link-origin";

const ZId = z.object({ id: z.string().max(64) });
const ZMessage = z.object({ id: z.string().max(64), messageId: z.string().max(64) });

// Retries per minute: one click per failed message, per address and per wedding.
const RETRIES_PER_ADDRESS = 60;
const RETRIES_PER_WEDDING = 120;

/** The couple's Outbox (docs/decisions/0013): every route here is a host route. */
export function registerMailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));

  r.get(
    "/api/weddings/:id/outbox",
    { schema: { params: ZId, querystring: ZOutboxPageQuery, response: { 200: ZOutboxPage } }, preHandler: ofWedding },
    async (request, reply) => {
      markPrivate(reply);
      return service.listOutbox(ctx, hostWedding(request), request.query);
    },
  );

  r.get(
    "/api/weddings/:id/outbox/:messageId",
    { schema: { params: ZMessage, response: { 200: ZRenderedMessage } }, preHandler: ofWedding },
    async (request, reply) => {
      markPrivate(reply);
      return service.previewMessage(ctx, hostWedding(request), request.params.messageId, linkOrigin(ctx, request));
    },
  );

  r.post(
    "/api/weddings/:id/outbox/:messageId/retry",
    {
      schema: { params: ZMessage, response: { 200: ZOutboxMessage } },
      config: { rateLimit: hostWriteLimit(ctx, RETRIES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, RETRIES_PER_WEDDING),
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return service.retryMessage(ctx, hostWedding(request), request.params.messageId);
    },
  );
}
