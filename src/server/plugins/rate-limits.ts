import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

/**
 * Public writes (RSVP submit, wedding creation, host-key attempts, AI) are limited per
 * client address; reads are not. `max` is per minute.
 */
export function publicWriteLimit(ctx: AppContext, max: number) {
  return ctx.config.rateLimit ? { max, timeWindow: "1 minute" } : false;
}

export async function registerRateLimits(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
    }),
  });
}
