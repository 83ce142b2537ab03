import { i18n } from "../../host/host-i18n";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LOCALE_CODES, localeDirection, type Locale } from "../../../../contract/locales";
import { LENGTH } from "../../../../contract/limits";
import type { WeddingTextField } from "../../../../contract/translations";
import { TextAreaField, inputClass } from "../../../components/ui/field";
import { englishName, languageLabel } from "../../host/language-names";
import { untranslatedTexts } from "../../../../contract/untranslated-texts";
import { translatableDrafts, type DraftQuestion } from "../question-drafts";
import { translationsPath } from "../../translations/translation-gaps";
import { translatedLocales, type WeddingFormInput } from "../wedding-form-schema";

const TEXTS: Array<{ field: WeddingTextField; max: number }> = [
  { field: "message", max: LENGTH.message },
  { field: "childrenPolicy", max: LENGTH.policy },
  { field: "giftPreferences", max: LENGTH.policy },
];

// Whole sentences per text, so a translator never sees a label glued into another sentence.
const originalLabel = (field: WeddingTextField): string =>
  ({
    message: i18n._({ id: "admin.originalMessage", message: "Original personal message:" }),
    childrenPolicy: i18n._({ id: "admin.originalChildrenPolicy", message: "Original children policy:" }),
    giftPreferences: i18n._({ id: "admin.originalGiftPreferences", message: "Original gift preferences:" }),
  })[field];
const translationLabel = (field: WeddingTextField, language: string): string =>
  ({
    message: i18n._({ id: "admin.messageIn", message: "Personal message in {language}", values: { language } }),
    childrenPolicy: i18n._({ id: "admin.childrenPolicyIn", message: "Children policy in {language}", values: { language } }),
    giftPreferences: i18n._({ id: "admin.giftPreferencesIn", message: "Gift preferences in {language}", values: { language } }),
  })[field];

/**
 * The invitation's language, the other languages offered, and a disclosure per offered language
 * with the couple's texts in it beside the originals (issue 16, decision 0018).
 */
export function LanguagesField({ drafts, weddingCode }: { drafts: readonly DraftQuestion[]; weddingCode?: string }) {
  const id = useId();
  const { register, setValue, control } = useFormContext<WeddingFormInput>();
  const [locale = "en", locales = [], translations = {}, ...canonical] = useWatch({
    control,
    name: ["locale", "locales", "translations", "message", "childrenPolicy", "giftPreferences"],
  });
  const others = translatedLocales({ locale, locales });
  const original: Record<WeddingTextField, string> = { message: canonical[0] ?? "", childrenPolicy: canonical[1] ?? "", giftPreferences: canonical[2] ?? "" };
  // As the form stands (the one rule: contract/untranslated-texts.ts); the events' texts are on the translations screen.
  const gaps = untranslatedTexts({ wedding: { locale, locales: [locale, ...others], ...original, translations }, questions: translatableDrafts(drafts) });
  const toggle = (code: Locale, on: boolean) => {
    const next = on ? [...new Set([locale, ...locales, code])] : locales.filter((entry) => entry !== code);
    setValue("locales", next, { shouldDirty: true });
  };

  // A new invitation language takes the old one's place among the offered ones (as the server does).
  const relocate = (next: Locale) => {
    setValue("locales", [...new Set([next, ...locales.map((code) => (code === locale ? next : code))])], { shouldDirty: true });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-locale`} className="text-sm font-medium text-stone-800">
          {i18n._({ id: "admin.invitationLanguage", message: "Invitation language" })}
        </label>
        <select
          id={`${id}-locale`}
          className={inputClass}
          aria-describedby={`${id}-locale-hint`}
          {...register("locale", { onChange: (event) => relocate(event.target.value as Locale) })}
        >
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageLabel(code)}
            </option>
          ))}
        </select>
        <p id={`${id}-locale-hint`} className="text-xs text-stone-600">
          {i18n._({ id: "admin.invitationLanguageHint", message: "Write your message, policies and questions in this language." })}
        </p>
      </div>
      <fieldset className="grid gap-1" aria-describedby={`${id}-offer-hint`}>
        <legend className="text-sm font-medium text-stone-800">{i18n._({ id: "admin.alsoOffer", message: "Also offer your invitation in" })}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {LOCALE_CODES.filter((code) => code !== locale).map((code) => (
            <label key={code} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-blush-600"
                checked={others.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <span lang={code}>{languageLabel(code)}</span>
            </label>
          ))}
        </div>
        <p id={`${id}-offer-hint`} className="text-xs text-stone-600">
          {i18n._({
            id: "admin.alsoOfferHint",
            message: "Guests see a language switch on your invitation. Whatever language they reply in, their answers are counted together.",
          })}
        </p>
      </fieldset>
      {others.map((code) => {
        const missing = gaps.find((gap) => gap.locale === code)?.missing.length ?? 0;
        return (
          <details key={code} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-stone-800">
              {i18n._({ id: "admin.languageTranslation", message: "{language} translation", values: { language: englishName(code) } })}
              <span className="ml-2 font-normal text-stone-600">
                {missing === 0
                  ? i18n._({ id: "admin.everythingTranslated", message: "· everything translated" })
                  : i18n._({
                      id: "admin.textsUntranslated",
                      message: "{count, plural, one {· # text still untranslated} other {· # texts still untranslated}}",
                      values: { count: missing },
                    })}
              </span>
            </summary>
            <p className="mt-1 text-xs text-stone-600">
              {i18n._({
                id: "admin.translationHint",
                message: "Leave a text blank and guests reading {language} see your original. The questions are translated in the RSVP questions below.",
                values: { language: englishName(code) },
              })}
              {weddingCode && (
                <>
                  {" "}
                  <a
                    href={translationsPath(weddingCode, code)}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-blush-700 underline underline-offset-2"
                  >
                    {i18n._({
                      id: "admin.allTextsIn",
                      message: "Every text to translate into {language}, your events' included",
                      values: { language: englishName(code) },
                    })}
                    <span className="sr-only"> {i18n._({ id: "admin.opensInNewTab", message: "(opens in a new tab)" })}</span>
                  </a>
                </>
              )}
            </p>
            <div className="mt-3 grid gap-4">
              {TEXTS.map(({ field, max }) => (
                <div key={field} className="grid gap-1.5">
                  <div className="rounded-lg bg-blush-50 p-2 text-sm text-stone-700">
                    <span className="font-medium">{originalLabel(field)}</span>{" "}
                    <span className="whitespace-pre-line" lang={locale}>
                      {original[field].trim() || i18n._({ id: "admin.noneYet", message: "(none yet)" })}
                    </span>
                  </div>
                  <TextAreaField
                    label={translationLabel(field, englishName(code))}
                    rows={field === "message" ? 4 : 3}
                    maxLength={max}
                    lang={code}
                    dir={localeDirection(code)}
                    {...register(`translations.${code}.${field}`)}
                  />
                </div>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
