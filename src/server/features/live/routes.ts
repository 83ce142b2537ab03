import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { keyOpens, presentedKey } from "../../plugins/host-auth";
import { findWeddingById } from "../weddings/repository";
import { requireHostWedding } from "../weddings/service";
import type { ChangeEvent } from "../../db/change-feed";

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/responses/{code}/events: server-sent events for the host's responses page.
 * Each event names what changed; the page refetches. Browsers reconnect by themselves
 * (EventSource), and the first message after a reconnect is a `resync`.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<() => void>();
  // SSE connections never go idle: end them so a graceful shutdown does not wait on them.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/responses/:code/events",
    { schema: { params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const wedding = await requireHostWedding(ctx, request, request.params.code);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        connection: "keep-alive",
        // Proxies (nginx) must pass events through as they come.
        "x-accel-buffering": "no",
      });
      const send = (event: ChangeEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      res.write("retry: 2000\n\n");
      send({ type: "resync", weddingId: "*" });

      const key = presentedKey(request, wedding.uniqueCode);
      const unsubscribe = ctx.feed.subscribe((event) => {
        if (event.weddingId === wedding.id || event.type === "resync") send(event);
        if (event.type === "wedding.changed" && event.weddingId === wedding.id) void closeIfKeyReplaced();
      });
      // A replaced host key ends the streams it opened: the page reconnects, gets 403, asks for the key.
      const closeIfKeyReplaced = async () => {
        const current = await findWeddingById(ctx.db, wedding.id).catch(() => wedding);
        if (!current || !keyOpens(key, current)) end();
      };
      const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on("close", end);
    },
  );
}
