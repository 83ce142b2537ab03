import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { OWNER, type AccessRole, type Actor } from "../../contract/access";
import type { WeddingRow } from "../db/schema";
import { AppError, notFound } from "../errors";
import { HostKeyRefused, keyOpens, presentedCredential } from "./host-auth";
import { countsAfterAccess } from "./rate-limits";

declare module "fastify" {
  interface FastifyRequest {
    /** The wedding a host route acts on, resolved and checked by `hostAccess` before the handler runs. */
    hostWedding: WeddingRow | null;
    /** Who is calling it: the owner (host key) or an access link; resolved with the wedding. */
    hostActor: Actor | null;
    /** What a host route's request named that does not exist: answered 404 once its body has been validated. */
    hostMissing: string | null;
  }
  interface FastifyInstance {
    /** Every host route (method and URL pattern), as registered: the route table's test reads it. */
    hostRoutes: string[];
  }
}

/**
 * What the hook needs of the access feature (features/access, handed in by app.ts so this shared
 * plugin imports no feature): a link by its secret, and the one table of roles per route.
 */
export interface LinkAccess {
  /** The link a secret opens on this wedding; throws `HostKeyRefused` for none, a 403 for a revoked or expired one. */
  resolveLink(weddingId: string, secret: string): Promise<Actor & { kind: "link" }>;
  /** The roles a route opens to; undefined when the route is missing from the table (the owner alone). */
  rolesOfRoute(method: string, url: string): readonly AccessRole[] | undefined;
}

const HOST_ACCESS = Symbol("hostAccess");
type HostAccessHook = ((request: FastifyRequest) => Promise<void>) & { [HOST_ACCESS]?: true };

const linkAccessOf = new WeakMap<FastifyInstance, LinkAccess>();

/** A thing named that does not exist is a 404 after the schema's 400, as it always was. */
async function refuseMissing(request: FastifyRequest): Promise<void> {
  if (request.hostMissing) throw notFound(request.hostMissing);
}

/**
 * Host routes are decided before their body is validated: `hostAccess` hooks a route names as its
 * preHandler move to the end of its preValidation, so a caller without access learns nothing of
 * the route's schema (a refusal is a 401 or 403 whatever it sent) and every route × role answer
 * is the hook's alone. The host-key guard (host-key-guard.ts) runs before it, at preValidation too.
 */
export function registerHostAccess(app: FastifyInstance, links: LinkAccess) {
  app.decorateRequest("hostWedding", null);
  app.decorateRequest("hostActor", null);
  app.decorateRequest("hostMissing", null);
  const hostRoutes: string[] = [];
  app.decorate("hostRoutes", hostRoutes);
  linkAccessOf.set(app, links);
  app.addHook("onRoute", (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const hooks = preHandlers.filter((hook) => (hook as HostAccessHook)[HOST_ACCESS]);
    if (hooks.length === 0) return;
    // A wedding's write allowance is spent only by callers it let in (plugins/rate-limits.ts).
    const onRequest = [route.onRequest ?? []].flat();
    const preValidation = [route.preValidation ?? []].flat();
    const limits = [...onRequest, ...preValidation].filter(countsAfterAccess);
    route.onRequest = onRequest.filter((hook) => !limits.includes(hook));
    route.preHandler = [refuseMissing, ...preHandlers.filter((hook) => !hooks.includes(hook))];
    route.preValidation = [...preValidation.filter((hook) => !limits.includes(hook)), ...hooks, ...limits];
    for (const method of [route.method].flat()) if (method !== "HEAD") hostRoutes.push(`${method} ${route.url}`);
  });
}

/**
 * Host access is decided here, once, before the handler (docs/architecture.md): the route
 * names how to find the wedding its request touches (by the wedding's id or code, or by the
 * response, question or upload it names), and the hook loads it (404), resolves the caller
 * (the owner by the host key, or an access link by its secret: 401 without either, 403 for
 * another wedding's, 429 after too many wrong ones), checks the caller's role against the
 * route table (features/access/route-roles.ts: 403 for a role the route does not open to) and
 * hands the wedding and the caller to the handler. Services take those and never see the request.
 *
 * A resolver returning `null` means the route needs no wedding for this request (a photo
 * uploaded for a wedding not yet created); `undefined` means the thing named does not exist.
 */
export function hostAccess(resolve: (request: FastifyRequest) => Promise<WeddingRow | null | undefined>, what = "Wedding") {
  const hook: HostAccessHook = async (request: FastifyRequest): Promise<void> => {
    const wedding = await resolve(request);
    if (wedding === null) return;
    // Nothing to check a key against: the route's schema speaks first (a missing or malformed
    // id in a body is a 400), then `refuseMissing` answers 404.
    if (!wedding) {
      request.hostMissing = what;
      return;
    }
    const actor = await resolveActor(request, wedding);
    if (actor.kind === "link") {
      const { method, url } = request.routeOptions;
      const roles = linkAccessOf.get(request.server)?.rolesOfRoute(method as string, url ?? "") ?? [];
      if (!roles.includes(actor.role)) {
        throw new AppError("forbidden", `This access link is for a ${actor.role}, who cannot do this; the couple can give you a link with more rights`);
      }
    }
    request.hostWedding = wedding;
    request.hostActor = actor;
  };
  hook[HOST_ACCESS] = true;
  return hook;
}

async function resolveActor(request: FastifyRequest, wedding: WeddingRow): Promise<Actor> {
  const credential = presentedCredential(request, wedding.uniqueCode);
  if (!credential) throw new AppError("unauthorized", "This page needs the wedding's host key or an access link");
  // The host cookie holds the host key, the access cookie a link's secret; a bearer may be either.
  if (credential.via !== "access-cookie" && keyOpens(credential.secret, wedding)) return OWNER;
  if (credential.via === "host-cookie") throw new HostKeyRefused();
  const links = linkAccessOf.get(request.server);
  if (!links) throw new HostKeyRefused();
  return links.resolveLink(wedding.id, credential.secret);
}

/** The wedding `hostAccess` resolved for this request. */
export function hostWedding(request: FastifyRequest): WeddingRow {
  if (!request.hostWedding) throw new Error(`${request.routeOptions.url}: a host route without the hostAccess hook`);
  return request.hostWedding;
}

/** Who called the host route (the owner or an access link), as `hostAccess` resolved it. */
export function hostActor(request: FastifyRequest): Actor {
  if (!request.hostActor) throw new Error(`${request.routeOptions.url}: a host route without the hostAccess hook`);
  return request.hostActor;
}

/**
 * A route parameter or body field for a resolver. The hook runs before the route's schema
 * (see `registerHostAccess`), so the values are as sent: a missing or non-string one names nothing.
 */
export function routeParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

export function bodyField(request: FastifyRequest, name: string): string | undefined {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value.trim() : undefined;
}
