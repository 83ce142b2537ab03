import type { Messages } from "@lingui/core";
import { isLocale, type Locale } from "../../../contract/locales";
import { i18n } from "../../lib/i18n";

// One chunk per language, as the guest catalogue's (lib/i18n.ts), fetched with the form.
const ADDRESS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/address/en"),
  es: () => import("../../../locales/address/es"),
  fr: () => import("../../../locales/address/fr"),
  de: () => import("../../../locales/address/de"),
  it: () => import("../../../locales/address/it"),
  pt: () => import("../../../locales/address/pt"),
  pl: () => import("../../../locales/address/pl"),
  ar: () => import("../../../locales/address/ar"),
};

const loaded = new Map<Locale, Promise<void>>();

/** The address form's words in a language, merged into the page's one Lingui instance (decision 0044). */
export function loadAddressMessages(locale: string): Promise<void> {
  const code: Locale = isLocale(locale) ? locale : "en";
  let loading = loaded.get(code);
  if (!loading) {
    loading = ADDRESS[code]().then((module) => i18n.load(code, module.messages));
    loading.catch(() => loaded.delete(code));
    loaded.set(code, loading);
  }
  return loading;
}
