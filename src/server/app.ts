import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/connect";
import { registerExportRoutes } from "./features/exports/routes";
import { registerHostRoutes } from "./features/host/routes";
import { registerLiveRoutes } from "./features/live/routes";
import { registerPhotoRoutes } from "./features/photos/routes";
import { registerPageRoutes } from "./features/pages/routes";
import { registerQuestionRoutes } from "./features/questions/routes";
import { registerResponseRoutes } from "./features/responses/routes";
import { registerSuggestionRoutes } from "./features/suggestions/routes";
import { PublicWeddingCache } from "./features/weddings/public-cache";
import { registerWeddingRoutes } from "./features/weddings/routes";
import { handleFrameworkError, registerErrorHandler } from "./plugins/errors";
import { registerJsonBodyParser } from "./plugins/json-body";
import { MemoryCounterStore } from "./plugins/counter-store";
import { registerHostKeyGuard } from "./plugins/host-key-guard";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerSameOriginWrites } from "./plugins/same-origin";
import { SharedCounterStore } from "./plugins/shared-counter-store";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { trustProxyOption } from "./plugins/trust-proxy";

export const BODY_LIMIT = 1_048_576;

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
}

/** Builds the whole app on a connected database; listening and shutdown are main.ts's business. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  });
  for (const warning of config.warnings) app.log.warn(warning);
  const cache = new PublicWeddingCache();
  const feed = database.createFeed((message) => app.log.warn(message));
  const counters = database.kind === "postgres" ? new SharedCounterStore(database.db) : new MemoryCounterStore();
  const ctx: AppContext = { config, database, db: database.db, cache, feed, counters };
  // Another instance's write reaches this instance's cache through the feed.
  const unsubscribe = feed.subscribe((event) => {
    if (event.type === "wedding.changed") cache.invalidate({ id: event.weddingId, uniqueCode: event.uniqueCode });
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
  registerJsonBodyParser(app);
  await app.register(cookie);
  registerSecurityHeaders(app, ctx);
  registerSameOriginWrites(app, ctx);
  await registerRateLimits(app, ctx);
  registerHostKeyGuard(app, ctx);
  await app.register(swagger, {
    openapi: { info: { title: "Wedding RSVP API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch {
      return reply.status(503).send({ error: { code: "unavailable", message: "The database is not reachable" } });
    }
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  registerWeddingRoutes(app, ctx);
  registerQuestionRoutes(app, ctx);
  registerResponseRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerHostRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  registerPhotoRoutes(app, ctx);
  await registerPageRoutes(app, ctx);
  return app;
}
