import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { CounterStore } from "./counter-store";

/**
 * Public writes (RSVP submit, wedding creation, host-key attempts, AI) are limited per
 * client address; reads are not. `max` is per minute.
 */
export function publicWriteLimit(ctx: AppContext, max: number) {
  return ctx.config.rateLimit ? { max, timeWindow: "1 minute" } : false;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteLimit {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store interface over the app's counters, so that with PostgreSQL every
 * instance counts against the same limit (plugins/shared-counter-store.ts). Each limited route
 * counts under its own name.
 */
function counterStoreFor(counters: CounterStore) {
  return class RateLimitCounterStore {
    private readonly prefix: string;
    // The plugin hands the merged route options (its types say RouteOptions); only these two matter.
    constructor(options: object = {}) {
      const limit = options as RouteLimit;
      const { method, url } = limit.routeInfo ?? {};
      this.prefix = limit.groupId ?? (url ? `${[method].flat().join(",")} ${url}` : "global");
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.incr(`rate:${this.prefix}:${key}`, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: Math.max(0, state.resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }
    child(options: object) {
      return new RateLimitCounterStore(options);
    }
  };
}

export async function registerRateLimits(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    store: counterStoreFor(ctx.counters),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
    }),
  });
}
