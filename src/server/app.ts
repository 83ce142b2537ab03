import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../contract/errors";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/connect";
import { linkAccess } from "./features/access";
import { ACTIVITY_BOUND, registerActivityLog, registerActivityRoutes } from "./features/activity";
import { registerAccessRoutes } from "./features/access/routes";
import { registerEraseRoutes } from "./features/erase/routes";
import { registerTrashRoutes, trashParties, trashQuestions } from "./features/trash";
import { registerEventRoutes } from "./features/events/routes";
import { registerWebsiteRoutes } from "./features/website/routes";
import { seatingPublicFlags } from "./features/seating";
import { registerSeatingRoutes } from "./features/seating/routes";
import { registerCheckInRoutes } from "./features/check-in/routes";
import { registerAddressRoutes } from "./features/addresses/routes";
import { registerGiftRoutes } from "./features/gifts/routes";
import { registerAddressExportRoutes } from "./features/exports/address-routes";
import { registerExportRoutes } from "./features/exports/routes";
import { registerGuestListRoutes } from "./features/guest-list/routes";
import { registerLinkRoutes } from "./features/responses/party-reply/link-routes";
import { registerHostRoutes } from "./features/host/routes";
import { registerLookupRoutes } from "./features/lookup/routes";
import { startPartySuggestions } from "./features/lookup/suggest-party";
import { LIVE_LIMITS, type LiveLimits } from "./features/live/hub";
import { startOutboxWorker } from "./features/mail/outbox-worker";
import { registerMailRoutes } from "./features/mail/routes";
import { registerLiveRoutes } from "./features/live/routes";
import { startMailJobs } from "./features/mail/mail-jobs";
import { registerMailSettingsRoutes } from "./features/mail/settings-routes";
import { registerSendByHandRoutes } from "./features/send-by-hand/routes";
import { registerMailLinkRoutes } from "./features/mail/stop-routes";
import { registerPhotoRoutes } from "./features/photos/routes";
import { registerPageRoutes } from "./features/pages/routes";
import { registerQuestionRoutes } from "./features/questions/routes";
import { registerResponseRoutes } from "./features/responses/routes";
import { registerSuggestionRoutes } from "./features/suggestions/routes";
import { PublicWeddingCache } from "./features/weddings/public-cache";
import { registerWeddingRoutes } from "./features/weddings/routes";
import { registerCompression } from "./plugins/compression";
import { handleFrameworkError, registerErrorHandler } from "./plugins/errors";
import { registerHostAccess } from "./plugins/host-access";
import { registerJsonBodyParser } from "./plugins/json-body";
import { MemoryCounterStore } from "./plugins/counter-store";
import { registerHostKeyGuard } from "./plugins/host-key-guard";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerSameOriginWrites } from "./plugins/same-origin";
import { SharedCounterStore } from "./plugins/shared-counter-store";
import { registerSlowClientGuards } from "./plugins/slow-clients";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { trustProxyOption } from "./plugins/trust-proxy";

const BODY_LIMIT = 1_048_576;

/**
 * How long a client may take, and how many may connect. Without these Node waits forever
 * on a slow body (a few clients trickling bytes hold connections indefinitely).
 */
interface ServerLimits {
  /** Receiving a whole request, body included: a 10 MB photo over a ~1 Mbit/s phone link fits. */
  requestTimeoutMs: number;
  /**
   * Delivering a body once its headers are in, per MiB of the route's body limit (at least one):
   * a JSON route (1 MB) 15 s, the guest-list import (4 MB) 60 s; never past `requestTimeoutMs`
   * (plugins/slow-clients.ts).
   */
  bodyTimeoutPerMibMs: number;
  /** Receiving the request line and headers. */
  headersTimeoutMs: number;
  /** A connection with no traffic either way; live streams send a heartbeat well within it. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the request and headers deadlines, and we check the body deadlines. */
  timeoutCheckIntervalMs: number;
  /** Open connections; live streams are capped far below (features/live/hub.ts). */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 120_000,
  bodyTimeoutPerMibMs: 15_000,
  headersTimeoutMs: 15_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 5_000,
  maxConnections: 10_000,
};

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Tests only: where the log lines go (the access links' test reads every line for a secret). */
  logStream?: { write(line: string): void };
  /** Tests and benchmarks shrink the timeouts or raise the stream caps. */
  limits?: { server?: Partial<ServerLimits>; live?: Partial<LiveLimits>; /** Rows a wedding's activity log keeps. */ activity?: number };
}

