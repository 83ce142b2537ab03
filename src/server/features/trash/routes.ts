import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSeatingView, ZTableDelete } from "../../../contract/seating-plan";
import { ZRemoveRule } from "../../../contract/seating-rules";
import { ZFeatureDelete } from "../../../contract/seating-room";
import { ZRestoreResult, ZTrashList, type TrashKind } from "../../../contract/trash";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { ROUTE_ROLES } from "../access";
import { findWeddingOfParty } from "../guest-list";
import { planEventHook, requestEvent, SEATING_WRITES_PER_ADDRESS, SEATING_WRITES_PER_WEDDING } from "../seating";
import { findWeddingOfResponse } from "../responses";
import { findWedding } from "../weddings";
import { deletePartyToTrash } from "./party";
import {
  deleteEventToTrash,
  deleteFeatureToTrash,
  deleteGiftToTrash,
  deleteQuestionToTrash,
  deleteRuleToTrash,
  deleteSectionToTrash,
  deleteTableToTrash,
  weddingOfEvent,
  weddingOfQuestion,
  weddingOfSection,
} from "./records";
import { GIFT_WRITES_PER_ADDRESS, GIFT_WRITES_PER_WEDDING } from "../gifts";
import { deleteReplyToTrash } from "./reply";
import { restoreFromTrash } from "./restore";
import { entryKind, listTrash, sweepTrash } from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZEntry = z.object({ id: z.string().max(64), entryId: z.string().max(64) });
const ZTable = z.object({ id: z.string().max(64), tableId: z.string().uuid() });
const ZRule = z.object({ id: z.string().max(64), ruleId: z.string().uuid() });
const ZFeature = z.object({ id: z.string().max(64), featureId: z.string().uuid() });
const ZGift = z.object({ id: z.string().max(64), giftId: z.string().max(64) });

/**
 * Each kind's delete route: who may delete a kind may put it back (route-roles.ts is the one
 * table), so a question, a co-host's to delete, is a co-host's to restore, not an editor's.
 */
export const DELETE_ROUTES: Record<TrashKind, string> = {
  party: "DELETE /api/parties/:id",
  reply: "DELETE /api/responses/:id",
  event: "DELETE /api/events/:id",
  question: "DELETE /api/questions/:id",
  table: "DELETE /api/weddings/:id/seating/tables/:tableId",
  section: "DELETE /api/website/sections/:id",
  gift: "DELETE /api/weddings/:id/gifts/:giftId",
  rule: "DELETE /api/weddings/:id/seating/rules/:ruleId",
  feature: "DELETE /api/weddings/:id/seating/features/:featureId",
};

// Per minute. The deletes keep the limits they had before the trash (guest-list/routes.ts,
// responses/routes.ts); a restore is a host write like any other, per address and per wedding.
const PARTY_DELETES_PER_ADDRESS = 240;
const REPLY_DELETES_PER_ADDRESS = 60;
// The events' and questions' host writes (events/routes.ts, questions/routes.ts).
const EVENT_DELETES_PER_ADDRESS = 60;
const QUESTION_DELETES_PER_ADDRESS = 60;
// The website's host writes (website/routes.ts); gifts keep the gifts' own (gifts/routes.ts).
const SECTION_DELETES_PER_ADDRESS = 60;
const RESTORES_PER_ADDRESS = 60;
const RESTORES_PER_WEDDING = 120;
/** How often expired entries of every wedding are swept, as the photo uploads' (features/photos/routes.ts). */
const SWEEP_EVERY_SECONDS = 10 * 60;

/**
 * The trash (issue 31 item 3; docs/decisions/0049-trash.md): the deletes of households, replies,
 * events, questions, tables, seating rules, room features, website sections and gifts, the list, the restore.
 */
