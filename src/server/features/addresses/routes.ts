import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZAddressBook, ZAddressSettings, ZCoupleAddressInput, ZHostPartyAddress, ZLinkAddress, ZPostalAddress } from "../../../contract/addresses";
import { INVITATION_TOKEN_HEADER, ZLinkQuery } from "../../../contract/invitation";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";
import { requirePartyOfLink } from "../guest-list";

const ZId = z.object({ id: z.string().max(64) });
const ZPartyParams = ZId.extend({ partyId: z.string().uuid() });

// As a link's reply (responses/party-reply/link-routes.ts): a family types from one phone.
const LINK_CALLS_PER_ADDRESS = 60;
// As the guest list's host writes: a couple typing addresses one by one stays far below.
const HOST_WRITES_PER_ADDRESS = 120;
const HOST_WRITES_PER_WEDDING = 240;

const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[INVITATION_TOKEN_HEADER];
  return typeof value === "string" ? value.trim() : undefined;
};

/** Postal addresses (issue 32 item 3; docs/decisions/0044-addresses-and-gifts.md): the couple's routes and a household's through its link. */
export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const couple = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const hostWrite = {
    config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
    preHandler: couple,
  };

  r.get(
    "/api/weddings/:id/addresses",
    { schema: { params: ZId, response: { 200: ZAddressBook } }, preHandler: couple, ...COMPRESSED },
    async (request, reply) => {
      markPrivate(varyOnEncoding(reply));
      return service.addressBook(ctx, hostWedding(request));
    },
  );

  r.put(
    "/api/weddings/:id/addresses/settings",
    { schema: { params: ZId, body: ZAddressSettings, response: { 200: ZAddressSettings } }, ...hostWrite },
    async (request, reply) => {
      markPrivate(reply);
      return service.setAddressSettings(ctx, hostWedding(request), request.body);
    },
  );

  r.put(
    "/api/weddings/:id/addresses/:partyId",
    { schema: { params: ZPartyParams, body: ZCoupleAddressInput, response: { 200: ZHostPartyAddress } }, ...hostWrite },
    async (request, reply) => {
      markPrivate(reply);
      return service.setCoupleAddress(ctx, hostWedding(request), request.params.partyId, request.body);
    },
  );

  const linkLimited = { config: { rateLimit: publicWriteLimit(ctx, LINK_CALLS_PER_ADDRESS) } };
  r.get("/api/invitations/mine/address", { schema: { querystring: ZLinkQuery, response: { 200: ZLinkAddress } }, ...linkLimited }, async (request, reply) => {
    markPrivate(reply);
    return service.readLinkAddress(ctx, (await requirePartyOfLink(ctx, tokenOf(request), request.query.wedding)).party);
  });

  r.put(
    "/api/invitations/mine/address",
    { schema: { querystring: ZLinkQuery, body: ZPostalAddress, response: { 200: ZLinkAddress } }, ...linkLimited },
    async (request, reply) => {
      markPrivate(reply);
      return service.sendLinkAddress(ctx, (await requirePartyOfLink(ctx, tokenOf(request), request.query.wedding)).party, request.body);
    },
  );
}
