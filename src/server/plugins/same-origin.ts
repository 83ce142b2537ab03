import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface WriteOrigin {
  /** The Sec-Fetch-Site header, which browsers set and pages cannot. */
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** PUBLIC_URL's origin, when configured. */
  publicOrigin: string | undefined;
  /** The host this request was addressed to (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string;
}

/**
 * Whether a browser sent this write from another site's page. The host cookie is SameSite=Lax,
 * yet a cross-site form or a no-cors fetch (text/plain, or no body at all, as
 * `POST /api/weddings/{id}/host-key` needs) still carries it from a sibling subdomain or a
 * same-site page, and nothing else would stop such a request. Modern browsers say where a
 * request comes from in Sec-Fetch-Site; older ones send Origin. A request with neither is not
 * a browser's cross-site request (curl, a server using a Bearer key), so it passes: the host
 * key, not the origin, is what protects those.
 */
export function isCrossSiteWrite({ secFetchSite, origin, publicOrigin, host }: WriteOrigin): boolean {
  if (secFetchSite !== undefined) return secFetchSite !== "same-origin" && secFetchSite !== "none";
  if (origin === undefined) return false;
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return true; // "null" (a sandboxed frame, a privacy redirect) or garbage: not us.
  }
  if (publicOrigin !== undefined && sender.origin === publicOrigin) return false;
  // The scheme is not compared: behind a TLS-terminating proxy we may see http while the page was https.
  return sender.host.toLowerCase() !== host.toLowerCase();
}

/**
 * Every unsafe request, on any path, must come from our own pages or from no browser at all.
 * This includes the public guest writes (RSVP submit and edit): a page on another site has no
 * business submitting answers in a visitor's name. Checked before the body is even read.
 */
export function registerSameOriginWrites(app: FastifyInstance, ctx: AppContext) {
  const publicOrigin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : undefined;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(",") : value;
    };
    const crossSite = isCrossSiteWrite({ secFetchSite: header("sec-fetch-site"), origin: header("origin"), publicOrigin, host: request.host });
    if (!crossSite) return done();
    done(
      new AppError(
        "forbidden",
        "Changes must be sent from this site's own pages: a request from another site may not change data here (API clients: send no Origin header, and use Authorization: Bearer <host key>)",
      ),
    );
  });
}
