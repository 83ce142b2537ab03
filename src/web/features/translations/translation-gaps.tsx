import { Link } from "wouter";
import Languages from "lucide-react/icons/languages";
import { untranslatedTexts, type CoupleTexts } from "../../../contract/untranslated-texts";
import { buttonClass } from "../../components/ui/button";
import { i18n } from "../host/host-i18n";
import { englishName } from "../host/language-names";

export const translationsPath = (code: string, locale?: string) => `/translations/${code}${locale ? `?lang=${locale}` : ""}`;

/**
 * Per offered language, how many of the couple's texts guests reading it still see as written
 * (issue 29, item 9), each with the way to the translations screen. Shown on the Complete step
 * and the dashboard; nothing when the invitation is offered in one language only.
 */
export function TranslationGaps({ code, texts }: { code: string; texts: CoupleTexts }) {
  const gaps = untranslatedTexts(texts);
  if (!gaps.length) return null;
  const original = englishName(texts.wedding.locale);
  return (
    <ul className="grid gap-3" aria-label={i18n._({ id: "translations.gaps.label", message: "Translations by language" })}>
      {gaps.map(({ locale, missing }) => {
        const language = englishName(locale);
        return (
          <li key={locale} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className={`min-w-0 flex-[1_1_14rem] text-sm ${missing.length ? "text-amber-950" : "text-stone-700"}`}>
              {missing.length
                ? i18n._({
                    id: "translations.gaps.missing",
                    message:
                      "{language}: {count, plural, one {# text not translated yet — guests reading {language} see it in {original}.} other {# texts not translated yet — guests reading {language} see them in {original}.}}",
                    values: { language, count: missing.length, original },
                  })
                : i18n._({ id: "translations.gaps.done", message: "{language}: every text translated.", values: { language } })}
            </p>
            <Link href={translationsPath(code, locale)} className={buttonClass("secondary", "max-w-full")}>
              <Languages className="h-4 w-4" aria-hidden="true" />
              {missing.length
                ? i18n._({ id: "translations.gaps.translate", message: "Translate into {language}", values: { language } })
                : i18n._({ id: "translations.gaps.review", message: "Review {language}", values: { language } })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
