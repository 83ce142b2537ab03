import fs from "node:fs";
import path from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../../contract/locales";
import { smallI18n } from "./small-i18n";

// The pages' translator against Lingui's (docs/decisions/0009): every message of every compiled
// catalogue, in every language, with each plural's numbers and each select's cases, reads the same.
const root = path.resolve(import.meta.dirname, "../../locales");
const CATALOGUES = fs.readdirSync(root).filter((name) => fs.statSync(path.join(root, name)).isDirectory());

type Token = string | [string, string?, Record<string, unknown>?];

/** The values to try a message with: each placeholder's name, a plural's counts, a select's cases and one it lacks. */
function tries(tokens: unknown): Record<string, unknown>[] {
  const plain: Record<string, unknown> = {};
  const choices = new Map<string, unknown[]>();
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const token of value as Token[]) {
      if (typeof token === "string") continue;
      const [name, type, cases] = token;
      if (type === "plural") choices.set(name, [0, 1, 2, 3, 5, 11, 21, 102, 1500]);
      else if (type === "select") choices.set(name, [...Object.keys(cases ?? {}), "none-of-these"]);
      else plain[name] = `«${name}»`;
      Object.values(cases ?? {}).forEach(walk);
    }
  };
  walk(tokens);
  const out = [plain];
  for (const [name, options] of choices) for (const option of options) out.push({ ...plain, [name]: option });
  return out;
}

describe("the pages' translator", () => {
  it.each(CATALOGUES)("reads every message of the %s catalogues as Lingui does", async (catalogue) => {
    let compared = 0;
    for (const locale of LOCALE_CODES) {
      const { messages } = (await import(`../../locales/${catalogue}/${locale}.ts`)) as { messages: Messages };
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      const ours = smallI18n();
      ours.load(locale, messages);
      ours.activate(locale);
      for (const [id, tokens] of Object.entries(messages)) {
        for (const values of tries(tokens)) {
          expect(ours._({ id, values }), `${catalogue} ${locale} ${id}`).toBe(lingui._({ id, values }));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("reads a guest catalogue as the build writes it: its messages in order, the nth's id n in base 36", () => {
    const ours = smallI18n();
    const list: unknown[] = Array.from({ length: 40 }, (_, index) => [`message ${index}`]);
    list[36] = ["Hello ", ["name"]];
    list[37] = null;
    ours.load("en", list);
    ours.activate("en");
    expect(ours._({ id: "a" })).toBe("message 10");
    expect(ours._({ id: "10", values: { name: "Ann" } })).toBe("Hello Ann");
    expect(ours._({ id: "11" })).toBe("11");
  });

  it("shows a missing message's source text, or its id, and tells its readers of each load and language", () => {
    const ours = smallI18n();
    const changes: string[] = [];
    const stop = ours.on("change", () => changes.push(ours.locale));
    ours.load("fr", { "a.b": ["Bonjour ", ["name"]] });
    ours.activate("fr");
    expect(ours._({ id: "a.b", message: "Hello {name}", values: { name: "Ann" } })).toBe("Bonjour Ann");
    expect(ours._("a.b", { name: "Bo" })).toBe("Bonjour Bo");
    expect(ours._({ id: "x.y", message: "Not yet translated" })).toBe("Not yet translated");
    expect(ours._({ id: "x.y" })).toBe("x.y");
    stop();
    ours.activate("en");
    expect(changes).toEqual(["", "fr"]);
  });
});
