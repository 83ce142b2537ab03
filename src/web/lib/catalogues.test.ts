import fs from "node:fs";
import path from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES, type Locale } from "../../contract/locales";
import linguiConfig from "../../../lingui.config";

// The guest catalogues against the code (issue 16): every message the guest pages use is in every
// language's catalogue, translated, with the same placeholders; no catalogue keeps a message the
// code dropped; and the compiled modules the app and the server import match their .po files.
// `npm run i18n:extract` then `npm run i18n:compile` fix what this finds, and translations follow.
// The couple's screens and the front page have their own catalogues (issue 16, item 4), English
// only for now: their ids against their code, and no message in two catalogues (a phone never
// loads a host message).

const root = path.resolve(import.meta.dirname, "../../..");
const webDir = path.join(root, "src/web");
const catalogueDir = path.join(root, "src/locales/guest");
type EnglishOnly = "host" | "site";

function sourceFiles(dir: string): string[] {
  if (!fs.statSync(dir).isDirectory()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The source files lingui.config.ts extracts into a catalogue (its include, less its exclude). */
function catalogueFiles(catalogue: "guest" | "address" | "reply-erase" | EnglishOnly): string[] {
  const entry = linguiConfig.catalogs?.find((candidate) => candidate.path.endsWith(`/locales/${catalogue}/{locale}`));
  if (!entry) throw new Error(`lingui.config.ts has no ${catalogue} catalogue`);
  const resolve = (file: string) => path.normalize(file.replace("<rootDir>", root));
  const excluded = new Set((entry.exclude ?? []).filter((file) => file.startsWith("<rootDir>")).map(resolve));
  return entry.include.flatMap((folder) => sourceFiles(resolve(folder))).filter((file) => !excluded.has(file));
}

/** Every `i18n._({ id: "...", message: "..." })` in some files, id to English text. */
function messagesInCode(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const call = /\bid:\s*"([a-zA-Z]+\.[a-zA-Z.]+)",\s*message:\s*"((?:[^"\\]|\\.)*)"/g;
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(call)) {
      const [, id, message] = match as unknown as [string, string, string];
      const text = JSON.parse(`"${message}"`) as string;
      if (found.has(id) && found.get(id) !== text) throw new Error(`${id} has two English texts in the code`);
      found.set(id, text);
    }
  }
  return found;
}

async function readPo(locale: Locale, dir: string = catalogueDir): Promise<Record<string, string>> {
  const catalog = await formatter().parse(fs.readFileSync(path.join(dir, `${locale}.po`), "utf8"), {
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

const code = messagesInCode(catalogueFiles("guest"));
const englishOnly = { host: messagesInCode(catalogueFiles("host")), site: messagesInCode(catalogueFiles("site")) };
// The household's address form: a guest catalogue of its own, loaded with its chunk (docs/decisions/0044-addresses-and-gifts.md).
const addressForm = messagesInCode(catalogueFiles("address"));
// A guest's confirm before deleting their reply: its own catalogue, loaded with its chunk (docs/decisions/0046-take-it-or-erase-it.md).
const replyErase = messagesInCode(catalogueFiles("reply-erase"));
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

// The couple's screens and the public site's front page: English only for now, each its own
// catalogue so the front page downloads only its own text.
describe.each([
  ["host", "dashboard.eyebrow", "Wedding dashboard"],
  ["site", "topBar.manageWedding", "Manage my Wedding"],
] as const)("the %s catalogue (English only)", (catalogue, sampleId, sampleText) => {
  const own = englishOnly[catalogue];
  const dir = path.join(root, "src/locales", catalogue);

  it("finds its messages in the code, none of them in another catalogue's scope", () => {
    expect(own.size).toBeGreaterThan(50);
    expect(own.get(sampleId)).toBe(sampleText);
    // Every message in the web app is in one of the scopes: nothing escapes extraction.
    expect(messagesInCode(sourceFiles(webDir)).size).toBe(code.size + englishOnly.host.size + englishOnly.site.size + addressForm.size + replyErase.size);
    const others = [
      code,
      addressForm,
      replyErase,
      ...Object.entries(englishOnly)
        .filter(([name]) => name !== catalogue)
        .map(([, ids]) => ids),
    ];
    expect([...own.keys()].filter((id) => others.some((ids) => ids.has(id)))).toEqual([]);
  });

  it("en.po holds exactly the ids the code uses, with the code's English", async () => {
    const po = await readPo("en", dir);
    expect(Object.keys(po).sort()).toEqual([...own.keys()].sort());
    for (const [id, text] of own) expect(po[id], id).toBe(text);
  });

  it("the compiled English module says what en.po says (run `npm run i18n:compile` if not)", async () => {
    const po = await readPo("en", dir);
    const { messages } = (await import(`../../locales/${catalogue}/en.ts`)) as { messages: Messages };
    expect(Object.keys(messages).sort()).toEqual(Object.keys(po).sort());
    const fromPo = setupI18n({ locale: "en", messages: { en: po } });
    const fromModule = setupI18n({ locale: "en", messages: { en: messages } });
    for (const id of Object.keys(po)) expect(fromModule._(id, sample), id).toBe(fromPo._(id, sample));
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== "en"))("%s: the translator's file lists every message and nothing else", async (locale) => {
    const po = await readPo(locale, dir);
    expect(Object.keys(po).sort()).toEqual([...own.keys()].sort());
  });
});

describe.each([
  ["address", addressForm, "address.heading", "Your postal address"],
  ["reply-erase", replyErase, "deleteReply.heading", "Delete your reply?"],
] as const)("the %s catalogue (a guest chunk's own)", (catalogue, messages, sampleId, sampleText) => {
  const dir = path.join(root, "src/locales", catalogue);
  it.each(LOCALE_CODES)("%s: every message translated, with English's placeholders, compiled as written", async (locale) => {
    expect(messages.get(sampleId)).toBe(sampleText);
    const po = await readPo(locale, dir);
    expect(Object.keys(po).sort()).toEqual([...messages.keys()].sort());
    expect(Object.entries(po).filter(([, text]) => !text.trim())).toEqual([]);
    for (const [id, english] of messages) expect(placeholders(po[id] ?? ""), `${locale} ${id}`).toEqual(placeholders(english));
    const compiled = ((await import(`../../locales/${catalogue}/${locale}.ts`)) as { messages: Messages }).messages;
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(po).sort());
  });
});
