import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WeddingRow } from "../db/schema";
import { notFound } from "../errors";
import { authorizeHost } from "./host-auth";

declare module "fastify" {
  interface FastifyRequest {
    /** The wedding a host route acts on, resolved and checked by `hostAccess` before the handler runs. */
    hostWedding: WeddingRow | null;
  }
}

export function registerHostAccess(app: FastifyInstance) {
  app.decorateRequest("hostWedding", null);
}

/**
 * Host access is decided here, once, before the handler (docs/architecture.md): the route
 * names how to find the wedding its request touches (by the wedding's id or code, or by the
 * response, question or upload it names), and the hook loads it (404), checks the host key
 * (401 without one, 403 for another wedding's, 429 after too many wrong ones) and hands the
 * wedding to the handler. Services take that wedding and never see the request.
 *
 * A resolver returning `null` means the route needs no wedding for this request (a photo
 * uploaded for a wedding not yet created); `undefined` means the thing named does not exist.
 */
export function hostAccess(resolve: (request: FastifyRequest) => Promise<WeddingRow | null | undefined>, what = "Wedding") {
  return async (request: FastifyRequest): Promise<void> => {
    const wedding = await resolve(request);
    if (wedding === null) return;
    if (!wedding) throw notFound(what);
    authorizeHost(request, wedding);
    request.hostWedding = wedding;
  };
}

/** The wedding `hostAccess` resolved for this request. */
export function hostWedding(request: FastifyRequest): WeddingRow {
  if (!request.hostWedding) throw new Error(`${request.routeOptions.url}: a host route without the hostAccess hook`);
  return request.hostWedding;
}

/**
 * A route parameter or body field for a resolver. The route's schema validated both before any
 * preHandler runs, so the shape is known; the hook is shared by routes of different shapes.
 */
export function routeParam(request: FastifyRequest, name: string): string {
  return String((request.params as Record<string, unknown>)[name]);
}

export function bodyField(request: FastifyRequest, name: string): string | undefined {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}
