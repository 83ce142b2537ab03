import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export async function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  const uploadOrigins = ctx.config.s3?.endpoint ? [new URL(ctx.config.s3.endpoint).origin] : [];
  await app.register(helmet, {
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
  });
}
