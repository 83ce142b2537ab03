import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZBulkMailPreview,
  ZBulkMailResult,
  ZBulkMailSend,
  ZCoupleAddress,
  ZCoupleAddressInput,
  ZCoupleAddressUpdate,
  ZMailSettings,
  ZReminderSetting,
  ZRenderedMail,
} from "../../../contract/mail-settings";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as couple from "./couple-service";
import { invitedParties, previewBulkMail, sendBulkMail } from "./sending-service";
import { linkOrigin } from "../../plugins/link-origin";

const ZId = z.object({ id: z.string().max(64) });
const ZAddressId = ZId.extend({ addressId: z.string().max(64) });

// Per minute. Adding an address mails it (so do sends): a few a minute per client address and
// per wedding, on top of the daily cap (docs/security.md, "Mail").
const ADDRESS_WRITES = 6;
const SENDS_PER_ADDRESS = 10;
const SENDS_PER_WEDDING = 10;
const PREVIEWS_PER_ADDRESS = 60;

/** The couple's mail settings and sends (issue 14): every route here is a host route. */
export function registerMailSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const addressWrite = {
    config: { rateLimit: hostWriteLimit(ctx, ADDRESS_WRITES) },
    onRequest: perWeddingWriteLimit(app, ctx, ADDRESS_WRITES),
    preHandler: ofWedding,
  };

  r.get("/api/weddings/:id/mail-settings", { schema: { params: ZId, response: { 200: ZMailSettings } }, preHandler: ofWedding }, async (request, reply) => {
    markPrivate(reply);
    return couple.getMailSettings(ctx, hostWedding(request));
  });

  r.post(
    "/api/weddings/:id/couple-addresses",
    { schema: { params: ZId, body: ZCoupleAddressInput, response: { 201: ZCoupleAddress } }, ...addressWrite },
    async (request, reply) => {
      markPrivate(reply);
      return reply.status(201).send(await couple.addAddress(ctx, hostWedding(request), request.body));
    },
  );

  r.put(
    "/api/weddings/:id/couple-addresses/:addressId",
    { schema: { params: ZAddressId, body: ZCoupleAddressUpdate, response: { 200: ZCoupleAddress } }, ...addressWrite },
    async (request, reply) => {
      markPrivate(reply);
      return couple.setAddressMode(ctx, hostWedding(request), request.params.addressId, request.body.mode);
    },
  );

  r.delete(
    "/api/weddings/:id/couple-addresses/:addressId",
    { schema: { params: ZAddressId, response: { 204: z.undefined() } }, ...addressWrite },
    async (request, reply) => {
      await couple.removeAddress(ctx, hostWedding(request), request.params.addressId);
      return reply.status(204).send();
    },
  );

  r.put(
    "/api/weddings/:id/mail-settings/reminders",
    { schema: { params: ZId, body: ZReminderSetting, response: { 200: ZMailSettings } }, ...addressWrite },
    async (request, reply) => {
      markPrivate(reply);
      return couple.setReminderDays(ctx, hostWedding(request), request.body.reminderDaysBefore);
    },
  );

  r.get(
    "/api/weddings/:id/mail/invited",
    { schema: { params: ZId, response: { 200: z.object({ partyIds: z.array(z.string()) }) } }, preHandler: ofWedding },
    async (request, reply) => {
      markPrivate(reply);
      return invitedParties(ctx, hostWedding(request));
    },
  );

  r.post(
    "/api/weddings/:id/mail/preview",
    {
      schema: { params: ZId, body: ZBulkMailPreview, response: { 200: ZRenderedMail } },
      config: { rateLimit: hostWriteLimit(ctx, PREVIEWS_PER_ADDRESS) },
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return previewBulkMail(ctx, hostWedding(request), request.body, linkOrigin(ctx, request));
    },
  );

  r.post(
    "/api/weddings/:id/mail/send",
    {
      schema: { params: ZId, body: ZBulkMailSend, response: { 200: ZBulkMailResult } },
      config: { rateLimit: hostWriteLimit(ctx, SENDS_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, SENDS_PER_WEDDING),
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return sendBulkMail(ctx, hostWedding(request), request.body);
    },
  );
}
