import { useContext } from "react";
import { isLocale, type Locale } from "../../../contract/locales";
import { Context } from "../../lib/i18n-react";

/**
 * The language the guest reads the page in, for the couple's own texts (decision 0018): the
 * active locale of the page's Lingui instance (src/web/lib/i18n-react.tsx). Without a provider
 * the texts fall back to the canonical ones (contract/localized-text.ts).
 */
export function useGuestLocale(): Locale | undefined {
  const locale = useContext(Context)?.i18n.locale;
  return isLocale(locale) ? locale : undefined;
}
