import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseGuestLocale } from "../../../contract/guest-locale";
import type { Locale } from "../../../contract/locales";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { fillTemplate } from "./html";
import { loadGuestLocales } from "./prerender";
import { guestPageParts } from "./service";

// The guest page painted in the guest's language (issue 16): <html lang dir>, the words, the date
// line through Intl, the title and link preview, and the language's catalogue preloaded.

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Forever RSVP</title>
<meta name="description" content="Default" />
<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

const wedding = {
  id: "w-lang",
  uniqueCode: "LANG2345",
  partner1: "Lucía",
  partner2: "Karim",
  date: "2027-06-12",
  time: "15:30",
  venue: "Finca El Olivar",
  message: null,
  photoUrl: null,
  photoFocus: { x: 0.5, y: 0.5 },
  rsvpStyle: "classic" as const,
  childrenPolicy: null,
  adultsOnly: false,
  giftPreferences: null,
  rsvpDeadline: "2027-05-01",
  timeZone: "UTC",
  rsvpAccess: "open" as const,
  lookupCheck: "name" as const,
  locale: "en" as Locale,
  locales: ["en"] as Locale[],
  translations: {},
  createdAt: "2026-01-01T00:00:00.000Z",
};
// The couple's choice of languages, the invitation's own first.
const offering = (locales: Locale[]) => ({ ...wedding, id: `w-${locales.join("-")}`, locale: locales[0]!, locales });

function paint(weddingWithLanguages: typeof wedding, acceptLanguage: string | undefined, requested = "") {
  const locale = chooseGuestLocale(weddingWithLanguages, requested, acceptLanguage);
  return fillTemplate(
    TEMPLATE,
    guestPageParts({
      page: "rsvp",
      code: wedding.uniqueCode,
      view: { wedding: weddingWithLanguages, questions: [], tokenKey: "k" },
      origin: "https://rsvp.example",
      preload: { js: [`assets/${locale}-catalogue.js`], css: [] },
      locale,
    }),
  );
}

const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&#x27;/g, "'");

describe("a guest page in the guest's language", () => {
  beforeAll(loadGuestLocales);

  it("Accept-Language es on a wedding offering en and es paints Spanish, with the date through Intl", () => {
    const html = paint(offering(["en", "es"]), "es-MX,es;q=0.9,en;q=0.5");
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Tenemos el placer de invitarle a la boda de");
    expect(html).not.toContain("You&#x27;re invited");
    expect(html).toContain(longDate("es", wedding.date));
    expect(html).toContain(`Le rogamos que confirme antes del <strong`);
    expect(html).toContain(longDate("es", "2027-05-01"));
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe("Lucía & Karim · Confirmar asistencia");
    expect(unescape(/<meta property="og:description" content="([^"]*)"/.exec(html)![1]!)).toBe(
      `${longDate("es", wedding.date)} a las 15:30 · Finca El Olivar. Confirme su asistencia en línea.`,
    );
    // The language's catalogue chunk is preloaded with the page's own.
    expect(html).toContain('<link rel="modulepreload" href="/assets/es-catalogue.js" />');
  });

  it("?lang=ar paints right to left, with the couple's Latin names isolated", () => {
    const html = paint(offering(["en", "es", "ar"]), "es", "ar");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("يسعدنا دعوتكم إلى حفل زفاف");
    expect(html).toContain("<bdi>Lucía</bdi>");
    expect(html).toContain(longDate("ar", wedding.date));
    // The title, the link preview and the photo's text join the names with the language's word, as the hero does (issue 29 item 10).
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toMatch(/^Lucía و Karim · /);
    expect(unescape(/<meta property="og:title" content="([^"]*)"/.exec(html)![1]!)).toBe("Lucía و Karim");
  });

  it("a language the wedding does not offer falls back to the invitation's own", () => {
    expect(paint(offering(["es", "en"]), "de-DE,de;q=0.9")).toContain('<html lang="es">');
    expect(paint(offering(["es", "en"]), "en", "ar")).toContain('<html lang="es">');
    // A wedding offering English only speaks English whatever the browser asks.
    const old = paint(wedding, "fr-FR", "fr");
    expect(old).toContain('<html lang="en">');
    expect(old).toContain("Saturday, June 12th, 2027");
  });

  it("keeps one painted copy per language: Spanish then English for the same wedding differ", () => {
    const both = offering(["en", "es"]);
    const spanish = paint(both, "es");
    const english = paint(both, "en");
    expect(spanish).toContain("Tenemos el placer");
    expect(english).toContain("You&#x27;re invited to the wedding of");
    expect(paint(both, "es")).toBe(spanish);
  });
});

describe.each(ENGINES)("guest page language over HTTP (%s)", (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "pages-lang-"));
    fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "src/web/routes/rsvp.tsx": { file: "assets/rsvp-1.js" },
        "src/locales/guest/en.ts": { file: "assets/en-2.js" },
        "src/locales/guest/es.ts": { file: "assets/es-3.js" },
        "src/locales/calendar/en.ts": { file: "assets/en-4.js" },
      }),
    );
    t = await startTestApp(engine, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("says the page varies by Accept-Language, and an English-only wedding stays English", async () => {
    const { wedding: seeded } = await seedWedding(t.app);
    for (const url of [`/rsvp/${seeded.uniqueCode}`, `/rsvp/${seeded.uniqueCode}?lang=ar`]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "accept-language": "es-ES,es;q=0.9" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain("accept-language");
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).not.toContain('dir="rtl"');
      expect(response.body).toContain('<link rel="modulepreload" href="/assets/en-2.js" />');
      expect(response.body).toContain('<link rel="modulepreload" href="/assets/en-4.js" />');
    }
  });

  it("says an unknown code's Not Found in the browser's language", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rsvp/ZZZZZZZZ", headers: { "accept-language": "es" } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain("<title>Boda no encontrada</title>");
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/es-3.js" />');
  });
});
