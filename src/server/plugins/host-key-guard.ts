import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { HostKeyRefused } from "./host-auth";

/** Wrong host keys one address may try, on all host routes together, per window. */
export const HOST_KEY_FAILURES = 20;
const HOST_KEY_WINDOW_MS = 10 * 60_000;

const counterKey = (request: FastifyRequest) => `host-key-failures:${request.ip}`;

/**
 * Whether the request brings a host key or an access link's secret to be checked: a bearer, a
 * host or access cookie, or a session body's key or secret (docs/decisions/0043-access-links.md).
 */
function presentsHostKey(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  for (const name of Object.keys(request.cookies ?? {})) if (name.startsWith("host_") || name.startsWith("access_")) return true;
  const body = request.body as { hostKey?: unknown; secret?: unknown } | undefined;
  return typeof body === "object" && body !== null && ("hostKey" in body || "secret" in body);
}

/**
 * Guessing host keys (decision 0002): every wrong key (403) on any host route counts against
 * the client's address; past HOST_KEY_FAILURES in the window, that address gets 429 on every
 * request that brings a host key, before any key is checked, the right one included, until the
 * window ends. A right key after a typo is not let through: it would keep guessing open.
 * Counted in ctx.counters, so with PostgreSQL the limit holds across instances.
 */
export function registerHostKeyGuard(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.rateLimit) return;

  // preValidation: after the body is parsed (POST /api/host/session carries its key there), before
  // the host-access hook, which runs at the end of a host route's preValidation (host-access.ts).
  app.addHook("preValidation", async (request, reply) => {
    if (!presentsHostKey(request)) return;
    const { count, resetAt } = await ctx.counters.read(counterKey(request));
    if (count < HOST_KEY_FAILURES) return;
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    reply.header("retry-after", String(seconds));
    throw new AppError(
      "rate_limited",
      `Too many wrong host keys from this address: host keys are not checked from it for ${Math.ceil(seconds / 60)} minutes, even the right one. Please wait and try again.`,
    );
  });

  app.addHook("onError", async (request, _reply, error) => {
    if (error instanceof HostKeyRefused) await ctx.counters.incr(counterKey(request), HOST_KEY_WINDOW_MS, HOST_KEY_FAILURES);
  });
}
