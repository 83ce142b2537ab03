import { LinguiContext } from "@lingui/react";
import { useContext } from "react";
import { isLocale, type Locale } from "../../../contract/locales";

/**
 * The language the guest reads the page in, for the couple's own texts (decision 0018): Lingui's
 * active locale. Without a provider, or in a language the couple does not offer, the texts fall
 * back to the canonical ones (contract/localized-text.ts: only offered languages have translations).
 * Read through the context rather than `useLingui()`, which throws outside a provider.
 */
export function useGuestLocale(): Locale | undefined {
  const locale = useContext(LinguiContext)?.i18n.locale;
  return isLocale(locale) ? locale : undefined;
}
