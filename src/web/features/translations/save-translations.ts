import type { HostEventList } from "../../../contract/events";
import type { Locale } from "../../../contract/locales";
import type { QuestionTranslations } from "../../../contract/translations";
import { EVENT_TEXT_FIELDS, WEDDING_TEXT_FIELDS } from "../../../contract/translations";
import { placeKey, type TranslatableSection } from "../../../contract/untranslated-texts";
import type { SectionTranslation } from "../../../contract/website-text";
import type { Wedding } from "../../../contract/wedding";
import { apiRequest } from "../../lib/api";

/** The couple's typed translations, by place key (contract/untranslated-texts.ts). */
export type TranslationDrafts = Record<string, string>;

export interface TranslationWrite {
  method: "PUT";
  path: string;
  body: unknown;
}

/**
 * The writes that store one language's translations as the couple left them, through each text's
 * own route (the wedding's, a question's, an event's, a website section's), only for what changed:
 * a blank one is "not translated" (decision 0018). A question is sent with its other languages as
 * they are, since its translations are replaced whole; a section with this language's whole entry
 * (title, text and every entry, aligned by index), since the server replaces one language's entry.
 */
export function translationWrites(
  wedding: Wedding,
  list: HostEventList,
  locale: Locale,
  drafts: TranslationDrafts,
  sections: readonly TranslatableSection[] = [],
): TranslationWrite[] {
  const value = (key: string, saved: string | undefined) => (drafts[key] ?? saved ?? "").trim();
  const changed = (key: string, saved: string | undefined) => value(key, saved) !== (saved ?? "").trim();
  const writes: TranslationWrite[] = [];

  const own = wedding.translations[locale] ?? {};
  if (WEDDING_TEXT_FIELDS.some((field) => changed(placeKey({ kind: "wedding", field }), own[field]))) {
    const entry = Object.fromEntries(WEDDING_TEXT_FIELDS.map((field) => [field, value(placeKey({ kind: "wedding", field }), own[field])]));
    writes.push({ method: "PUT", path: `/api/weddings/${encodeURIComponent(wedding.id)}`, body: { translations: { [locale]: entry } } });
  }

  for (const question of list.questions) {
    if (question.eventAttendance) continue;
    const saved = question.translations[locale];
    const eventId = question.eventId ?? null;
    const textKey = placeKey({ kind: "question", questionId: question.id, eventId, option: null });
    const optionKeys = question.options.map((_, index) => placeKey({ kind: "question", questionId: question.id, eventId, option: index }));
    if (!changed(textKey, saved?.question) && !optionKeys.some((key, index) => changed(key, saved?.options?.[index]))) continue;
    // The other languages as they are, their options lined up with the question's (one per option).
    const translations: QuestionTranslations = {};
    for (const [code, entry] of Object.entries(question.translations) as Array<[Locale, NonNullable<QuestionTranslations[Locale]>]>) {
      translations[code] = {
        ...(entry.question ? { question: entry.question } : {}),
        ...(question.options.length && entry.options ? { options: question.options.map((_, index) => entry.options?.[index] ?? "") } : {}),
      };
    }
    translations[locale] = {
      question: value(textKey, saved?.question),
      ...(question.options.length ? { options: optionKeys.map((key, index) => value(key, saved?.options?.[index])) } : {}),
    };
    writes.push({ method: "PUT", path: `/api/questions/${encodeURIComponent(question.id)}`, body: { translations } });
  }

  for (const event of list.events) {
    if (event.id === "main") continue;
    const saved = event.translations?.[locale] ?? {};
    const keys = EVENT_TEXT_FIELDS.map((field) => [field, placeKey({ kind: "event", eventId: event.id, field })] as const);
    if (!keys.some(([field, key]) => changed(key, saved[field]))) continue;
    const entry = Object.fromEntries(keys.map(([field, key]) => [field, value(key, saved[field])]));
    writes.push({ method: "PUT", path: `/api/events/${encodeURIComponent(event.id)}`, body: { translations: { [locale]: entry } } });
  }

  for (const section of sections) {
    const saved: SectionTranslation = section.translations?.[locale] ?? {};
    const key = (field: "title" | "body") => placeKey({ kind: "section", sectionId: section.id, field });
    const itemKey = (item: number, field: "label" | "detail") => placeKey({ kind: "section-item", sectionId: section.id, item, field });
    const itemChanged = section.items.some((_, index) =>
      (["label", "detail"] as const).some((field) => changed(itemKey(index, field), saved.items?.[index]?.[field])),
    );
    if (!changed(key("title"), saved.title) && !changed(key("body"), saved.body) && !itemChanged) continue;
    // A text not listed (a person's name) keeps its saved translation: `value` falls back to it.
    const entry = {
      title: value(key("title"), saved.title),
      body: value(key("body"), saved.body),
      items: section.items.map((_, index) => ({
        label: value(itemKey(index, "label"), saved.items?.[index]?.label),
        detail: value(itemKey(index, "detail"), saved.items?.[index]?.detail),
      })),
    };
    writes.push({ method: "PUT", path: `/api/website/sections/${encodeURIComponent(section.id)}`, body: { translations: { [locale]: entry } } });
  }
  return writes;
}

/** Sends the writes one after another; a refusal stops there (what was sent before it stays saved). */
export async function sendTranslationWrites(writes: readonly TranslationWrite[]): Promise<void> {
  for (const write of writes) await apiRequest(write.method, write.path, write.body);
}
