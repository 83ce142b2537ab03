import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZRestoreResult, ZTrashList } from "../../../contract/trash";
import type { AppContext } from "../../context";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWeddingOfParty } from "../guest-list";
import { findWeddingOfResponse } from "../responses";
import { findWedding } from "../weddings";
import { deletePartyToTrash } from "./party";
import { deleteReplyToTrash } from "./reply";
import { restoreFromTrash } from "./restore";
import { listTrash, sweepTrash } from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZEntry = z.object({ id: z.string().max(64), entryId: z.string().max(64) });

// Per minute. The deletes keep the limits they had before the trash (guest-list/routes.ts,
// responses/routes.ts); a restore is a host write like any other, per address and per wedding.
const PARTY_DELETES_PER_ADDRESS = 240;
const REPLY_DELETES_PER_ADDRESS = 60;
const RESTORES_PER_ADDRESS = 60;
const RESTORES_PER_WEDDING = 120;
/** How often expired entries of every wedding are swept, as the photo uploads' (features/photos/routes.ts). */
const SWEEP_EVERY_SECONDS = 10 * 60;

/** The trash (issue 31 item 3; docs/decisions/0049-trash.md): a household's and a reply's delete, the list, the restore. */
export function registerTrashRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const ofParty = hostAccess((request) => findWeddingOfParty(ctx, routeParam(request, "id")), "Party");
  const ofResponse = hostAccess((request) => findWeddingOfResponse(ctx, routeParam(request, "id")), "Response");

  r.delete(
    "/api/parties/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, PARTY_DELETES_PER_ADDRESS) },
      preHandler: ofParty,
    },
    async (request, reply) => {
      await deletePartyToTrash(ctx, hostWedding(request), request.params.id, hostActor(request));
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/responses/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, REPLY_DELETES_PER_ADDRESS) },
      preHandler: ofResponse,
    },
    async (request, reply) => {
      await deleteReplyToTrash(ctx, hostWedding(request), request.params.id, hostActor(request));
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  r.get("/api/weddings/:id/trash", { schema: { params: ZId, response: { 200: ZTrashList } }, preHandler: ofWedding }, async (request, reply) => {
    markPrivate(reply);
    return listTrash(ctx, hostWedding(request).id);
  });

  r.post(
    "/api/weddings/:id/trash/:entryId/restore",
    {
      schema: { params: ZEntry, response: { 200: ZRestoreResult } },
      config: { rateLimit: hostWriteLimit(ctx, RESTORES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, RESTORES_PER_WEDDING),
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return restoreFromTrash(ctx, hostWedding(request), request.params.entryId);
    },
  );

  const sweep = () => sweepTrash(ctx).catch((error: unknown) => app.log.warn({ err: error }, "trash sweep failed"));
  const timer = setInterval(sweep, SWEEP_EVERY_SECONDS * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
