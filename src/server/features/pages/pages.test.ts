import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoSrcSet } from "../../../contract/photos";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { fillTemplate, jsonForScript } from "./html";
import { loadGuestLocales, prerenderCache } from "./prerender";
import { guestPageParts } from "./service";

const TEMPLATE = `<!doctype html><html><head><title>Forever RSVP</title>
<meta name="description" content="Default" />
<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

/** Reads the embedded JSON back the way the browser does: the script element's text. */
function initialData(html: string): unknown {
  const match = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no initial-data script");
  return JSON.parse(match[1]!);
}
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe("guest page HTML", () => {
  const hostile = `Ann</script><script>alert(1)</script> "Q" 'S' $& <!--`;
  const view = {
    wedding: {
      id: "w1",
      uniqueCode: "ABCD2345",
      partner1: hostile,
      partner2: "Bo",
      date: "2027-06-12",
      time: "15:30",
      venue: `Hall "A" & <B>`,
      message: null,
      photoUrl: "/api/photos/abc/1600.webp",
      photoFocus: { x: 0.5, y: 0.5 },
      rsvpStyle: "classic" as const,
      childrenPolicy: null,
      adultsOnly: false,
      giftPreferences: null,
      rsvpDeadline: null,
      timeZone: "UTC",
      rsvpAccess: "open" as const,
      lookupCheck: "name" as const,
      locale: "en" as const,
      locales: ["en" as const],
      translations: {},
      createdAt: "2026-01-01T00:00:00.000Z",
    },
    questions: [],
    tokenKey: "server-only-token-key",
  };
  // Written once the catalogues are in, as the server does at boot: a message's words come from them.
  let html = "";
  beforeAll(async () => {
    await loadGuestLocales();
    html = fillTemplate(
      TEMPLATE,
      guestPageParts({
        page: "rsvp",
        code: "abcd2345",
        view,
        origin: "https://rsvp.example",
        preload: { js: ["assets/rsvp-1.js"], css: [] },
        srcSet: photoSrcSet,
      }),
    );
  });

  it("never lets a couple's text close the script or open a tag", () => {
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<B>");
    expect(html).not.toMatch(/<!--app-/); // every placeholder filled
    expect(html).not.toContain(`'S' $& <!--`); // the name's own "<!--" never arrives raw
  });

  it("paints the invitation into the root as escaped static markup", () => {
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
    expect(root).toContain("You&#x27;re invited to the wedding of");
    expect(root).toContain("Ann&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &#x27;S&#x27; $&amp; &lt;!--");
    expect(root).toContain("Saturday, June 12th, 2027");
    expect(root).toContain("Find Hotels Near Venue");
    // A tap before the app arrives would be lost: the painted button says it is not ready yet.
    expect(root).toMatch(/<button type="button" disabled=""[^>]*>(?:(?!<\/button>)[\s\S])*Find Hotels Near Venue/);
  });

  it("embeds the public view as JSON that reads back exactly", () => {
    expect(initialData(html)).toEqual({ code: "abcd2345", full: { ...view.wedding, questions: [] } });
    expect(html).not.toContain("server-only-token-key");
  });

  it("writes Open Graph and Twitter tags with escaped values", () => {
    expect(unescape(metaContent(html, "og:title")!)).toBe(`${hostile} & Bo`);
    expect(unescape(metaContent(html, "og:description")!)).toBe(`Saturday, June 12th, 2027 at 3:30 PM · Hall "A" & <B>. Kindly reply online.`);
    expect(metaContent(html, "og:image")).toBe("https://rsvp.example/api/photos/abc/1600.webp");
    expect(metaContent(html, "og:url")).toBe("https://rsvp.example/rsvp/abcd2345");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(
      "<title>Ann&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;Q&#34; &#39;S&#39; $&#38; &#60;!-- &#38; Bo · RSVP</title>",
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/rsvp-1.js" />');
    expect(html).toContain('imagesrcset="/api/photos/abc/480.webp 480w');
  });

  it("preloads the font the wedding's style paints its names in, and the style is in the painted markup", () => {
    const fonts = { display: "assets/cormorant-1.woff2", script: "assets/vibes-2.woff2" };
    const page = (rsvpStyle: "classic" | "modern" | "romantic" | "elegant", route: "rsvp" | "save-the-date" = "rsvp") =>
      fillTemplate(
        TEMPLATE,
        guestPageParts({
          page: route,
          code: "abcd2345",
          view: { ...view, wedding: { ...view.wedding, id: `w-${rsvpStyle}`, rsvpStyle } },
          origin: "https://rsvp.example",
          preload: { js: [], css: [] },
          fonts,
        }),
      );
    const fontLinks = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin \/>/g)].map((m) => m[1]);
    // Only the face of the names: accents swap in when they arrive.
    expect(fontLinks(page("classic"))).toEqual(["/assets/cormorant-1.woff2"]);
    expect(fontLinks(page("elegant", "save-the-date"))).toEqual(["/assets/cormorant-1.woff2"]);
    expect(fontLinks(page("romantic"))).toEqual(["/assets/vibes-2.woff2"]);
    expect(fontLinks(page("modern"))).toEqual([]);
    expect(page("elegant")).toContain('<main data-style="elegant"');
    expect(page("elegant", "save-the-date")).toContain('<main data-style="elegant"');
  });

  it("jsonForScript keeps U+2028 and friends harmless", () => {
    expect(jsonForScript({ a: "</script>\u2028&" })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
    expect(JSON.parse(jsonForScript({ a: "</script>\u2028&" }))).toEqual({ a: "</script>\u2028&" });
  });
});

const ASSET = "export const greeting = 'hello';\n".repeat(100);

/** A built web app's stand-in: the template and a manifest naming a few routes' chunks. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "pages-test-"));
  fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "entry-6.js"), ASSET);
  fs.writeFileSync(path.join(dist, "assets", "entry-6.js.br"), brotliCompressSync(ASSET));
  fs.writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "src/web/routes/responses.tsx": { file: "assets/responses-1.js", imports: ["_host.js"] },
      "_host.js": { file: "assets/host-2.js", css: ["assets/host-3.css"] },
      "src/web/routes/dashboard.tsx": { file: "assets/dashboard-4.js", imports: ["_host.js"] },
      "src/web/routes/not-found.tsx": { file: "assets/not-found-5.js" },
      "src/web/lib/couple-screens.ts": { file: "assets/couple-screens-7.js" },
    }),
  );
  return dist;
}

/** The RSVP link the save-the-date card prints under its QR code. */
const printedLink = (html: string) => /<span class="block font-mono break-all"[^>]*>([^<]*)<\/span>/.exec(html)?.[1];

describe.each(ENGINES)("guest page routes (%s)", (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await startTestApp(engine, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves /rsvp/{code} and /save-the-date/{code} with the wedding's data and tags", async () => {
    const { wedding } = await seedWedding(t.app, { partner1: `Ann "</script>"` });
    for (const page of ["rsvp", "save-the-date"]) {
      const response = await t.app.inject({ method: "GET", url: `/${page}/${wedding.uniqueCode}`, headers: { host: "guests.example" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      const data = initialData(response.body) as { code: string; full: { id: string; questions: unknown[] } };
      expect(data.code).toBe(wedding.uniqueCode);
      expect(data.full.id).toBe(wedding.id);
      expect(data.full.questions).toHaveLength(4);
      expect(JSON.stringify(data)).not.toContain("hostKey");
      expect(unescape(metaContent(response.body, "og:title")!)).toBe(`Ann "</script>" & Jonah`);
      expect(metaContent(response.body, "og:url")).toBe(`http://guests.example/${page}/${wedding.uniqueCode}`);
    }
  });

  it("compresses the guest page for a browser that takes it, and says the answer varies by encoding", async () => {
    const { wedding } = await seedWedding(t.app);
    const url = `/rsvp/${wedding.uniqueCode}`;
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("serves an asset's .br from beside it (written at build time) to a browser that takes brotli", async () => {
    const packed = await t.app.inject({ method: "GET", url: "/assets/entry-6.js", headers: { "accept-encoding": "gzip, br" } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(packed.rawPayload).toString("utf8")).toBe(ASSET);
    const plain = await t.app.inject({ method: "GET", url: "/assets/entry-6.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it("answers an unknown code with the app (which shows Not Found) and a 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rsvp/ZZZZZZZZ" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(initialData(response.body)).toEqual({ code: "ZZZZZZZZ", full: null });
    expect(metaContent(response.body, "og:title")).toBeUndefined();
  });

  it("names each screen's chunks in its shell, so they download beside the entry", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g)].map((m) => m[1]);
    const responses = await t.app.inject({ method: "GET", url: "/responses/ABCD2345" });
    expect(responses.statusCode).toBe(200);
    expect(preloads(responses.body)).toEqual(["/assets/host-3.css", "/assets/responses-1.js", "/assets/host-2.js", "/assets/couple-screens-7.js"]);
    const dashboard = await t.app.inject({ method: "GET", url: "/dashboard/ABCD2345" });
    expect(preloads(dashboard.body)).toEqual(["/assets/host-3.css", "/assets/dashboard-4.js", "/assets/host-2.js", "/assets/couple-screens-7.js"]);
    const missing = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual(["/assets/not-found-5.js", "/assets/couple-screens-7.js"]);
    expect(missing.body).not.toContain("<!--app-");
  });
});

