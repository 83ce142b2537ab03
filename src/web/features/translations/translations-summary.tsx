import type { Wedding } from "../../../contract/wedding";
import { i18n } from "../host/host-i18n";
import { englishName } from "../host/language-names";
import { useCoupleTexts } from "./couple-texts";
import { TranslationGaps } from "./translation-gaps";

/**
 * What the dashboard and the Complete step say of the couple's languages (issue 29, item 9): per
 * offered language, the texts guests reading it still see as written, with the way to translate
 * them; with one language, where to offer more.
 */
export function TranslationsSummary({ wedding, onOfferLanguages }: { wedding: Wedding; onOfferLanguages?: () => void }) {
  const { texts, failed, retry } = useCoupleTexts(wedding);
  const original = englishName(wedding.locale);
  if (wedding.locales.length < 2)
    return (
      <p className="text-sm text-stone-700">
        {i18n._({
          id: "translations.summary.oneLanguage",
          message:
            "Your invitation is in {original} only. Guests who read Spanish, French, German, Italian, Portuguese, Polish or Arabic can have it in theirs: offer it under Languages in your wedding details.",
          values: { original },
        })}
        {onOfferLanguages && (
          <>
            {" "}
            <button type="button" onClick={onOfferLanguages} className="min-h-11 font-medium text-blush-700 underline underline-offset-2 hover:text-blush-600">
              {i18n._({ id: "translations.summary.offer", message: "Offer more languages" })}
            </button>
          </>
        )}
      </p>
    );
  if (failed)
    return (
      <p role="alert" className="text-sm text-stone-700">
        {i18n._({ id: "translations.summary.failed", message: "We couldn't check your translations." })}{" "}
        <button type="button" onClick={retry} className="min-h-11 font-medium text-blush-700 underline underline-offset-2">
          {i18n._({ id: "translations.summary.retry", message: "Try again" })}
        </button>
      </p>
    );
  if (!texts) return <p className="text-sm text-stone-600">{i18n._({ id: "translations.summary.loading", message: "Checking your translations…" })}</p>;
  return <TranslationGaps code={wedding.uniqueCode} texts={texts} />;
}
