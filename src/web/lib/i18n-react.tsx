import type { I18n } from "../../contract/translator";
import { cloneElement, createContext, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from "react";

/**
 * The React side of the guest pages' Lingui instance, in a few lines rather than @lingui/react
 * (about 1 KB gzip of the guest pages' 110 KB budget, docs/decisions/0017-guest-languages.md):
 * a provider that re-renders its readers when the language changes, the hook, and `withElements`
 * for a sentence with markup inside ("Kindly reply by <0>{date}</0>"). Every message is written
 * `i18n._({ id, message })`, which `lingui extract` reads whatever module `i18n` comes from.
 */
interface LinguiContext {
  i18n: I18n;
  locale: string;
}
/** The pages' translator (lib/small-i18n.ts), or a Lingui instance (a test's, the printed cards'): both tell a language change. */
type Translator = I18n & { on(event: "change", listener: () => void): () => void };
export const Context = createContext<LinguiContext | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    setLocale(i18n.locale);
    return i18n.on("change", () => setLocale(i18n.locale));
  }, [i18n]);
  const value = useMemo(() => ({ i18n, locale }), [i18n, locale]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The instance, for `i18n._({ id, message })`; a component that calls it re-renders on a language change. */
export function useLingui(): LinguiContext {
  const context = useContext(Context);
  if (!context) throw new Error("useLingui needs <I18nProvider> above it");
  return context;
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/;

/** A translated "a <0>b</0> c" with the element numbered 0 wrapped around "b". */
export function withElements(text: string, components: Record<string, ReactElement<{ children?: ReactNode }>>): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const element = components[match[1]!];
    out.push(element ? cloneElement(element, { key: out.length }, match[2]) : match[2]);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out;
}
