import fs from "node:fs";
import path from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES, type Locale } from "../../contract/locales";

// The guest catalogues against the code (issue 16): every message the guest pages use is in every
// language's catalogue, translated, with the same placeholders; no catalogue keeps a message the
// code dropped; and the compiled modules the app and the server import match their .po files.
// `npm run i18n:extract` then `npm run i18n:compile` fix what this finds, and translations follow.

const root = path.resolve(import.meta.dirname, "../../..");
const webDir = path.join(root, "src/web");
const catalogueDir = path.join(root, "src/locales/guest");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `i18n._({ id: "...", message: "..." })` in the web app, id to English text. */
function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const call = /\bid:\s*"([a-zA-Z]+\.[a-zA-Z.]+)",\s*message:\s*"((?:[^"\\]|\\.)*)"/g;
  for (const file of sourceFiles(webDir)) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(call)) {
      const [, id, message] = match as unknown as [string, string, string];
      const text = JSON.parse(`"${message}"`) as string;
      if (found.has(id) && found.get(id) !== text) throw new Error(`${id} has two English texts in the code`);
      found.set(id, text);
    }
  }
  return found;
}

async function readPo(locale: Locale): Promise<Record<string, string>> {
  const catalog = await formatter().parse(fs.readFileSync(path.join(catalogueDir, `${locale}.po`), "utf8"), {
    locale,
    sourceLocale: "en",
    filename: `${locale}.po`,
  });
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? ""]));
}

/** The names a message fills in and the tags it wraps: {name}, {count, plural, …} → "count", <0>. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((match) => match[1]!);
  const tags = [...text.matchAll(/<\/?(\d+)>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

const code = messagesInCode();
const sample = { names: "Ann & Bo", name: "Ann", date: "DATE", time: "TIME", when: "WHEN", venue: "VENUE", max: 5, left: 2, count: 3, n: 1, number: 2 };

describe("guest catalogues", () => {
  it("finds the guest pages' messages in the code", () => {
    expect(code.size).toBeGreaterThan(150);
    expect(code.get("rsvp.heading")).toBe("Kindly Reply");
  });

  it.each(LOCALE_CODES)("%s: every message the code uses, translated, and none it dropped", async (locale) => {
    const po = await readPo(locale);
    expect(Object.keys(po).sort()).toEqual([...code.keys()].sort());
    const untranslated = Object.entries(po).filter(([, text]) => !text.trim());
    expect(untranslated).toEqual([]);
    if (locale === "en") for (const [id, text] of code) expect(po[id], id).toBe(text);
  });

  it.each(LOCALE_CODES)("%s: the same placeholders and tags as English", async (locale) => {
    const po = await readPo(locale);
    for (const [id, english] of code) expect(placeholders(po[id] ?? ""), `${locale} ${id}`).toEqual(placeholders(english));
  });

  it.each(LOCALE_CODES)("%s: the compiled module says what the .po says (run `npm run i18n:compile` if not)", async (locale) => {
    const po = await readPo(locale);
    const compiled = ((await import(`../../locales/guest/${locale}.ts`)) as { messages: Messages }).messages;
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(po).sort());
    // Outside production Lingui compiles a raw message itself: both must read the same.
    const fromPo = setupI18n({ locale, messages: { [locale]: po } });
    const fromModule = setupI18n({ locale, messages: { [locale]: compiled } });
    for (const id of Object.keys(po)) expect(fromModule._(id, sample), `${locale} ${id}`).toBe(fromPo._(id, sample));
  });
});
