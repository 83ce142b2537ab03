import type { MessageDescriptor, Messages } from "@lingui/core";
import type { I18n } from "../../contract/translator";

type Values = Record<string, unknown>;
// A compiled message (`lingui compile`): text, or tokens: text, [name], or [name, "plural" | "select", cases].
type Tokens = string | (string | [string, string?, Record<string, Tokens>?])[];

/**
 * The pages' translator: what they use of Lingui's `I18n` (`_`, `load`, `activate`, `locale`, the
 * "change" event), in a few lines rather than @lingui/core's (1.9 KB gzip of every guest page's
 * 110 KB, docs/decisions/0009-hand-written-code-for-the-guest-budget.md). It reads the compiled
 * catalogues as Lingui does: a message's tokens, `{name}`, `{n, plural, …}` with `#` as the
 * language writes the number, and `{x, select, …}` (the only formats our catalogues use; a unit test
 * renders every message of every catalogue the pages load with both and compares). A message
 * missing from the catalogue shows its English source, or its id, as Lingui's production build
 * does (the build compacts the source away: catalogues.test.ts keeps every id in every catalogue).
 */
export interface SmallI18n extends I18n {
  /** A catalogue, or (a guest catalogue as the build writes it, vite.config.ts) its messages in order: the nth's id is n in base 36. */
  load(locale: string, messages: Messages | readonly unknown[]): void;
  activate(locale: string): void;
  /** Called after each load and activate; returns the unsubscribe. */
  on(event: "change", listener: () => void): () => void;
}

export function smallI18n(): SmallI18n {
  let active = "";
  const catalogues: Record<string, Messages> = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  /** A message's text; `count` is a plural's number as the language writes it, for its `#`. */
  const text = (tokens: Tokens, values: Values, count?: string): string =>
    typeof tokens === "string"
      ? tokens
      : tokens
          .map((token) => {
            if (typeof token === "string") return token === "#" && count !== undefined ? count : token;
            const [name, type, cases = {}] = token;
            const value = values[name];
            if (type === "plural") {
              const n = value as number;
              const form = cases[n] ?? cases[new Intl.PluralRules(active).select(n)] ?? cases.other!;
              return text(form, values, new Intl.NumberFormat(active).format(n));
            }
            if (type === "select") return text(cases[value as string] ?? cases.other!, values);
            return value == null ? "" : String(value);
          })
          .join("");

  function translate(descriptor: MessageDescriptor): string;
  function translate(id: string, values?: Values): string;
  function translate(id: string | MessageDescriptor, values?: Values): string {
    const descriptor = typeof id === "string" ? { id, values } : id;
    const message = catalogues[active]?.[descriptor.id] || descriptor.message || descriptor.id;
    return text(message as Tokens, descriptor.values ?? {});
  }

  return {
    get locale() {
      return active;
    },
    load(locale, messages) {
      const keyed: Messages = Array.isArray(messages)
        ? Object.fromEntries((messages as readonly Messages[string][]).map((message, index) => [index.toString(36), message]))
        : (messages as Messages);
      catalogues[locale] = { ...catalogues[locale], ...keyed };
      changed();
    },
    activate(locale) {
      active = locale;
      changed();
    },
    on(_event, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    _: translate,
  };
}
