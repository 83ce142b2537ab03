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
 * English catalogue, in the code and in the guest catalogues alike (a host message, not in the
 * guest catalogue, is left as written). We write no macros because
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
        return { code: code.replace(/\\"([a-zA-Z]+\.[a-zA-Z.]+)\\":/g, (_, key: string) => `\\"${short(key)}\\":`), map: null };
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

// Chunk names of the screens only a couple opens (src/contract/screens.ts; "responses" also matches responses-entry).
const HOST_SCREEN = /(^|\/)(admin|dashboard|responses|guests)-[\w-]+\.js$/;

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
    // The entry lists, for each lazily loaded screen, the files to fetch alongside it, and every
    // guest downloads the entry. The couple's screens drop that list (0.4 KB gzip of the guest
    // pages' 110 KB budget, bench/size.ts): their own imports follow their chunk one round trip later.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) => (hostType === "js" && HOST_SCREEN.test(filename) ? [] : deps),
    },
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
            {
              name: "open-form",
              test: /src[\\/](web[\\/]features[\\/](rsvp[\\/](rsvp-section|rsvp-form|api|edit-link)|reply-form[\\/](rsvp-fields|relationship-label|member-cards|form-state|keyed-send))|contract[\\/]rules[\\/]answers)\.tsx?$/,
            },
            // What both forms share, the rules of who is asked (asked.ts) and how a party's keys map
            // (reply-keys.ts) included: alone they were two more small chunks on every form.
            {
              name: "reply-kit",
              test: /src[\\/](web[\\/]features[\\/](reply-form[\\/](question-field|radio-cards)\.tsx|reply-form[\\/]field-messages\.ts|invitation[\\/]reply-card\.ts)|contract[\\/](rules[\\/](answer-problem|visibility|attendance|event-attendance|deadline|asked|reply-keys|own-reply)|ids|invitation-link)\.ts)$/,
            },
            // A family's cards (issue 15): both forms use them, "find your invitation" does not.
            {
              name: "person-cards",
              test: /src[\\/](web[\\/]features[\\/]reply-form[\\/](person-card|person-cards|adults-only-note)|contract[\\/]rules[\\/]children-policy)\.tsx?$/,
            },
            // Used together by nearly every screen, guest and couple alike; one file rather than seven
            // (the wedding's time zone and the guest's language are read by every guest page).
            {
              name: "ui",
              test: /src[\\/](web[\\/](components[\\/]ui[\\/](button|field)\.tsx|features[\\/]invitation[\\/]use-guest-locale\.ts)|contract[\\/](limits|email-pattern|wedding-date|localized-text|time-zone|guest-locale)\.ts)$/,
            },
            // The frame every guest page shares (the wedding's look, its names, photo, language switch, "not
            // found"): one file, whichever guest pages import which part. Without it the entrance page
            // (/table, decision 0038) split it four ways and /rsvp paid about 0.4 KB more for the extra files.
            {
              name: "guest-frame",
              test: /src[\\/](web[\\/](features[\\/]invitation[\\/](wedding-not-found|save-the-date-styles|wedding-photo|guest-events|language-switch|couple-names|page-text|use-wedding|zone-note)|lib[\\/]use-interactive)|contract[\\/]photos)\.tsx?$/,
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
