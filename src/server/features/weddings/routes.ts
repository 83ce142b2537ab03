import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZHostKeyReplaced } from "../../../contract/host";
import { ZFullWedding } from "../../../contract/full-wedding";
import { ZCreatedWedding, ZStyleUpdate, ZWedding, ZWeddingCreate, ZWeddingUpdate } from "../../../contract/wedding";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate, setHostCookie } from "../../plugins/host-auth";
import { serializeAsIs } from "../../plugins/serialize-as-is";
import { requireSiteOpen } from "../../plugins/site-lock";
import { hostWriteLimit, perWeddingWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { getPublicView } from "./public-view";
import * as service from "./service";

const ZCodeOrId = z.object({ codeOrId: z.string().max(64) });
const ZId = z.object({ id: z.string().max(64) });

// Host writes, per minute: per client address, and per wedding whoever calls (docs/security.md).
const HOST_WRITES_PER_ADDRESS = 60;
const HOST_WRITES_PER_WEDDING = 120;
const HOST_KEY_REPLACEMENTS_PER_ADDRESS = 10;

export function registerWeddingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/weddings",
    { schema: { body: ZWeddingCreate, response: { 201: ZCreatedWedding } }, config: { rateLimit: publicWriteLimit(ctx, 20) } },
    async (request, reply) => {
      const created = await service.createWedding(ctx, request.body);
      setHostCookie(reply, created.uniqueCode, created.hostKey);
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  r.get("/api/weddings/:codeOrId", { schema: { params: ZCodeOrId, response: { 200: ZWedding } }, ...serializeAsIs }, async (request) => {
    const view = await getPublicView(ctx, request.params.codeOrId);
    await requireSiteOpen(ctx, view, request);
    return view.wedding;
  });

  r.get("/api/weddings/:codeOrId/full", { schema: { params: ZCodeOrId, response: { 200: ZFullWedding } }, ...serializeAsIs }, async (request) => {
    // The public audience only: a private event never appears here (docs/decisions/0019-events.md).
    // A limited website section is not in the public view at all (docs/decisions/0045-website-sections.md).
    const view = await getPublicView(ctx, request.params.codeOrId);
    await requireSiteOpen(ctx, view, request);
    const { wedding, questions, events, sections } = view;
    return { ...wedding, questions, ...(events?.length ? { events } : {}), ...(sections?.length ? { sections } : {}) };
  });

  const host = hostAccess((request) => service.findWedding(ctx, routeParam(request, "id")));
  const edit = {
    config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING),
    preHandler: host,
  };

  r.put("/api/weddings/:id", { schema: { params: ZId, body: ZWeddingUpdate, response: { 200: ZWedding } }, ...edit }, async (request) =>
    service.updateWedding(ctx, hostWedding(request), request.body),
  );

  r.put("/api/weddings/:id/style", { schema: { params: ZId, body: ZStyleUpdate, response: { 200: ZWedding } }, ...edit }, async (request) =>
    service.updateWedding(ctx, hostWedding(request), request.body),
  );

  // The old key stops working everywhere; this browser is handed the new one in its cookie.
  r.post(
    "/api/weddings/:id/host-key",
    {
      schema: { params: ZId, response: { 200: ZHostKeyReplaced } },
      config: { rateLimit: hostWriteLimit(ctx, HOST_KEY_REPLACEMENTS_PER_ADDRESS) },
      preHandler: host,
    },
    async (request, reply) => {
      const { row, hostKey } = await service.replaceHostKey(ctx, hostWedding(request));
      setHostCookie(reply, row.uniqueCode, hostKey);
      markPrivate(reply);
      return { hostKey };
    },
  );
}
