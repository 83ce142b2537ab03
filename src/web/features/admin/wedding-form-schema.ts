import "../host/zod-jitless";
import { i18n } from "../host/host-i18n";
import { z } from "zod";
import {
  CHILDREN_POLICIES,
  CHILDREN_POLICY_LABELS,
  GIFT_PREFERENCE_LABELS,
  GIFT_PREFERENCES,
  type ChildrenPolicyChoice,
  type GiftPreference,
} from "../../../contract/ai";
import { LENGTH } from "../../../contract/limits";
import { CENTRE_FOCUS } from "../../../contract/photos";
import type { Wedding, WeddingCreate, WeddingUpdate } from "../../../contract/wedding";
import { languageFields, weddingFields } from "../../../contract/wedding";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locales";
import { orderLocales, WEDDING_TEXT_FIELDS, type WeddingTextField } from "../../../contract/translations";
import { isAdultsOnly } from "../../../contract/rules/children-policy";
import { starterChoiceOf } from "../../../contract/starter-texts";
import { ZTimeZone } from "../../../contract/text";
import { browserTimeZone } from "./time-zones";

// Messages are read when shown, not when this module loads, so they follow the active catalogue.
const required = (message: () => string) => z.string().trim().min(1, { error: message });

// The chips' labels are the host's (English); the sentences they write are the invitation's
// language's, from src/contract/starter-texts.ts (starter-drafts.ts writes them).
export const childrenChoices = () => CHILDREN_POLICIES.map((value) => ({ value, label: CHILDREN_POLICY_LABELS[value] }));
export const giftChoices = () => GIFT_PREFERENCES.map((value) => ({ value, label: GIFT_PREFERENCE_LABELS[value] }));

/**
 * The wedding form: the contract's field rules, with friendlier "required" messages first.
 * childrenChoice / giftChoice are the pickers the AI suggestion buttons read; they are not stored.
 */
export const ZWeddingForm = z.object({
  partner1: required(() => i18n._({ id: "admin.partnerOneRequired", message: "Partner 1's name is required" })).pipe(weddingFields.partner1),
  partner2: required(() => i18n._({ id: "admin.partnerTwoRequired", message: "Partner 2's name is required" })).pipe(weddingFields.partner2),
  date: required(() => i18n._({ id: "admin.dateRequired", message: "The wedding date is required" })).pipe(weddingFields.date),
  time: required(() => i18n._({ id: "admin.timeRequired", message: "The ceremony time is required" })).pipe(weddingFields.time),
  venue: required(() => i18n._({ id: "admin.venueRequired", message: "The venue is required" })).pipe(weddingFields.venue),
  message: weddingFields.message,
  photoUrl: weddingFields.photoUrl,
  photoFocus: weddingFields.photoFocus,
  childrenPolicy: weddingFields.childrenPolicy,
  giftPreferences: weddingFields.giftPreferences,
  rsvpDeadline: weddingFields.rsvpDeadline,
  // docs/decisions/0031-wedding-time-zone.md: shown and chosen, never taken silently from the browser.
  timeZone: required(() => i18n._({ id: "admin.timeZoneRequired", message: "Choose the time zone where the wedding happens" }))
    .refine((zone) => ZTimeZone.safeParse(zone).success, {
      error: () => i18n._({ id: "admin.timeZoneUnknown", message: "Choose a time zone from the list, e.g. Europe/Madrid" }),
    })
    .pipe(ZTimeZone),
  childrenChoice: z.union([z.enum(CHILDREN_POLICIES), z.literal("")]).optional(),
  giftChoice: z.union([z.enum(GIFT_PREFERENCES), z.literal("")]).optional(),
  // Issue 16: the invitation's language, every language offered (it included), and the texts in
  // the others. Translations of a language unticked stay in the form until saving drops them.
  locale: languageFields.locale,
  locales: z.array(languageFields.locale),
  translations: languageFields.translations,
});
export type WeddingFormInput = z.input<typeof ZWeddingForm>;
export type WeddingFormOutput = z.output<typeof ZWeddingForm>;

/** A new wedding's form: its zone starts as the browser's, shown so the couple can change it. */
export const emptyForm = (): WeddingFormInput => ({ ...EMPTY_FORM, timeZone: browserTimeZone() });

export const EMPTY_FORM: WeddingFormInput = {
  partner1: "",
  partner2: "",
  date: "",
  time: "",
  venue: "",
  message: "",
  photoUrl: "",
  photoFocus: CENTRE_FOCUS,
  childrenPolicy: "",
  giftPreferences: "",
  rsvpDeadline: "",
  timeZone: "UTC",
  childrenChoice: "",
  giftChoice: "",
  locale: DEFAULT_LOCALE,
  locales: [DEFAULT_LOCALE],
  translations: {},
};

type FormTranslations = Partial<Record<Locale, Partial<Record<WeddingTextField, string>>>>;

