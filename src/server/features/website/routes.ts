import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZHostSection, ZSectionCreate, ZSectionOrder, ZSectionUpdate, ZSitePassword, ZWebsite } from "../../../contract/website";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";
import { registerUnlockRoute } from "./unlock-routes";

const ZId = z.object({ id: z.string().max(64) });

// Host writes, per minute, as the events' (features/events/routes.ts): per address and per wedding.
const HOST_WRITES_PER_ADDRESS = 60;
const HOST_WRITES_PER_WEDDING = 120;
const PASSWORD_CHANGES_PER_ADDRESS = 10;

/**
 * The couple's website (docs/decisions/0045-website-sections.md): host routes only; guests read
 * sections through the public views. A section's delete goes to the trash (features/trash/routes.ts).
 */
export function registerWebsiteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: { rateLimit: hostWriteLimit(ctx, HOST_WRITES_PER_ADDRESS) } };
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const ofSection = hostAccess((request) => service.findWeddingOfSection(ctx, routeParam(request, "id")), "Section");
  const perWedding = perWeddingWriteLimit(app, ctx, HOST_WRITES_PER_WEDDING);
  const weddingWrite = { ...limited, onRequest: perWedding, preHandler: ofWedding };
  registerUnlockRoute(app, ctx);

  r.get("/api/weddings/:id/website", { schema: { params: ZId, response: { 200: ZWebsite } }, preHandler: ofWedding }, async (request, reply) => {
    markPrivate(reply);
    return service.getWebsite(ctx, hostWedding(request));
  });

  r.post(
    "/api/weddings/:id/website/sections",
    { schema: { params: ZId, body: ZSectionCreate, response: { 201: ZHostSection } }, ...weddingWrite },
    async (request, reply) => {
      markPrivate(reply);
      return reply.status(201).send(await service.createSection(ctx, hostWedding(request), request.body));
    },
  );

  r.put(
    "/api/weddings/:id/website/order",
    { schema: { params: ZId, body: ZSectionOrder, response: { 200: ZWebsite } }, ...weddingWrite },
    async (request, reply) => {
      markPrivate(reply);
      return service.reorderSections(ctx, hostWedding(request), request.body.ids);
    },
  );

  r.put(
    "/api/weddings/:id/website/password",
    {
      schema: { params: ZId, body: ZSitePassword, response: { 200: ZWebsite } },
      config: { rateLimit: hostWriteLimit(ctx, PASSWORD_CHANGES_PER_ADDRESS) },
      onRequest: perWedding,
      preHandler: ofWedding,
    },
    async (request, reply) => {
      markPrivate(reply);
      return service.setSitePassword(ctx, hostWedding(request), request.body.password);
    },
  );

  r.put(
    "/api/website/sections/:id",
    { schema: { params: ZId, body: ZSectionUpdate, response: { 200: ZHostSection } }, ...limited, preHandler: ofSection },
    async (request, reply) => {
      markPrivate(reply);
      return service.updateSection(ctx, hostWedding(request), request.params.id, request.body);
    },
  );
}
