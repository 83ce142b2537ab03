import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { chooseGuestLocale, requestedLocale } from "../../../contract/guest-locale";
import { LOCALE_CODES, negotiateLocale, type Locale } from "../../../contract/locales";
import { photoSrcSet } from "../../../contract/photos";
import { GUEST_SCREENS, NOT_FOUND_SCREEN, SCREENS, type ScreenName } from "../../../contract/screens";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { LANDING_FONTS } from "../../../contract/theme-fonts";
import { linkOrigin } from "../../plugins/link-origin";
import { fillTemplate, fontPreloadLinks, preloadLinks } from "./html";
import { chunkFiles, fontFiles, readManifest } from "./manifest";
import { findGuestView, guestPageParts, lockedPageParts } from "./service";
import { siteOpenTo } from "../../plugins/site-lock";
import { loadGuestLocales } from "./prerender";

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
      // Serves the .br/.gz that the build writes beside each asset (vite.config.ts), by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "public, max-age=300");
      },
    });
  }
  const indexHtml = built ? fs.readFileSync(indexFile, "utf8") : undefined;

  // Guest pages arrive with their data, link-preview tags and the route's chunk preloaded (docs/design.md section 6).
  const manifest = built ? readManifest(root) : undefined;
  // The language's catalogue chunks are preloaded beside the route's, so the app's first render
  // waits on no further round trip and never flashes English (docs/decisions/0017-guest-languages.md).
  const catalogueFiles = (locale: Locale) =>
    manifest ? [`src/locales/guest/${locale}.ts`, `src/locales/calendar/${locale}.ts`].flatMap((key) => chunkFiles(manifest, key).js) : [];
  // Every other screen's shell names its route's chunks too, so they download beside the
  // entry instead of after it has run (about 150 ms sooner on the responses page).
  const shells = new Map<string, string>();
  // Only the pages set in the self-hosted fonts preload them (docs/decisions/0016-typography-and-themes.md): never the couple's screens.
  const fonts = manifest ? fontFiles(manifest) : {};
  if (indexHtml) {
    for (const route of new Set<ScreenName>([...APP_ROUTES.map(([, route]) => route), NOT_FOUND_SCREEN])) {
      const files = manifest ? chunkFiles(manifest, `src/web/routes/${route}.tsx`) : { js: [], css: [] };
      // So are the top bar (its own chunk, src/web/app.tsx), the English catalogue the app activates before its first render,
      // and the chunk that routes and loads every screen but the guest pages (src/web/lib/couple-screens.ts), which the route's chunk waits on.
      if (manifest) {
        files.js.push(...chunkFiles(manifest, "src/web/components/top-bar.tsx").js, ...catalogueFiles("en"));
        files.js.push(...chunkFiles(manifest, "src/web/lib/couple-screens.ts").js);
      }
      const fontLinks = route === "landing" ? fontPreloadLinks(LANDING_FONTS.flatMap((font) => fonts[font] ?? [])) : [];
      shells.set(route, fillTemplate(indexHtml, { head: [...preloadLinks(files), ...fontLinks].join("\n    ") }));
    }
  }

  const sendIndex = (reply: FastifyReply, status = 200, route: ScreenName = NOT_FOUND_SCREEN) => {
    if (!indexHtml) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build` (npm start does this).");
    }
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(shells.get(route) ?? indexHtml);
  };
  // Every language's guest catalogue, in memory for the synchronous pre-render (a few KB each).
  await loadGuestLocales();
  for (const { name: page, path: pattern } of GUEST_SCREENS) {
    const route = manifest ? chunkFiles(manifest, `src/web/routes/${page}.tsx`) : { js: [], css: [] };
    app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(pattern, { schema: { hide: true }, ...COMPRESSED }, async (request, reply) => {
      if (!indexHtml) return sendIndex(reply);
      const code = request.params.code;
      const view = await findGuestView(ctx, code);
      const origin = linkOrigin(ctx, request);
      const acceptLanguage = request.headers["accept-language"];
      // No wedding, no offered list: the "not found" page speaks the browser's language if it can.
      const locale = view
        ? chooseGuestLocale(view.wedding, requestedLocale(request.url.split("?")[1] ?? ""), acceptLanguage)
        : negotiateLocale(acceptLanguage, LOCALE_CODES, "en");
      const preload = { js: [...route.js, ...catalogueFiles(locale)], css: route.css };
      // A site with a password, for a reader without it: the couple's names and the form (decision 0045).
      const locked = view && !(await siteOpenTo(ctx, view, request));
      const problem = lockProblem(request.url);
      const parts = locked
        ? lockedPageParts({ page, code, preload, locale, wedding: view.wedding, ...(problem ? { problem } : {}) })
        : guestPageParts({ page, code, view, origin, preload, fonts, locale, srcSet: (url) => photoSrcSet(url) });
      const html = fillTemplate(indexHtml, parts);
      // A few KB, compressed per request in well under a millisecond: worth it on a slow phone link.
      // The language follows Accept-Language (and ?lang=, which is in the URL): a cache must key on it.
      return varyOnEncoding(reply)
        .header("vary", "accept-encoding, accept-language")
        .status(view ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(html);
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
    const route = appRoute(url.split("?")[0] ?? "");
    return sendIndex(reply, route ? 200 : 404, route ?? NOT_FOUND_SCREEN);
  });
}

/** The unlock form's outcome, which the server sends back in the query (features/website/unlock-routes.ts). */
function lockProblem(url: string): "wrong" | "limit" | undefined {
  const value = new URLSearchParams(url.split("?")[1] ?? "").get("password");
  return value === "wrong" || value === "limit" ? value : undefined;
}

// The web app's other screens (src/contract/screens.ts), matched as before: case-sensitive, an
// optional trailing slash. The guest screens have their own routes above; any other path is the 404 page.
const APP_ROUTES: ReadonlyArray<readonly [RegExp, ScreenName]> = SCREENS.filter((screen) => !screen.guest).map((screen) => [
  new RegExp(`^${screen.path.replace(/\/$/, "").replace(/:[^/]+/g, "[^/]+")}/?$`),
  screen.name,
]);

function appRoute(path: string): ScreenName | undefined {
  return APP_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
}