/** Builds the whole app on a connected database; listening and shutdown are main.ts's business. */
export async function buildApp({ config, database, logger, logStream, limits }: BuildOptions): Promise<FastifyInstance> {
  const server = { ...SERVER_LIMITS, ...limits?.server };
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    requestTimeout: server.requestTimeoutMs,
    connectionTimeout: server.connectionTimeoutMs,
    keepAliveTimeout: server.keepAliveTimeoutMs,
    http: { headersTimeout: server.headersTimeoutMs, connectionsCheckingInterval: server.timeoutCheckIntervalMs },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  });
  for (const warning of config.warnings) app.log.warn(warning);
  // Past the cap Node drops new connections at once rather than queueing them.
  app.server.maxConnections = server.maxConnections;
  registerSlowClientGuards(app, {
    maxPerAddress: config.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
    bodyTimeoutPerMibMs: server.bodyTimeoutPerMibMs,
    requestTimeoutMs: server.requestTimeoutMs,
    bodyLimit: BODY_LIMIT,
    checkEveryMs: server.timeoutCheckIntervalMs,
  });
  const cache = new PublicWeddingCache();
  const feed = database.createFeed((message) => app.log.warn(message));
  const counters = database.kind === "postgres" ? new SharedCounterStore(database.db) : new MemoryCounterStore();
  const ctx: AppContext = { config, database, db: database.db, cache, feed, counters, publicWeddingFlags: seatingPublicFlags, trashParties, trashQuestions };
  // Another instance's write reaches this instance's cache through the feed.
  const unsubscribe = feed.subscribe((event) => {
    if (event.type === "wedding.changed") cache.invalidate({ id: event.weddingId, uniqueCode: event.uniqueCode });
    else if (event.type === "wedding.erased") counters.forgetNaming([event.weddingId, event.uniqueCode]);
    else if (event.type === "resync") cache.clear();
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await feed.close();
    await counters.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHostAccess(app, linkAccess(ctx));
  // Its onSend hook before compression's, so it reads a created record's id from the plain JSON.
  const activityBound = limits?.activity ?? ACTIVITY_BOUND;
  registerActivityLog(app, ctx, activityBound);
  registerJsonBodyParser(app);
  await app.register(cookie);
  registerSecurityHeaders(app, ctx);
  registerSameOriginWrites(app, ctx);
  await registerRateLimits(app, ctx);
  registerHostKeyGuard(app, ctx);
  // Before the routes: the plugin attaches itself to the routes that ask for it as they are added.
  await registerCompression(app);
  await app.register(swagger, {
    openapi: { info: { title: "Wedding RSVP API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/healthz", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({ status: "ok" as const }));
  r.get(
    "/readyz",
    { schema: { response: { 200: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }), 503: ZErrorBody } } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: "ready" as const, database: database.kind };
      } catch {
        return reply.status(503).send({ error: { code: "unavailable", message: "The database is not reachable" } });
      }
    },
  );
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  registerWeddingRoutes(app, ctx);
  registerQuestionRoutes(app, ctx);
  registerResponseRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerGuestListRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerHostRoutes(app, ctx);
  registerLiveRoutes(app, ctx, { ...LIVE_LIMITS, ...limits?.live });
  registerSuggestionRoutes(app, ctx);
  registerPhotoRoutes(app, ctx);
  registerLookupRoutes(app, ctx);
  registerMailRoutes(app, ctx);
  registerMailSettingsRoutes(app, ctx);
  registerSendByHandRoutes(app, ctx);
  registerMailLinkRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerWebsiteRoutes(app, ctx);
  registerSeatingRoutes(app, ctx);
  registerCheckInRoutes(app, ctx);
  registerAccessRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerGiftRoutes(app, ctx);
  registerAddressExportRoutes(app, ctx);
  registerEraseRoutes(app, ctx);
  registerTrashRoutes(app, ctx);
  registerActivityRoutes(app, ctx, activityBound);
  const stopMailJobs = startMailJobs(ctx);
  app.addHook("onClose", async () => stopMailJobs());
  const stopSuggestions = startPartySuggestions(ctx);
  app.addHook("onClose", async () => stopSuggestions());
  // Delivers the outbox (docs/decisions/0013); not started without SMTP_URL or with MAIL_SENDING=off.
  const mailWorker = startOutboxWorker(ctx, (message) => app.log.warn(message));
  app.addHook("onClose", async () => mailWorker?.stop());
  await registerPageRoutes(app, ctx);
  return app;
}
