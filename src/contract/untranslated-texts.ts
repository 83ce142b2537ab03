import type { Locale } from "./locales";
import {
  EVENT_TEXT_FIELDS,
  WEDDING_TEXT_FIELDS,
  type EventTextField,
  type EventTranslations,
  type QuestionTranslations,
  type WeddingTextField,
  type WeddingTranslations,
} from "./translations";
import type { SectionKind, SectionTranslations } from "./website-text";

// Which of the couple's own texts a guest reading another offered language still sees as written
// (issue 29, item 9; docs/decisions/0028-couple-texts-and-registers.md). One function for every
// screen that says so: the translations screen, the wedding form's language panel, the Complete
// step and the dashboard. Type-only imports: no zod.

/** Where one of the couple's texts lives, so a screen can name it and take the couple to its input. */
export type CoupleTextPlace =
  | { kind: "wedding"; field: WeddingTextField }
  /** `option` null: the question itself; else the option at that index. `eventId` null: the wedding's own questions. */
  | { kind: "question"; questionId: string; eventId: string | null; option: number | null }
  | { kind: "event"; eventId: string; field: EventTextField }
  /** A website section's title or text (decision 0045). */
  | { kind: "section"; sectionId: string; field: "title" | "body" }
  /** One entry of a section (`item` its index): its label (a question, a place, a fund) or its detail (an answer, a note, a role). */
  | { kind: "section-item"; sectionId: string; item: number; field: "label" | "detail" };

export interface CoupleText {
  place: CoupleTextPlace;
  /** As the couple wrote it, in the invitation's language. */
  original: string;
  /** In the language asked for; "" when not translated (guests then read the original). */
  translation: string;
}

export interface TranslatableWedding {
  locale: Locale;
  locales: readonly Locale[];
  message: string | null;
  childrenPolicy: string | null;
  giftPreferences: string | null;
  translations?: WeddingTranslations;
}

export interface TranslatableQuestion {
  id: string;
  question: string;
  /** A choice question's options (none for a text or number question). */
  options: readonly string[];
  eventId?: string | null;
  /** An event's attendance question: written by us in every offered language, never the couple's to translate. */
  eventAttendance?: boolean;
  translations?: QuestionTranslations;
}

export interface TranslatableEvent {
  id: string;
  name: string;
  dressCode: string | null;
  description: string | null;
  translations?: EventTranslations;
}

export interface TranslatableSection {
  id: string;
  kind: SectionKind;
  title: string;
  body: string | null;
  items: ReadonlyArray<{ label: string; detail: string | null }>;
  translations?: SectionTranslations;
}

export interface CoupleTexts {
  wedding: TranslatableWedding;
  /** In the order guests meet them. */
  questions: readonly TranslatableQuestion[];
  /** The extra events in order (the main event, id "main", is the wedding's own and skipped). */
  events?: readonly TranslatableEvent[];
  /**
   * The website's sections in the couple's order, every one of them: hidden ones and those limited
   * to some households too, since the couple translates everything they wrote (decision 0045).
   */
  sections?: readonly TranslatableSection[];
}

const text = (original: string | null | undefined) => (original ?? "").trim();

/**
 * Every text the couple wrote, with its translation into `locale`, in the order a guest meets
 * them: the invitation's message, children policy and gift preferences; the wedding's questions,
 * each followed by its options; then each event's name, dress code and description followed by its
 * own questions; then each website section's title, text and entries. Blank originals are not
 * texts. Venues and addresses are names of places, kept as written (decision 0028), and so are the
 * names of the wedding party's people (decision 0045).
 */
export function coupleTextsIn({ wedding, questions, events = [], sections = [] }: CoupleTexts, locale: Locale): CoupleText[] {
  const texts: CoupleText[] = [];
  const add = (place: CoupleTextPlace, original: string | null | undefined, translation: string | null | undefined) => {
    if (text(original)) texts.push({ place, original: text(original), translation: text(translation) });
  };
  const addQuestion = (question: TranslatableQuestion) => {
    if (question.eventAttendance) return;
    const entry = question.translations?.[locale];
    const eventId = question.eventId ?? null;
    add({ kind: "question", questionId: question.id, eventId, option: null }, question.question, entry?.question);
    question.options.forEach((option, index) => add({ kind: "question", questionId: question.id, eventId, option: index }, option, entry?.options?.[index]));
  };
  for (const field of WEDDING_TEXT_FIELDS) add({ kind: "wedding", field }, wedding[field], wedding.translations?.[locale]?.[field]);
  for (const question of questions) if (!question.eventId) addQuestion(question);
  for (const event of events) {
    if (event.id === "main") continue;
    for (const field of EVENT_TEXT_FIELDS) add({ kind: "event", eventId: event.id, field }, event[field], event.translations?.[locale]?.[field]);
    for (const question of questions) if (question.eventId === event.id) addQuestion(question);
  }
  for (const section of sections) {
    const entry = section.translations?.[locale];
    add({ kind: "section", sectionId: section.id, field: "title" }, section.title, entry?.title);
    add({ kind: "section", sectionId: section.id, field: "body" }, section.body, entry?.body);
    section.items.forEach((item, index) => {
      const translated = entry?.items?.[index];
      if (section.kind !== "wedding_party") add({ kind: "section-item", sectionId: section.id, item: index, field: "label" }, item.label, translated?.label);
      add({ kind: "section-item", sectionId: section.id, item: index, field: "detail" }, item.detail, translated?.detail);
    });
  }
  return texts;
}

export interface UntranslatedTexts {
  locale: Locale;
  /** How many texts the couple wrote. */
  total: number;
  /** Those still without a translation into `locale`, in the order guests meet them. */
  missing: CoupleText[];
}

/** Per offered language besides the invitation's own, in the couple's order: which texts are still untranslated. */
export function untranslatedTexts(texts: CoupleTexts): UntranslatedTexts[] {
  return texts.wedding.locales
    .filter((locale) => locale !== texts.wedding.locale)
    .map((locale) => {
      const all = coupleTextsIn(texts, locale);
      return { locale, total: all.length, missing: all.filter((entry) => !entry.translation) };
    });
}

/** A stable key for a text's place (an input's id, a list key). */
export function placeKey(place: CoupleTextPlace): string {
  if (place.kind === "wedding") return `wedding-${place.field}`;
  if (place.kind === "event") return `event-${place.eventId}-${place.field}`;
  if (place.kind === "section") return `section-${place.sectionId}-${place.field}`;
  if (place.kind === "section-item") return `section-${place.sectionId}-item-${place.item}-${place.field}`;
  return `question-${place.questionId}${place.option === null ? "" : `-option-${place.option}`}`;
}
