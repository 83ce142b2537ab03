import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../contract/locales";
import { i18n } from "./i18n";

/**
 * Loads an English-only catalogue (the couple's screens, the public site) into the one Lingui
 * instance under every language, so those screens read English whatever language is active
 * (docs/decisions/0017-guest-languages.md, "The couple's screens"). Called as a module side
 * effect by the module that owns the catalogue, so it is in memory before any component that
 * imports that module renders: no id ever shows.
 */
export function loadEnglishEverywhere(messages: Messages): void {
  for (const locale of LOCALE_CODES) i18n.load(locale, messages);
  // main.tsx activates the page's language once its guest catalogue is in; a host module may run
  // first (and unit tests never run main.tsx), so English until then.
  if (!i18n.locale) i18n.activate(DEFAULT_LOCALE);
}