export function registerTrashRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const ofParty = hostAccess((request) => findWeddingOfParty(ctx, routeParam(request, "id")), "Party");
  const ofResponse = hostAccess((request) => findWeddingOfResponse(ctx, routeParam(request, "id")), "Response");
  const ofEvent = hostAccess((request) => weddingOfEvent(ctx, routeParam(request, "id")), "Event");
  const ofQuestion = hostAccess((request) => weddingOfQuestion(ctx, routeParam(request, "id")), "Question");
  const ofSection = hostAccess((request) => weddingOfSection(ctx, routeParam(request, "id")), "Section");
  // The route's roles let a link restore some kind; the entry's own kind decides (DELETE_ROUTES), before the handler.
  const mayRestoreKind = async (request: FastifyRequest) => {
    const actor = hostActor(request);
    if (actor.kind !== "link") return;
    const kind = await entryKind(ctx, hostWedding(request).id, routeParam(request, "entryId") ?? "");
    if (kind && !(ROUTE_ROLES[DELETE_ROUTES[kind]] ?? []).includes(actor.role)) {
      throw new AppError("forbidden", `This access link is for a ${actor.role}, who cannot restore this; the couple can give you a link with more rights`);
    }
  };

  r.delete(
    "/api/events/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, EVENT_DELETES_PER_ADDRESS) },
      preHandler: ofEvent,
    },
    async (request, reply) => {
      await deleteEventToTrash(ctx, hostWedding(request), request.params.id, hostActor(request));
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/questions/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, QUESTION_DELETES_PER_ADDRESS) },
      preHandler: ofQuestion,
    },
    async (request, reply) => {
      await deleteQuestionToTrash(ctx, hostWedding(request), request.params.id, hostActor(request));
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  // Seating's own limits and its plan's event (`?event=`), as its other writes.
  r.delete(
    "/api/weddings/:id/seating/tables/:tableId",
    {
      schema: { params: ZTable, querystring: ZTableDelete, response: { 200: ZSeatingView } },
      config: { rateLimit: hostWriteLimit(ctx, SEATING_WRITES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, SEATING_WRITES_PER_WEDDING),
      preHandler: [ofWedding, planEventHook(ctx)],
    },
    async (request, reply) => {
      markPrivate(reply);
      return deleteTableToTrash(ctx, hostWedding(request), request.params.tableId, request.query, requestEvent(request), hostActor(request));
    },
  );

  // A seating rule and a room feature: seating's limits and `?event=` as the table's (seating/rules-routes.ts, room-routes.ts).
  const planWrite = {
    config: { rateLimit: hostWriteLimit(ctx, SEATING_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, SEATING_WRITES_PER_WEDDING),
    preHandler: [ofWedding, planEventHook(ctx)],
  };
  r.delete(
    "/api/weddings/:id/seating/rules/:ruleId",
    { schema: { params: ZRule, querystring: ZRemoveRule, response: { 200: ZSeatingView } }, ...planWrite },
    async (request, reply) => {
      markPrivate(reply);
      return deleteRuleToTrash(ctx, hostWedding(request), request.params.ruleId, request.query, requestEvent(request), hostActor(request));
    },
  );
  r.delete(
    "/api/weddings/:id/seating/features/:featureId",
    { schema: { params: ZFeature, querystring: ZFeatureDelete, response: { 200: ZSeatingView } }, ...planWrite },
    async (request, reply) => {
      markPrivate(reply);
      return deleteFeatureToTrash(ctx, hostWedding(request), request.params.featureId, request.query.version, requestEvent(request), hostActor(request));
    },
  );

  r.delete(
    "/api/website/sections/:id",
    {
      schema: { params: ZId, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, SECTION_DELETES_PER_ADDRESS) },
      preHandler: ofSection,
    },
    async (request, reply) => {
      await deleteSectionToTrash(ctx, hostWedding(request), request.params.id, hostActor(request));
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/weddings/:id/gifts/:giftId",
    {
      schema: { params: ZGift, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, GIFT_WRITES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, GIFT_WRITES_PER_WEDDING),
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      await deleteGiftToTrash(ctx, hostWedding(request), request.params.giftId, hostActor(request));
      return reply.status(204).send();
    },
  );

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
      preHandler: [ofWedding, mayRestoreKind],
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
