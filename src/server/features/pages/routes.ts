import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { photoSrcSet } from "../../../contract/photos";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { fillTemplate } from "./html";
import { chunkFiles, readManifest } from "./manifest";
import { precompressAssets } from "./precompress";
import { findGuestView, GUEST_PAGES, guestPageParts } from "./service";

/**
 * Serves the built web app: hashed assets with long cache lives, and index.html for
 * every other non-API path so the client router can show the screen (or its 404).
 */
export async function registerPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const root = ctx.config.webDistDir;
  const indexFile = path.join(root, "index.html");
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Serves the .br/.gz that precompressAssets writes beside each file, by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=300");
      },
    });
  }
  const indexHtml = built ? fs.readFileSync(indexFile, "utf8") : undefined;
  if (built) {
    app.addHook("onReady", async () => {
      precompressAssets(root).catch((error: unknown) => app.log.warn({ err: error }, "could not precompress web assets; serving them uncompressed"));
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200) => {
    if (!indexHtml) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build` (npm start does this).");
    }
    return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  };

  // Guest pages arrive with their data, link-preview tags and the route's chunk preloaded (DESIGN.md section 6).
  const manifest = built ? readManifest(root) : undefined;
  for (const page of GUEST_PAGES) {
    const preload = manifest ? chunkFiles(manifest, `src/web/routes/${page}.tsx`) : { js: [], css: [] };
    app.get<{ Params: { code: string } }>(`/${page}/:code`, { schema: { hide: true } }, async (request, reply) => {
      if (!indexHtml) return sendIndex(reply);
      const code = request.params.code;
      const view = await findGuestView(ctx, code);
      const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const html = fillTemplate(indexHtml, guestPageParts({ page, code, view, origin, preload, srcSet: (url) => photoSrcSet(url) }));
      reply.status(view ? 200 : 404).type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "accept-encoding");
      // A few KB, compressed per request in well under a millisecond: worth it on a slow phone link.
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        return reply.header("content-encoding", "gzip").send(gzipSync(html, { level: 6 }));
      }
      return reply.send(html);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith("/api/") || url === "/api" || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError("not_found", `No route ${request.method} ${url.split("?")[0]}`);
    }
    // A missing file with an extension (an old hashed asset) is a real 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(url.split("?")[0] ?? "")) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    // The app shell renders the designed 404 page; crawlers and link checkers also get the status.
    return sendIndex(reply, isAppPath(url.split("?")[0] ?? "") ? 200 : 404);
  });
}

// The web app's routes (src/web/app.tsx); any other path is its 404 page.
const APP_PATHS = [/^\/$/, /^\/admin\/?$/, /^\/responses\/?$/, /^\/(dashboard|responses)\/[^/]+\/?$/];

function isAppPath(path: string): boolean {
  return APP_PATHS.some((pattern) => pattern.test(path));
}
