import type { Messages } from "@lingui/core";
import { isLocale, type Locale } from "../../../contract/locales";
import { i18n } from "../../lib/i18n";

// One chunk per language, fetched with the confirm: taking a reply back is rare, so its words
// stay out of the guest catalogue every reply page loads (decision 0046).
const ERASE: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/reply-erase/en"),
  es: () => import("../../../locales/reply-erase/es"),
  fr: () => import("../../../locales/reply-erase/fr"),
  de: () => import("../../../locales/reply-erase/de"),
  it: () => import("../../../locales/reply-erase/it"),
  pt: () => import("../../../locales/reply-erase/pt"),
  pl: () => import("../../../locales/reply-erase/pl"),
  ar: () => import("../../../locales/reply-erase/ar"),
};

const loaded = new Map<Locale, Promise<void>>();

/** The confirm's and the done state's words in a language, merged into the page's one Lingui instance. */
export function loadEraseMessages(locale: string): Promise<void> {
  const code: Locale = isLocale(locale) ? locale : "en";
  let loading = loaded.get(code);
  if (!loading) {
    loading = ERASE[code]().then((module) => i18n.load(code, module.messages));
    loading.catch(() => loaded.delete(code));
    loaded.set(code, loading);
  }
  return loading;
}
