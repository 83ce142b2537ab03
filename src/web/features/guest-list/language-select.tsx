import { i18n } from "../host/host-i18n";
import { useId } from "react";
import { isLocale, localeName, type Locale } from "../../../contract/locales";
import { inputClass } from "../../components/ui/field";

interface LanguageSelectProps {
  offered: Locale[];
  /** The wedding's own language, which a household without a choice gets. */
  fallback: Locale;
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
}

/** "Language for emails": which language a household's invitations and reminders are written in. Hidden when only one is offered. */
export function LanguageSelect({ offered, fallback, value, onChange }: LanguageSelectProps) {
  const id = useId();
  const hintId = useId();
  // A language set before (by an import) stays listed even if the couple no longer offers it.
  const choices = value && !offered.includes(value) ? [...offered, value] : offered;
  if (choices.length < 2) return null;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-stone-600 uppercase">
        {i18n._({ id: "guests.mailLanguage", message: "Language for emails" })}
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        value={value ?? ""}
        onChange={(event) => onChange(isLocale(event.target.value) ? event.target.value : null)}
        className={`${inputClass} min-w-[min(10rem,100%)] pr-8`}
      >
        <option value="">
          {i18n._({ id: "guests.mailLanguageDefault", message: "The invitation's language ({language})", values: { language: localeName(fallback) } })}
        </option>
        {choices.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-stone-600">
        {i18n._({
          id: "guests.mailLanguageHint",
          message: "Their invitations and reminders are written in it. A guest's confirmation follows the language they reply in.",
        })}
      </p>
    </div>
  );
}
