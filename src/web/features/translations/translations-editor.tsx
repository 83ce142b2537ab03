import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { HostEventList } from "../../../contract/events";
import { LENGTH } from "../../../contract/limits";
import { WEBSITE_LIMITS } from "../../../contract/website";
import { localeDirection, type Locale } from "../../../contract/locales";
import { coupleTextsIn, placeKey, type CoupleText, type CoupleTexts } from "../../../contract/untranslated-texts";
import type { Wedding } from "../../../contract/wedding";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { eventsQuery } from "../events/api";
import { fullWeddingQuery, weddingQuery } from "../host/api";
import { i18n } from "../host/host-i18n";
import { englishName } from "../host/language-names";
import { websiteQuery } from "../website/api";
import { placeLabel } from "./couple-texts";
import { sendTranslationWrites, translationWrites, type TranslationDrafts } from "./save-translations";

const inputId = (text: CoupleText) => `translate-${placeKey(text.place)}`;

/** How long a translation may be: as long as its original may (the server checks the same). */
function maxLengthOf({ place }: CoupleText): number {
  if (place.kind === "wedding") return place.field === "message" ? LENGTH.message : LENGTH.policy;
  if (place.kind === "event") return { name: LENGTH.eventName, dressCode: LENGTH.dressCode, description: LENGTH.eventDescription }[place.field];
  if (place.kind === "section" || place.kind === "section-item") return WEBSITE_LIMITS[place.field];
  return place.option === null ? LENGTH.question : LENGTH.option;
}
const isLong = (text: CoupleText) => maxLengthOf(text) >= LENGTH.policy;

/** Moves to a text's input (which scrolls it into view), as a person following the list would. */
function jumpTo(id: string) {
  const input = document.getElementById(id);
  input?.scrollIntoView({ block: "center" });
  input?.focus({ preventScroll: true });
}

interface Group {
  key: string;
  title: string;
  texts: CoupleText[];
}

function groupsOf(texts: readonly CoupleText[], list: HostEventList, sections: CoupleTexts["sections"] = []): Group[] {
  const groups: Group[] = [];
  const groupOf = (text: CoupleText) => {
    if (text.place.kind === "wedding") return { key: "wedding", title: i18n._({ id: "translations.group.invitation", message: "Your invitation" }) };
    if (text.place.kind === "section" || text.place.kind === "section-item") {
      const { sectionId } = text.place;
      const section = sections.find((candidate) => candidate.id === sectionId)?.title ?? "";
      return { key: `section-${sectionId}`, title: i18n._({ id: "translations.group.section", message: "Website: {section}", values: { section } }) };
    }
    const eventId = text.place.kind === "event" ? text.place.eventId : text.place.eventId;
    if (eventId === null) return { key: "questions", title: i18n._({ id: "translations.group.questions", message: "RSVP questions" }) };
    return { key: eventId, title: list.events.find((event) => event.id === eventId)?.name ?? "" };
  };
  for (const text of texts) {
    const { key, title } = groupOf(text);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.texts.push(text);
    else groups.push({ key, title, texts: [text] });
  }
  return groups;
}

interface TranslationsEditorProps {
  wedding: Wedding;
  list: HostEventList;
  texts: CoupleTexts;
  locale: Locale;
  /** What the couple typed in this language and has not saved (kept by the screen across languages). */
  drafts: TranslationDrafts;
  onDraftsChange: (drafts: TranslationDrafts) => void;
}

/**
 * Every text the couple wrote, beside its translation into one offered language (issue 29, item 9):
 * the texts still untranslated listed first, each a link to its input, then all of them by where
 * guests meet them, saved together through each text's own route.
 */