describe.each(ENGINES)("guest pages and the Host header (%s)", (engine) => {
  let dist: string;
  const apps: TestApp[] = [];
  beforeAll(() => {
    dist = fakeDist();
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const start = async (publicUrl?: string) => {
    const t = await startTestApp(engine, { webDistDir: dist, publicUrl, rateLimit: false });
    apps.push(t);
    return t;
  };

  // The cache holds at most one copy per wedding and page: a copy per host would show as growth by
  // the third host, so 100 hosts are far past it (a cap of 1,000 weddings plays no part here).
  it("without PUBLIC_URL: 100 made-up hosts do not grow the pre-render cache, and each gets its own links", async () => {
    const t = await start();
    const { wedding } = await seedWedding(t.app);
    const page = (name: string, host: string) => t.app.inject({ method: "GET", url: `/${name}/${wedding.uniqueCode}`, headers: { host } });
    await page("rsvp", "guests.example");
    await page("save-the-date", "guests.example");
    // Counted apart from this wedding's own copies: on PostgreSQL the seed's change notice may
    // reach the view cache late and replace the wedding (and its copies) at any moment.
    const others = prerenderCache.size - prerenderCache.copiesOf(wedding.id);
    for (let i = 0; i < 100; i++) {
      const name = i % 2 ? "rsvp" : "save-the-date";
      const res = await page(name, `h${i}.attacker.example`);
      expect(res.statusCode).toBe(200);
      if (i % 20 === 0) {
        expect(metaContent(res.body, "og:url")).toBe(`http://h${i}.attacker.example/${name}/${wedding.uniqueCode}`);
        expect(printedLink(res.body)).toBe(`h${i}.attacker.example/rsvp/${wedding.uniqueCode}`);
      }
    }
    // One copy per page of the wedding, whatever the hosts, and nothing else grew.
    expect(prerenderCache.copiesOf(wedding.id)).toBeLessThanOrEqual(2);
    expect(prerenderCache.size).toBeLessThanOrEqual(others + 2);
    // The copy made for the last host is never served to another.
    const back = await page("save-the-date", "guests.example");
    expect(printedLink(back.body)).toBe(`guests.example/rsvp/${wedding.uniqueCode}`);
    expect(back.body).not.toContain("attacker.example");
  });

  it("with PUBLIC_URL: Host and X-Forwarded-Host change nothing in tags, QR or links", async () => {
    const t = await start("https://rsvp.example.com");
    const { wedding } = await seedWedding(t.app);
    const before = prerenderCache.size;
    for (const headers of [{ host: "evil.example" }, { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }]) {
      for (const name of ["rsvp", "save-the-date"]) {
        const res = await t.app.inject({ method: "GET", url: `/${name}/${wedding.uniqueCode}`, headers });
        expect(res.statusCode).toBe(200);
        expect(metaContent(res.body, "og:url")).toBe(`https://rsvp.example.com/${name}/${wedding.uniqueCode}`);
        expect(res.body).not.toContain("evil.example");
        if (name === "save-the-date") {
          expect(printedLink(res.body)).toBe(`rsvp.example.com/rsvp/${wedding.uniqueCode}`);
          expect(res.body).toContain(`QR code linking to the RSVP page: https://rsvp.example.com/rsvp/${wedding.uniqueCode}`);
        }
      }
    }
    expect(prerenderCache.size - before).toBeLessThanOrEqual(2);
  });
});
