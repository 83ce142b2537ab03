import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZGift, ZGiftInput, ZGiftList, ZGiftUpdate, ZThankYouReminder } from "../../../contract/gifts";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZGiftParams = ZId.extend({ giftId: z.string().max(64) });

// As the guest list's host writes: a couple logging an evening's parcels stays far below.
export const GIFT_WRITES_PER_ADDRESS = 120;
export const GIFT_WRITES_PER_WEDDING = 240;

/**
 * Gifts and thank-yous (issue 32 item 4; docs/decisions/0044-addresses-and-gifts.md): the couple's
 * only. A gift's delete goes to the trash (features/trash/routes.ts; docs/decisions/0049-trash.md).
 */
export function registerGiftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const couple = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const write = {
    config: { rateLimit: hostWriteLimit(ctx, GIFT_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, GIFT_WRITES_PER_WEDDING),
    preHandler: couple,
  };

  r.get("/api/weddings/:id/gifts", { schema: { params: ZId, response: { 200: ZGiftList } }, preHandler: couple }, async (request, reply) => {
    markPrivate(reply);
    return service.listGifts(ctx, hostWedding(request));
  });

  r.get("/api/weddings/:id/gifts/reminder", { schema: { params: ZId, response: { 200: ZThankYouReminder } }, preHandler: couple }, async (request, reply) => {
    markPrivate(reply);
    return service.thankYouReminderOf(ctx, hostWedding(request));
  });

  r.post("/api/weddings/:id/gifts", { schema: { params: ZId, body: ZGiftInput, response: { 201: ZGift } }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return reply.code(201).send(await service.addGift(ctx, hostWedding(request), request.body));
  });

  r.put(
    "/api/weddings/:id/gifts/:giftId",
    { schema: { params: ZGiftParams, body: ZGiftUpdate, response: { 200: ZGift } }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.changeGift(ctx, hostWedding(request), request.params.giftId, request.body);
    },
  );
}
