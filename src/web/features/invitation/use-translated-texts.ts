import { useMemo } from "react";
import { weddingText } from "../../../contract/localized-text";
import type { Wedding } from "../../../contract/wedding";
import { useGuestLocale } from "./use-guest-locale";

/** The wedding with its message, children policy and gift preferences in the guest's language (decision 0018). */
export function useTranslatedTexts<W extends Wedding>(wedding: W): W {
  const locale = useGuestLocale();
  return useMemo(
    () =>
      locale && locale !== wedding.locale
        ? {
            ...wedding,
            message: weddingText(wedding, "message", locale),
            childrenPolicy: weddingText(wedding, "childrenPolicy", locale),
            giftPreferences: weddingText(wedding, "giftPreferences", locale),
          }
        : wedding,
    [wedding, locale],
  );
}
