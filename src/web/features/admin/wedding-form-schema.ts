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

// Messages are read when shown, not when this module loads, so they follow the active catalogue.
const required = (message: () => string) => z.string().trim().min(1, { error: message });

// The wording a chip writes into its field; the choices and their labels are the contract's.
// Host catalogue for now, as the rest of the form (docs/decisions/0017-guest-languages.md).
const childrenText = (choice: ChildrenPolicyChoice): string =>
  ({
    adults: i18n._({
      id: "admin.childrenText.adults",
      message: "We love your little ones, but our celebration will be adults only. We hope this gives you a night off to relax and celebrate with us!",
    }),
    kids: i18n._({
      id: "admin.childrenText.kids",
      message: "Children are warmly welcome! Please include them in your RSVP so we can plan seats and meals for everyone.",
    }),
  })[choice];
const giftText = (choice: GiftPreference): string =>
  ({
    honeymoon: i18n._({
      id: "admin.giftText.honeymoon",
      message:
        "Your presence is the greatest gift. If you'd like to give something, a contribution to our honeymoon fund would help us make memories together.",
    }),
    home: i18n._({
      id: "admin.giftText.home",
      message: "Your presence is the greatest gift. If you'd like to give something, we'd love help setting up our first home together.",
    }),
    charity: i18n._({
      id: "admin.giftText.charity",
      message: "Your presence is the greatest gift. In lieu of gifts, we'd be grateful for a donation to a charity close to our hearts.",
    }),
    experience: i18n._({
      id: "admin.giftText.experience",
      message: "Your presence is the greatest gift. If you'd like to give something, we'd treasure an experience to share: a class, a trip or a dinner out.",
    }),
  })[choice];

export const childrenChoices = () => CHILDREN_POLICIES.map((value) => ({ value, label: CHILDREN_POLICY_LABELS[value], text: childrenText(value) }));
export const giftChoices = () => GIFT_PREFERENCES.map((value) => ({ value, label: GIFT_PREFERENCE_LABELS[value], text: giftText(value) }));

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
  childrenChoice: "",
  giftChoice: "",
  locale: DEFAULT_LOCALE,
  locales: [DEFAULT_LOCALE],
  translations: {},
};

type FormTranslations = Partial<Record<Locale, Partial<Record<WeddingTextField, string>>>>;

/**
 * The chips are not stored (docs/spec.md keeps only the wording), so the edit form reads them back
 * from the words: a chip's own sentence, an AI suggestion or the couple's text all say which
 * choice they mean. Unclear wording leaves the chip unchosen, as before.
 */
export function childrenChoiceOf(text: string | null | undefined): ChildrenPolicyChoice | "" {
  const words = (text ?? "").toLowerCase();
  if (/adults?[\s-]*only|for adults|grown-?ups|child[\s-]*free|no (children|kids)|(children|kids)[^.]*\bnot\b[^.]*(invited|able|allowed|permitted)/.test(words))
    return "adults";
  if (/\b(children|child|kids?|little ones|babies|whole family|family-friendly)\b/.test(words)) return "kids";
  return "";
}

export function giftChoiceOf(text: string | null | undefined): GiftPreference | "" {
  const words = (text ?? "").toLowerCase();
  // Most specific first: "home" also appears in lines about the other choices ("a home full of everything").
  if (words.includes("honeymoon")) return "honeymoon";
  if (/charit|donat/.test(words)) return "charity";
  if (words.includes("experience")) return "experience";
  if (/\bhome\b|household|kitchen/.test(words)) return "home";
  return "";
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
  // docs/design.md 4: the deadline closes at midnight where the couple lives.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return { ...(weddingPayload(values) as WeddingCreate), timeZone };
}

export const MESSAGE_MAX = LENGTH.message;
export const POLICY_MAX = LENGTH.policy;
