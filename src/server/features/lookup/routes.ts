import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZGuestNote, ZGuestNoteInput } from "../../../contract/guest-list";
import { ZLookupRequest, ZLookupResult } from "../../../contract/invitation";
import type { AppContext } from "../../context";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { serializeAsIs } from "../../plugins/serialize-as-is";
import { findWedding } from "../weddings";
import { lookupByName } from "./lookup-service";
import * as notes from "./notes-service";

const ZId = z.object({ id: z.string().max(64) });

// Per client address, per minute. Lookups: enough for a family trying each member's spelling,
// far too few to walk a list of names (docs/decisions/0012-guest-list.md). Notes: a person leaves one.
const LOOKUPS_PER_ADDRESS = 20;

/**
 * The lookup's per-address limit, one bucket for every route that finds someone by name: the
 * lookup and "Find my table" (seating/find-table-routes.ts) count together, so a second route
 * doubles no one's tries (docs/decisions/0038-find-my-table.md).
 */
export function lookupRateLimit(ctx: AppContext) {
  const limit = publicWriteLimit(ctx, LOOKUPS_PER_ADDRESS);
  return limit && { ...limit, groupId: "lookup-by-name" };
}
const NOTES_PER_ADDRESS = 5;
const HOST_WRITES_PER_ADDRESS = 60;

export function registerLookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/invitations/lookup",
    {
      schema: { body: ZLookupRequest, response: { 200: ZLookupResult } },
      // A public hot path with a latency budget (bench/README.md): the answer is built from contract types.
      ...serializeAsIs,
      config: { rateLimit: lookupRateLimit(ctx) },
    },
    async (request, reply) => {
      const result = await lookupByName(ctx, request.body, request.ip);
      markPrivate(reply);
      return result;
    },
  );

  r.post(
    "/api/invitations/notes",
    {
      schema: { body: ZGuestNoteInput, response: { 201: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: publicWriteLimit(ctx, NOTES_PER_ADDRESS) },
    },
    async (request, reply) => {
      await notes.leaveNote(ctx, request.body, request.ip);
      markPrivate(reply);
      return reply.status(201).send({ ok: true as const });
    },
  );

  r.get(
    "/api/weddings/:id/guest-notes",
    {
      schema: { params: ZId, response: { 200: z.array(ZGuestNote) } },
      preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))),
    },
    async (request, reply) => {
      const list = await notes.listNotes(ctx, hostWedding(request), hostActor(request));
      markPrivate(reply);
      return list;
    },
  );

  r.delete(
    "/api/guest-notes/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
      preHandler: hostAccess((request) => notes.findWeddingOfNote(ctx, routeParam(request, "id")), "Note"),
    },
    async (request, reply) => {
      await notes.deleteNote(ctx, hostWedding(request), request.params.id);
      markPrivate(reply);
      return reply.status(204).send();
    },
  );
}
