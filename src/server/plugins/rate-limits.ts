import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { CounterStore } from "./counter-store";
import { AppError } from "../errors";

/**
 * Public writes (RSVP submit, wedding creation, host-key attempts, AI) are limited per
 * client address; reads are not. `max` is per minute.
 */
export function publicWriteLimit(ctx: AppContext, max: number): { max: number; timeWindow: string } | false {
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
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      counters.incr(`rate:${this.prefix}:${key}`, timeWindow, max).then(
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

/**
 * Host writes (wedding edits, questions, host-entered responses): anyone can create a wedding,
 * so a host key bounds nothing by itself (docs/design.md section 3). Per client address, per minute,
 * through the same plugin (and the same 429 body) as `publicWriteLimit`.
 */
export const hostWriteLimit = publicWriteLimit;

/**
 * A second limit keyed by the wedding the route names (`:id`), whoever calls: many addresses
 * sharing one host key cannot write to one wedding faster than this. The plugin runs only one
 * route-config limit per request, so this one is a hook built with its `createRateLimit`. `max` is
 * per minute. Named as an `onRequest` hook, it is moved behind the access decision on a host route
 * (host-access.ts): only a caller the wedding let in spends its allowance, so a stranger's refused
 * requests cannot lock the couple out of their own wedding.
 */
export function perWeddingWriteLimit(app: FastifyInstance, ctx: AppContext, max: number) {
  if (!ctx.config.rateLimit) return [];
  return [weddingLimit(app, max)];
}

/**
 * The guest-list import and its preview share a route; the body's `dryRun` says which. Each
 * counts against an allowance of its own per wedding, so a couple previewing mapping after
 * mapping never spends the imports' (docs/decisions/0030-person-identity-and-import.md). The
 * body is needed, so this runs once it is read, after the host-access hook (which moves it there)
 * and before the schema and the handler; the per-address limit has already run on the request.
 */
export function perWeddingImportLimit(app: FastifyInstance, ctx: AppContext, allowance: { imports: number; previews: number }) {
  if (!ctx.config.rateLimit) return [];
  const imports = weddingLimit(app, allowance.imports);
  const previews = weddingLimit(app, allowance.previews, "preview");
  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { dryRun?: unknown } | null | undefined;
    // Anything but a literal `true` is an import, as the schema reads it.
    await (body?.dryRun === true ? previews : imports)(request, reply);
  };
  return [Object.assign(hook, { [AFTER_ACCESS]: true })];
}

/**
 * A per-wedding limit over an hour, for a heavy host read that a couple needs a few times at most
 * (the whole archive: docs/decisions/0046-take-it-or-erase-it.md), whoever calls.
 */
export function perWeddingHourlyLimit(app: FastifyInstance, ctx: AppContext, max: number) {
  if (!ctx.config.rateLimit) return [];
  return [weddingLimit(app, max, undefined, "1 hour", "Too many downloads of this wedding's archive")];
}

/** One per-wedding counter: per route, per wedding, and per `bucket` when a route keeps two. */
function weddingLimit(app: FastifyInstance, max: number, bucket?: string, timeWindow = "1 minute", what = "Too many changes to this wedding") {
  const check = app.createRateLimit({
    max,
    timeWindow,
    // Per route as well as per wedding: the shared counter store keeps one table for every limit.
    keyGenerator: (request) =>
      `wedding:${request.method} ${request.routeOptions.url}${bucket ? `#${bucket}` : ""}:${String((request.params as { id?: unknown }).id ?? "").toLowerCase()}`,
  });
  const hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError("rate_limited", `${what}; please wait ${result.ttlInSeconds} seconds and try again`);
    }
  };
  return Object.assign(hook, { [AFTER_ACCESS]: true });
}

/** Marks a hook that counts against a wedding's allowance: host-access.ts runs it once the caller is let in. */
export const AFTER_ACCESS = Symbol("countsAfterAccess");

export const countsAfterAccess = (hook: unknown): boolean => typeof hook === "function" && AFTER_ACCESS in hook;
