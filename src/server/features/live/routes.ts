import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { presentedCredential } from "../../plugins/host-auth";
import { hashSecret } from "../../secrets";
import { findWedding } from "../weddings";
import { LiveHub, type LiveLimits } from "./hub";

/**
 * GET /api/responses/{code}/events: server-sent events for the couple's screens (responses,
 * guest list, Outbox). Each event names what changed; the page refetches. Browsers reconnect by themselves
 * (EventSource), and the first message after a reconnect is a `resync`.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext, limits?: LiveLimits) {
  const hub = new LiveHub(ctx, limits);
  app.decorate("liveHub", hub);
  app.addHook("preClose", async () => hub.close());

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/responses/:code/events",
      { schema: { params: z.object({ code: z.string().max(64) }) }, preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "code"))) },
      async (request, reply) => {
        const wedding = hostWedding(request);
        const actor = hostActor(request);
        const stream = {
          weddingId: wedding.id,
          address: request.ip,
          // The host-access hook passed, so a key or a link's secret was presented.
          keyHash: hashSecret(presentedCredential(request, wedding.uniqueCode)?.secret ?? ""),
          ...(actor.kind === "link" ? { linkId: actor.id, expiresAt: actor.expiresAt } : {}),
          res: reply.raw,
          headers: reply.getHeaders() as Record<string, string>,
        };
        hub.admit(stream.weddingId, stream.address);
        reply.hijack();
        hub.open(stream);
      },
    );
}

declare module "fastify" {
  interface FastifyInstance {
    /** The instance's live streams (tests and benchmarks read its size). */
    liveHub: LiveHub;
  }
}
