import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZQuestion, ZQuestionCreate, ZQuestionSet, ZQuestionUpdate } from "../../../contract/question";
import type { AppContext } from "../../context";
import { bodyField, hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { serializeAsIs } from "../../plugins/serialize-as-is";
import { requireSiteOpen } from "../../plugins/site-lock";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding, getPublicView } from "../weddings";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZWeddingParam = z.object({ weddingId: z.string().max(64) });

// Host writes, per minute: per client address, and per wedding where the route names it.
const HOST_WRITES_PER_ADDRESS = 60;
const HOST_WRITES_PER_WEDDING = 120;

export function registerQuestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) } };
  const ofWedding = (field: string, from: "params" | "body") =>
    hostAccess((request) => findWedding(ctx, (from === "params" ? routeParam(request, field) : bodyField(request, field)) ?? ""));
  const ofQuestion = hostAccess((request) => service.findWeddingOfQuestion(ctx, routeParam(request, "id")), "Question");

  r.post(
    "/api/questions",
    { schema: { body: ZQuestionCreate, response: { 201: ZQuestion } }, ...limited, preHandler: ofWedding("weddingId", "body") },
    async (request, reply) => {
      return reply.status(201).send(await service.createQuestion(ctx, hostWedding(request), request.body));
    },
  );

  // Public: the questions are part of the invitation (no guest data).
  r.get("/api/questions/:weddingId", { schema: { params: ZWeddingParam, response: { 200: z.array(ZQuestion) } }, ...serializeAsIs }, async (request) => {
    const view = await getPublicView(ctx, request.params.weddingId);
    await requireSiteOpen(ctx, view, request);
    return view.questions;
  });

  r.put(
    "/api/questions/:id",
    { schema: { params: ZId, body: ZQuestionUpdate, response: { 200: ZQuestion } }, ...limited, preHandler: ofQuestion },
    async (request) => {
      return service.updateQuestion(ctx, hostWedding(request), request.params.id, request.body);
    },
  );

  // DELETE /api/questions/:id is the trash's (features/trash/routes.ts, docs/decisions/0049-trash.md).

  r.put(
    "/api/weddings/:id/questions",
    {
      schema: { params: ZId, body: ZQuestionSet, response: { 200: z.array(ZQuestion) } },
      ...limited,
      onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
      preHandler: ofWedding("id", "params"),
    },
    async (request) => service.replaceQuestions(ctx, hostWedding(request), request.body, hostActor(request)),
  );
}
