import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const apiProxyTarget = process.env.API_PROXY_TARGET || `http://127.0.0.1:${process.env.PORT || 3000}`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map)$/;

/**
 * Writes .br and .gz beside each built text asset, as @fastify/static's preCompressed option
 * expects, so a phone downloads about a fifth of the bytes. Done here, once, at the highest
 * settings, rather than by the server on boot (docs/decisions/0011-compression.md).
 */
function precompressAssets(): Plugin {
  let assetsDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved: (config) => void (assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir)),
    async closeBundle() {
      const names = await fs.readdir(assetsDir).catch(() => []);
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          if (!COMPRESSIBLE.test(name)) return;
          const source = await fs.readFile(file);
          if (source.length < 1024) return;
          const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          await fs.writeFile(`${file}.br`, await brotli(source, { params: quality }));
          await fs.writeFile(`${file}.gz`, await gzip(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Compacts the guest pages' messages in the built app, as Lingui's macros would: the English
 * source text goes from the `i18n._({ id, message })` calls (every language, English included,
 * reads its words from its compiled catalogue, and a unit test checks each id is in each one), and
 * the readable ids ("invitation.replyBy") become one or two characters, their place in the
 * English catalogue, in the code; each guest catalogue becomes the list of its messages in that
 * order (a host message, not in the guest catalogue, is left as written). We write no macros because
 * the server renders these components through tsx (docs/decisions/0017-guest-languages.md).
 */
function compactMessages(): Plugin {
  let ids = new Map<string, string>();
  const short = (id: string) => ids.get(id) ?? id;
  return {
    name: "compact-messages",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      const english = await fs.readFile(path.resolve("src/locales/guest/en.po"), "utf8");
      const known = [...english.matchAll(/^msgid "([a-zA-Z]+\.[a-zA-Z.]+)"$/gm)].map((match) => match[1]!).sort();
      ids = new Map(known.map((id, index) => [id, index.toString(36)]));
    },
    transform(code, id) {
      if (/[\\/]src[\\/]locales[\\/]guest[\\/]\w+\.ts$/.test(id)) {
        // A list in the English catalogue's order rather than an object: a message's place is its short id, so no id is
        // written at all (0.5 KB gzip off each language's chunk); the pages' translator reads either (lib/small-i18n.ts).
        const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
        if (!literal) this.error(`${id}: not a compiled Lingui catalogue (npm run i18n:compile)`);
        const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
        const stray = Object.keys(messages).filter((key) => !ids.has(key));
        if (stray.length) this.error(`${id}: ${stray.join(", ")} not in the English catalogue (npm run i18n:extract)`);
        const list = [...ids.keys()].map((key) => messages[key] ?? null);
        return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(list))});`, map: null };
      }
      if (!/[\\/]src[\\/]web[\\/].*\.tsx?$/.test(id) || !code.includes("message")) return null;
      // Only the guest catalogue's ids: the couple's screens keep theirs and their English
      // (src/locales/host, loaded by src/web/features/host/host-i18n.ts), untouched.
      const compacted = code
        .replace(/\bid:\s*"([a-zA-Z]+\.[a-zA-Z.]+)",\s*message:\s*"(?:[^"\\]|\\.)*",?/g, (call: string, key: string) =>
          ids.has(key) ? `id: "${short(key)}",` : call,
        )
        .replace(/(\bid="([^"]+)")\s+message="[^"]*"/g, (element: string, attribute: string, key: string) => (ids.has(key) ? attribute : element));
      return compacted === code ? null : { code: compacted, map: null };
    },
  };
}

// The modules of the "page-kit" and "reply-kit" chunk groups below, by path under src/ ("/" matches either separator).
const pathsUnder = (paths: string[]) => new RegExp(String.raw`src[\\/](${paths.join("|").replaceAll("/", String.raw`[\\/]`)})\.tsx?$`);
const PAGE_KIT = pathsUnder([
  "web/features/invitation/(wedding-not-found|language-switch|use-wedding|guest-events|party-list|zone-note|couple-names|page-text|save-the-date-styles|wedding-photo|locked-page)",
  "web/lib/(api|use-interactive)",
  // The invitation link's token opens a site with a password on any guest page (decision 0045).
  "contract/(photos|rules/schedule-order|invitation-link)",
]);
const REPLY_KIT = pathsUnder([
  "web/features/reply-form/(question-field|radio-cards|field-messages|person-card|person-cards|adults-only-note)",
  "web/features/invitation/reply-card",
  "web/components/ui/toast-cover",
  // "Delete my reply" below either reply (decision 0046); its confirm is a chunk of its own.
  "web/features/reply-form/delete-reply-button",
  "contract/rules/(answer-problem|visibility|attendance|event-attendance|deadline|asked|reply-keys|own-reply|children-policy|accepted-events)",
  "contract/ids",
]);

/** A group's name for a module it lists, unless another chunk imports the module lazily: a dynamic entry keeps its own chunk. */
function kit(paths: RegExp, name: string, id: string, context: { getModuleInfo: (id: string) => { dynamicImporters: readonly string[] } | null }) {
  return paths.test(id) && !context.getModuleInfo(id)?.dynamicImporters.length ? name : null;
}

export default defineConfig({
  plugins: [compactMessages(), react(), tailwindcss(), precompressAssets()],
  // React 19 has useSyncExternalStore: wouter's pre-18 shim is not needed (src/web/lib/sync-external-store.ts).
  resolve: { alias: { "use-sync-external-store/shim/index.js": path.resolve("src/web/lib/sync-external-store.ts") } },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // .vite/manifest.json: the server preloads a guest page's chunk from it, bench/size.ts measures routes with it.
    manifest: true,
    rolldownOptions: {
      output: {
        // /rsvp loads one of three replies as a lazy chunk (src/web/features/rsvp/reply-area.tsx):
        // the open form, an invitation link's party form, or "find your invitation". Left alone, the
        // bundler cuts what they share into many small chunks, and each costs its own overhead
        // (about 2 KB gzip in all): these groups keep each reply in a few files, so every variant's
        // first load stays within docs/design.md section 6's 110 KB (bench/size.ts measures them).
        // Dependencies stay where they are (includeDependenciesRecursively: false); otherwise a group
        // would swallow what it imports, React's JSX runtime included, and every screen would load it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React whole in one file that every page loads beside the entry (index.html preloads it). Left
            // alone, the bundler cut React's core and JSX runtime out of the entry into two small chunks of
            // their own, each with its own imports and gzip dictionary: 0.7 KB gzip more on every page.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The couple's screens' router (lib/couple-screens.ts); no guest page loads it.
            { name: "router", test: /node_modules[\\/](wouter|regexparam)[\\/]/ },
            {
              name: "open-form",
              test: /src[\\/](web[\\/]features[\\/](rsvp[\\/](rsvp-section|rsvp-form|api|edit-link)|reply-form[\\/](rsvp-fields|relationship-label|member-cards|form-state|keyed-send))|contract[\\/]rules[\\/]answers)\.tsx?$/,
            },
            // What every /rsvp variant loads besides its route, its reply and React, in two files rather
            // than eight (docs/decisions/0009): "reply-kit", what both forms share (the rules of who is
            // asked, how a party's keys map, a family's cards, the toasts' cover, the accepted events), and
            // "page-kit", what /save-the-date loads too (the invitation page's not-found view, language
            // switch and photo, the API client, the schedule's order). Each small chunk cost its own
            // imports, exports and gzip dictionary: together 0.7 to 1.4 KB gzip less per /rsvp variant.
            // "Find your invitation" loads the cards, which it does not show (2 KB, within its budget).
            // A module another chunk imports lazily (a dynamic entry) keeps its own chunk.
            { name: (id: string, context) => kit(REPLY_KIT, "reply-kit", id, context) },
            { name: (id: string, context) => kit(PAGE_KIT, "page-kit", id, context) },
            // Used together by nearly every screen, guest and couple alike; one file rather than seven
            // (the wedding's time zone and the guest's language are read by every guest page).
            {
              name: "ui",
              test: /src[\\/](web[\\/](components[\\/]ui[\\/](button|field)\.tsx|features[\\/]invitation[\\/]use-guest-locale\.ts)|contract[\\/](limits|email-pattern|wedding-date|localized-text|time-zone|guest-locale)\.ts)$/,
            },
            // Its extra events and open seats are chunks of their own, fetched as the form mounts when the party has them;
            // the summary's calendar is one too, fetched when the summary shows and someone is coming.
            { name: "invitation-reply", test: /src[\\/]web[\\/]features[\\/]party-reply[\\/](?!event-replies|open-seats|summary-calendar)/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` (scripts/dev.mjs) sets API_PROXY_TARGET from the API server's PORT; run alone, Vite assumes the default.
    // /uploads serves local photos; the health checks answer at the root, not under /api.
    proxy: Object.fromEntries(["/api", "/uploads", "/healthz", "/readyz"].map((prefix) => [prefix, apiProxyTarget])),
  },
});