export function TranslationsEditor({ wedding, list, texts, locale, drafts, onDraftsChange }: TranslationsEditorProps) {
  const queryClient = useQueryClient();
  const all = useMemo(() => coupleTextsIn(texts, locale), [texts, locale]);
  const [saving, setSaving] = useState(false);
  const value = (text: CoupleText) => drafts[placeKey(text.place)] ?? text.translation;
  const missing = all.filter((text) => !text.translation);
  const writes = translationWrites(wedding, list, locale, drafts, texts.sections);
  const language = englishName(locale);
  const original = englishName(wedding.locale);

  // A reload or a closed tab would lose typed translations: let the browser ask first.
  const unsaved = writes.length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  // Arriving with a text named in the address (#translate-…), go to it.
  useEffect(() => {
    if (location.hash.startsWith("#translate-")) jumpTo(decodeURIComponent(location.hash.slice(1)));
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!writes.length || saving) return;
    setSaving(true);
    try {
      await sendTranslationWrites(writes);
      onDraftsChange({});
      toast({
        title: i18n._({ id: "translations.saved", message: "Translations saved" }),
        description: i18n._({ id: "translations.savedText", message: "Guests reading {language} now see them.", values: { language } }),
        variant: "success",
      });
    } catch (error) {
      toast({
        title: i18n._({ id: "translations.notSaved", message: "Not saved" }),
        description:
          error instanceof ApiError && error.status === 429
            ? i18n._({ id: "translations.notSavedWait", message: "Too many changes at once. Wait a minute, then save again." })
            : error instanceof ApiError && error.status === 404
              ? i18n._({
                  id: "translations.notSavedGone",
                  message:
                    "Something you were translating was removed meanwhile, so it is gone from this list. Your other translations are still here: save again.",
                })
              : i18n._({ id: "translations.notSavedText", message: "Your translations could not all be saved. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQuery(wedding.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: websiteQuery(wedding.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: weddingQuery(wedding.uniqueCode).queryKey }),
        queryClient.invalidateQueries({ queryKey: fullWeddingQuery(wedding.uniqueCode).queryKey }),
      ]);
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="grid gap-6"
      aria-label={i18n._({ id: "translations.formLabel", message: "Translations into {language}", values: { language } })}
    >
      <section aria-labelledby="missing-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
        <h2 id="missing-title" className="font-serif text-xl text-stone-900">
          {missing.length
            ? i18n._({
                id: "translations.missingTitle",
                message: "{count, plural, one {# text not translated yet} other {# texts not translated yet}}",
                values: { count: missing.length },
              })
            : all.length
              ? i18n._({ id: "translations.allDone", message: "Every text is translated into {language}", values: { language } })
              : i18n._({ id: "translations.nothingYet", message: "Nothing to translate yet" })}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {missing.length
            ? i18n._({
                id: "translations.missingIntro",
                message: "Guests reading {language} see these in {original}, as you wrote them. Choose one to translate it.",
                values: { language, original },
              })
            : all.length
              ? i18n._({
                  id: "translations.allDoneIntro",
                  message: "Guests reading {language} see all of your {count, plural, one {# text} other {# texts}} in {language}.",
                  values: { language, count: all.length },
                })
              : i18n._({
                  id: "translations.nothingYetIntro",
                  message: "Write a personal message, a policy, a question, an event's details or a website section, and it appears here to translate.",
                })}
        </p>
        {missing.length > 0 && (
          <ol className="mt-3 grid divide-y divide-blush-100">
            {missing.map((text) => (
              <li key={placeKey(text.place)}>
                <a
                  href={`#${inputId(text)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    history.replaceState(history.state, "", `#${inputId(text)}`);
                    jumpTo(inputId(text));
                  }}
                  className="group grid min-h-11 content-center py-2 text-sm break-words focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
                >
                  <span className="font-medium text-blush-700 underline underline-offset-2 group-hover:text-blush-600">
                    {placeLabel(text.place, list, texts.sections)}
                  </span>
                  <span className="text-stone-600">
                    <bdi lang={wedding.locale}>{text.original.length > 80 ? `${text.original.slice(0, 77)}…` : text.original}</bdi>
                  </span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </section>

      {groupsOf(all, list, texts.sections).map((group) => (
        <section
          key={group.key}
          aria-labelledby={`group-${group.key}`}
          className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={`group-${group.key}`} className="font-serif text-xl break-words text-stone-900">
            {group.title}
          </h2>
          {group.texts.map((text) => {
            const id = inputId(text);
            const typed = value(text);
            const control = {
              id,
              value: typed,
              lang: locale,
              dir: localeDirection(locale),
              maxLength: maxLengthOf(text),
              "aria-describedby": `${id}-original`,
              className: inputClass,
              onChange: (event: { target: { value: string } }) => onDraftsChange({ ...drafts, [placeKey(text.place)]: event.target.value }),
            };
            return (
              <div key={id} className="grid gap-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <label htmlFor={id} className="text-sm font-medium text-stone-800">
                    {i18n._({
                      id: "translations.inputLabel",
                      message: "{place} in {language}",
                      values: { place: placeLabel(text.place, list, texts.sections), language },
                    })}
                  </label>
                  {!typed.trim() && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
                      {i18n._({ id: "translations.notYet", message: "Not translated yet" })}
                    </span>
                  )}
                </div>
                <p id={`${id}-original`} className="rounded-lg bg-blush-50 px-3 py-2 text-sm whitespace-pre-line text-stone-700">
                  <span className="font-medium">{i18n._({ id: "translations.original", message: "In {original}:", values: { original } })}</span>{" "}
                  <bdi lang={wedding.locale}>{text.original}</bdi>
                </p>
                {isLong(text) ? <textarea rows={3} {...control} /> : <input {...control} />}
              </div>
            );
          })}
        </section>
      ))}

      <div className="sticky bottom-0 z-10 -mx-[min(1rem,4vw)] flex flex-wrap items-center justify-end gap-3 border-t border-blush-200 bg-blush-50 px-[min(1rem,4vw)] py-3 sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
        {/* On a phone the bar is the button alone, so it leaves the texts room; the status is still read out. */}
        <p className="me-auto text-sm text-stone-700 max-sm:sr-only" aria-live="polite">
          {writes.length
            ? i18n._({ id: "translations.unsaved", message: "Unsaved changes" })
            : i18n._({ id: "translations.upToDate", message: "Everything is saved" })}
        </p>
        <Button
          type="submit"
          className="max-sm:w-full"
          pending={saving}
          pendingLabel={i18n._({ id: "translations.saving", message: "Saving…" })}
          aria-disabled={!writes.length || undefined}
        >
          {i18n._({ id: "translations.save", message: "Save {language} translations", values: { language } })}
        </Button>
      </div>
    </form>
  );
}
