import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";
import type { AppContext } from "../context";
import { photoPublicOrigin } from "../features/photos";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Powerful features the app never uses, denied to it and to anything it could ever embed.
 * Only names Chromium knows: an unknown one is a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * With S3 the browser loads photos from the bucket's public origin and PUTs uploads to it
 * (presigned); the SDK may also sign against the endpoint itself. Nothing else is allowed.
 */
function photoOrigins(s3: Config["s3"]): { images: string[]; uploads: string[] } {
  if (!s3) return { images: [], uploads: [] };
  const bucket = photoPublicOrigin(s3);
  const endpoint = s3.endpoint ? new URL(s3.endpoint).origin : bucket;
  return { images: [bucket], uploads: [...new Set([bucket, endpoint])] };
}

function helmetOptions(ctx: AppContext): Readonly<HelmetOptions> {
  const photos = photoOrigins(ctx.config.s3);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script: the invitation data rides in a non-executable JSON script tag.
        scriptSrc: ["'self'"],
        // React and Radix set style attributes; Tailwind ships as a file.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Our own photos (local store) or the bucket's; blob: for the upload preview. A couple's
        // page never loads an image from anywhere else, so none can track its guests.
        imgSrc: ["'self'", "data:", "blob:", ...photos.images],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...photos.uploads],
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
 *
 * HSTS only where HTTPS is certain: always when PUBLIC_URL is https, else per request when a
 * trusted proxy says the request came over HTTPS (X-Forwarded-Proto). Sent over plain http
 * on a laptop it would be ignored anyway; sent on a guess it could lock guests out of a
 * deployment that has no certificate.
 */
export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  const alwaysHttps = ctx.config.publicUrl?.startsWith("https:") ?? false;
  const headers: Record<string, string> = { ...securityHeaders(helmetOptions(ctx)), "permissions-policy": PERMISSIONS_POLICY };
  if (alwaysHttps) headers["strict-transport-security"] = HSTS;
  // Without a trusted proxy, request.protocol is only ever http here (we serve no TLS ourselves).
  const httpsPerRequest = !alwaysHttps && ctx.config.trustProxy !== false;
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (httpsPerRequest && request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
