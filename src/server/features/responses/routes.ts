import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZGuestResponse,
  ZIdempotencyHeaders,
  ZRsvpGuestEdit,
  ZRsvpHostEntry,
  ZRsvpResponse,
  ZRsvpSubmit,
  ZSideUpdate,
  ZSubmitResult,
} from "../../../contract/response";
import { ZResponsePartyUpdate } from "../../../contract/guest-list";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { findWedding } from "../weddings";
import { serializeAsIs } from "../../plugins/serialize-as-is";
import { hostWriteLimit, perWeddingWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { withRetryHint } from "./heavy-reads";
import * as entries from "./host-entry-service";
import * as service from "./service";
import { listHostResponses } from "./stream-service";

const ZId = z.object({ id: z.string().max(64) });
const ZCode = z.object({ code: z.string().max(64) });

// Host writes, per minute: per client address, and (entries) per wedding whoever calls.
// Side assignment is one click per guest on a long list, so it gets more room.
const HOST_WRITES_PER_ADDRESS = 60;
const SIDE_ASSIGNMENTS_PER_ADDRESS = 120;
const HOST_ENTRIES_PER_WEDDING = 120;
// Confirming or correcting which household a reply is for: one click per reply on a long list,
// as much room as the guest list's own edits (guest-list/routes.ts), whose route it was.
const PARTY_LINKS_PER_ADDRESS = 240;

export function registerResponseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/responses",
    {
      schema: { body: ZRsvpSubmit, headers: ZIdempotencyHeaders, response: { 200: ZSubmitResult, 201: ZSubmitResult } },
      config: { rateLimit: publicWriteLimit(ctx, 30) },
      ...serializeAsIs,
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { created, result } = await service.submitRsvp(ctx, request.body, key);
      markPrivate(reply);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  const ofWedding = (param: string) => hostAccess((request) => findWedding(ctx, routeParam(request, param)));
  const ofResponse = hostAccess((request) => service.findWeddingOfResponse(ctx, routeParam(request, "id")), "Response");

  r.get(
    "/api/responses/:code",
    { schema: { params: ZCode, response: { 200: z.array(ZRsvpResponse) } }, preHandler: ofWedding("code"), ...COMPRESSED },
    async (request, reply) => {
      const { list, stream } = await withRetryHint(reply, () => listHostResponses(ctx, hostWedding(request), hostActor(request)));
      markPrivate(reply);
      varyOnEncoding(reply).type("application/json; charset=utf-8");
      // Sent as JSON text, not through the schema's serializer: the rows were validated when stored.
      if (list) return reply.send(JSON.stringify(list) as never);
      // The schema documents the array; a large list arrives as a stream of that same array's bytes.
      return reply.send(stream as never);
    },
  );

  const hostWrite = { config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) } };

  r.put(
    "/api/responses/:id",
    {
      schema: { params: ZId, body: ZSideUpdate, response: { 200: ZRsvpResponse } },
      config: { rateLimit: hostWriteLimit(ctx, SIDE_ASSIGNMENTS_PER_ADDRESS) },
      preHandler: ofResponse,
    },
    async (request, reply) => {
      const updated = await service.assignSide(ctx, hostWedding(request), request.params.id, request.body.sideAssignment);
      markPrivate(reply);
      return updated;
    },
  );

  r.get("/api/responses/:id/guest", { schema: { params: ZId, response: { 200: ZGuestResponse } } }, async (request, reply) => {
    const token = request.headers["x-edit-token"];
    const own = await service.readOwnResponse(ctx, request.params.id, typeof token === "string" ? token : undefined);
    markPrivate(reply);
    return own;
  });

  r.put(
    "/api/responses/:id/guest",
    { schema: { params: ZId, body: ZRsvpGuestEdit, response: { 200: ZGuestResponse } }, config: { rateLimit: publicWriteLimit(ctx, 30) } },
    async (request, reply) => {
      const header = request.headers["x-edit-token"];
      const updated = await service.editOwnResponse(ctx, request.params.id, request.body, typeof header === "string" ? header : undefined);
      markPrivate(reply);
      const { sideAssignment: _private, ...own } = updated;
      return own;
    },
  );

  r.post(
    "/api/weddings/:id/responses",
    {
      schema: { params: ZId, body: ZRsvpHostEntry, headers: ZIdempotencyHeaders, response: { 200: ZRsvpResponse, 201: ZRsvpResponse } },
      ...hostWrite,
      onRequest: perWeddingWriteLimit(app, ctx, HOST_ENTRIES_PER_WEDDING),
      preHandler: ofWedding("id"),
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { created, response } = await entries.addHostResponse(ctx, hostWedding(request), request.body, key);
      markPrivate(reply);
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  r.put(
    "/api/responses/:id/host",
    { schema: { params: ZId, body: ZRsvpHostEntry, response: { 200: ZRsvpResponse } }, ...hostWrite, preHandler: ofResponse },
    async (request, reply) => {
      const updated = await entries.correctResponse(ctx, hostWedding(request), request.params.id, request.body);
      markPrivate(reply);
      return updated;
    },
  );

  r.put(
    "/api/responses/:id/party",
    {
      schema: { params: ZId, body: ZResponsePartyUpdate, response: { 200: ZRsvpResponse } },
      config: { rateLimit: hostWriteLimit(ctx, PARTY_LINKS_PER_ADDRESS) },
      preHandler: ofResponse,
    },
    async (request, reply) => {
      markPrivate(reply);
      return entries.linkResponse(ctx, hostWedding(request), request.params.id, request.body.partyId);
    },
  );
  // DELETE /api/responses/:id is the trash's (features/trash/routes.ts): the reply goes there, restorable.
}
