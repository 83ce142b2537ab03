import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { AppContext } from "../context";

function helmetOptions(ctx: AppContext): Readonly<HelmetOptions> {
  const uploadOrigins = ctx.config.s3?.endpoint ? [new URL(ctx.config.s3.endpoint).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script: the invitation data rides in a non-executable JSON script tag.
        scriptSrc: ["'self'"],
        // React and Radix set style attributes; Tailwind ships as a file.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos may live on an S3-compatible store; a local one (MinIO) may speak plain http.
        imgSrc: ["'self'", "data:", "blob:", "https:", ...uploadOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...uploadOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: false,
  };
}

/** Runs helmet once against a recording response: the headers it would set on every answer. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers on every answer. They never vary by request, so they are worked out once
 * at start-up: @fastify/helmet rebuilt helmet (re-parsing the CSP) on every request, a few
 * per cent of the server's CPU under the RSVP submit load (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  const headers = securityHeaders(helmetOptions(ctx));
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
