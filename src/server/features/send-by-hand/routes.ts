import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZInvitationsSent, ZPartiesToSendPage, ZPartiesToSendQuery, ZSentByHandInput, ZSentByHandResult } from "../../../contract/send-by-hand";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { linkOrigin } from "../../plugins/link-origin";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { countInvitationsSent, partiesToSend, setSentByHand } from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZPartyOfWedding = ZId.extend({ partyId: z.string().max(64) });

// Per minute, as the guest list's own writes (guest-list/routes.ts): a tap per household, 39 in a row.
const MARKS_PER_ADDRESS = 240;
const MARKS_PER_WEDDING = 480;

/**
 * Sending by hand (docs/decisions/0035-sending-by-hand.md): host routes only. The list carries
 * each household's invitation link, which the couple already has on the guest list (decision 0012);
 * nothing here is a recipient's own link (decision 0021).
 */
export function registerSendByHandRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));

  r.get(
    "/api/weddings/:id/send-by-hand",
    // Pages of 500 households, a message of about 600 bytes each: compressed (decision 0011).
    { schema: { params: ZId, querystring: ZPartiesToSendQuery, response: { 200: ZPartiesToSendPage } }, preHandler: ofWedding, ...COMPRESSED },
    async (request, reply) => {
      markPrivate(varyOnEncoding(reply));
      return partiesToSend(ctx, hostWedding(request), request.query, linkOrigin(ctx, request));
    },
  );

  r.get(
    "/api/weddings/:id/invitations-sent",
    { schema: { params: ZId, response: { 200: ZInvitationsSent } }, preHandler: ofWedding },
    async (request, reply) => {
      markPrivate(reply);
      return countInvitationsSent(ctx, hostWedding(request));
    },
  );

  r.put(
    "/api/weddings/:id/parties/:partyId/sent-by-hand",
    {
      schema: { params: ZPartyOfWedding, body: ZSentByHandInput, response: { 200: ZSentByHandResult } },
      config: { rateLimit: hostWriteLimit(ctx, MARKS_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, MARKS_PER_WEDDING),
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return setSentByHand(ctx, hostWedding(request), request.params.partyId, request.body.sent);
    },
  );
}
