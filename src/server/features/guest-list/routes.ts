import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZBulkPartyAction,
  ZGuestListSettings,
  ZGuestListSettingsResult,
  ZImportResult,
  ZParty,
  ZPartyImport,
  ZPartyInput,
  ZPartyPage,
  ZPartyPageQuery,
} from "../../../contract/guest-list";
import type { AppContext } from "../../context";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingImportLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding, setGuestListSettings } from "../weddings";
import { importParties, previewImport } from "./import-service";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });

// Host writes per minute. Editing a list is many small saves (quick add is one per household),
// so more room than the wedding's own settings; imports are heavy and rare. A preview (a dry
// run) stores nothing and comes again with each change of the column mapping, so it has more
// room of its own (docs/decisions/0030-person-identity-and-import.md).
const PARTY_WRITES_PER_ADDRESS = 240;
const PARTY_WRITES_PER_WEDDING = 480;
const IMPORTS_PER_WEDDING = 10;
const IMPORT_PREVIEWS_PER_WEDDING = 60;

/** The couple's guest list (docs/decisions/0012): every route here is a host route. */
export function registerGuestListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const ofParty = hostAccess((request) => service.findWeddingOfParty(ctx, routeParam(request, "id")), "Party");
  const write = { config: { rateLimit: hostWriteLimit(ctx, PARTY_WRITES_PER_ADDRESS) } };
  const weddingWrite = { ...write, onRequest: perWeddingWriteLimit(app, ctx, PARTY_WRITES_PER_WEDDING), preHandler: ofWedding };

  r.get(
    "/api/weddings/:id/parties",
    { schema: { params: ZId, querystring: ZPartyPageQuery, response: { 200: ZPartyPage } }, preHandler: ofWedding },
    async (request, reply) => {
      markPrivate(reply);
      return service.listParties(ctx, hostWedding(request), request.query, hostActor(request));
    },
  );

  r.post("/api/weddings/:id/parties", { schema: { params: ZId, body: ZPartyInput, response: { 201: ZParty } }, ...weddingWrite }, async (request, reply) => {
    markPrivate(reply);
    return reply.status(201).send(await service.createParty(ctx, hostWedding(request), request.body));
  });

  r.post(
    "/api/weddings/:id/parties/bulk",
    { schema: { params: ZId, body: ZBulkPartyAction, response: { 200: z.object({ updated: z.number() }) } }, ...weddingWrite },
    async (request) => service.bulkUpdate(ctx, hostWedding(request), request.body, hostActor(request)),
  );

  r.post(
    "/api/weddings/:id/parties/import",
    {
      schema: { params: ZId, body: ZPartyImport, response: { 200: ZImportResult } },
      // A 2,500-household file is about 1 MB of JSON.
      bodyLimit: 4 * 1024 * 1024,
      ...write,
      preValidation: perWeddingImportLimit(app, ctx, { imports: IMPORTS_PER_WEDDING, previews: IMPORT_PREVIEWS_PER_WEDDING }),
      preHandler: ofWedding,
    },
    async (request) => {
      const wedding = hostWedding(request);
      const { parties, dryRun } = request.body;
      return dryRun ? previewImport(ctx, wedding, parties) : importParties(ctx, wedding, parties);
    },
  );

  r.put(
    "/api/parties/:id",
    { schema: { params: ZId, body: ZPartyInput, response: { 200: ZParty } }, ...write, preHandler: ofParty },
    async (request, reply) => {
      markPrivate(reply);
      return service.updateParty(ctx, hostWedding(request), request.params.id, request.body);
    },
  );

  // DELETE /api/parties/:id is the trash's (features/trash/routes.ts): the household goes there, restorable.

  r.post("/api/parties/:id/invitation", { schema: { params: ZId, response: { 200: ZParty } }, ...write, preHandler: ofParty }, async (request, reply) => {
    markPrivate(reply);
    return service.replaceLink(ctx, hostWedding(request), request.params.id);
  });

  r.put(
    "/api/weddings/:id/guest-list/settings",
    { schema: { params: ZId, body: ZGuestListSettings, response: { 200: ZGuestListSettingsResult } }, ...weddingWrite },
    async (request) => setGuestListSettings(ctx, hostWedding(request), request.body),
  );
}