/** Children, in the eight languages, for wording that says neither adults only nor the chip's own sentence. */
const CHILDREN_WORDS =
  /\b(?:children|child|kids?|little ones|babies|whole family|family-friendly|niñ[oa]s|peques|enfants|kinder|bambin[io]|crianças|dzieci)\b|أطفال|الصغار/i;

/**
 * The chips are not stored (docs/spec.md keeps only the wording), so the edit form reads them back
 * from the words: a chip's own sentence in any language, an AI suggestion or the couple's text all
 * say which choice they mean. Adults only is rules/children-policy.ts's reading (eight languages,
 * the same one the reply forms use), plus two English turns it leaves to the reader. Unclear
 * wording leaves the chip unchosen, as before.
 */
export function childrenChoiceOf(text: string | null | undefined): ChildrenPolicyChoice | "" {
  const starter = starterChoiceOf("childrenPolicy", text);
  if (starter) return starter;
  const words = text ?? "";
  if (isAdultsOnly(words) || /grown-?ups|\b(?:children|kids)\b[^.]*\bnot\b[^.]*\b(?:invited|able|allowed|permitted)\b/i.test(words)) return "adults";
  return CHILDREN_WORDS.test(words) ? "kids" : "";
}

// Most specific first: "home" also appears in lines about the other choices ("a home full of everything").
const GIFT_WORDS: ReadonlyArray<[GiftPreference, RegExp]> = [
  ["honeymoon", /honeymoon|luna de miel|voyage de noces|flitterwochen|viaggio di nozze|luna di miele|lua de mel|podróż\S* poślubn|شهر العسل/i],
  ["charity", /charit|donat|donaz|doação|benefic|benéfic|caritat|solidári|\bdons?\b|spende|wohltätig|darowizn|datek|charytatywn|تبرع|خيري/i],
  ["experience", /experience|experiencia|expérience|esperienza|experiência|erlebnis|przeżyci|doświadczeni|تجربة/i],
  ["home", /\bhome\b|household|kitchen|hogar|\bcasa\b|chez-nous|foyer|maison|zuhause|wohnung|haushalt|\blar\b|\bdom(?:u|ow)?\b|mieszkani|منزل|بيت/i],
];

export function giftChoiceOf(text: string | null | undefined): GiftPreference | "" {
  const starter = starterChoiceOf("giftPreferences", text);
  if (starter) return starter;
  return GIFT_WORDS.find(([, words]) => words.test(text ?? ""))?.[0] ?? "";
}

export function formFromWedding(wedding: Wedding): WeddingFormInput {
  return {
    partner1: wedding.partner1,
    partner2: wedding.partner2,
    date: wedding.date,
    time: wedding.time,
    venue: wedding.venue,
    message: wedding.message ?? "",
    photoUrl: wedding.photoUrl ?? "",
    photoFocus: wedding.photoFocus,
    childrenPolicy: wedding.childrenPolicy ?? "",
    giftPreferences: wedding.giftPreferences ?? "",
    rsvpDeadline: wedding.rsvpDeadline ?? "",
    timeZone: wedding.timeZone,
    childrenChoice: childrenChoiceOf(wedding.childrenPolicy),
    giftChoice: giftChoiceOf(wedding.giftPreferences),
    // A wedding read before languages existed (a cached page) is English only.
    locale: wedding.locale ?? DEFAULT_LOCALE,
    locales: wedding.locales ?? [wedding.locale ?? DEFAULT_LOCALE],
    translations: Object.fromEntries(
      Object.entries(wedding.translations ?? {}).map(([code, entry]) => [
        code,
        Object.fromEntries(WEDDING_TEXT_FIELDS.map((field) => [field, entry?.[field] ?? ""])),
      ]),
    ) as FormTranslations,
  };
}

/** The other languages offered: those a translation is written for. */
export function translatedLocales(values: { locale?: Locale; locales?: readonly Locale[] }): Locale[] {
  const locale = values.locale ?? DEFAULT_LOCALE;
  return orderLocales(locale, values.locales ?? []).slice(1);
}

/** Only the stored fields go to the server (the edit payload is strict). */
export function weddingPayload(values: WeddingFormOutput): WeddingUpdate {
  const { childrenChoice: _children, giftChoice: _gift, locale, locales: _locales, translations, ...fields } = values;
  // The invitation's language is always offered, first; only offered languages' texts are sent.
  const others = translatedLocales(values);
  const sent = Object.fromEntries(others.flatMap((code) => (translations[code] ? [[code, translations[code]]] : [])));
  return { ...fields, locale, locales: [locale, ...others], translations: sent };
}

export function createPayload(values: WeddingFormOutput): WeddingCreate {
  // The zone the couple chose on the form (docs/decisions/0031-wedding-time-zone.md).
  return weddingPayload(values) as WeddingCreate;
}

export const MESSAGE_MAX = LENGTH.message;
export const POLICY_MAX = LENGTH.policy;
