import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";

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

/**
 * Host writes (wedding edits, questions, host-entered responses): anyone can create a wedding,
 * so a host key bounds nothing by itself (DESIGN.md section 3). Per client address, per minute,
 * through the same plugin (and the same 429 body) as `publicWriteLimit`.
 */
export function hostWriteLimit(ctx: AppContext, max: number): { max: number; timeWindow: string } | false {
  return ctx.config.rateLimit ? { max, timeWindow: "1 minute" } : false;
}

/**
 * A second limit keyed by the wedding the route names (`:id`), whoever calls: many addresses
 * sharing one host key cannot write to one wedding faster than this. The plugin runs only one
 * route-config limit per request, so this one is an `onRequest` hook built with its
 * `createRateLimit`. `max` is per minute.
 */
export function perWeddingWriteLimit(app: FastifyInstance, ctx: AppContext, max: number) {
  if (!ctx.config.rateLimit) return [];
  const check = app.createRateLimit({
    max,
    timeWindow: "1 minute",
    keyGenerator: (request) => `wedding:${String((request.params as { id?: unknown }).id ?? "").toLowerCase()}`,
  });
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new AppError("rate_limited", `Too many changes to this wedding; please wait ${result.ttlInSeconds} seconds and try again`);
      }
    },
  ];
}
