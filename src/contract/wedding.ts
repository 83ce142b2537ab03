import { z } from "zod";
import { ZLookupCheck, ZRsvpAccess } from "./guest-list";
import { LENGTH } from "./limits";
import { ZClockTime, ZIsoDate, ZTimeZone, requiredText, text } from "./text";
import { ZSideWords } from "./side-labels";
import { ZLocale, ZLocaleList, ZWeddingTranslations, ZWeddingTranslationsInput } from "./translations";

export const RSVP_STYLES = ["classic", "modern", "rustic", "botanical", "minimalist", "vintage", "romantic", "elegant", "default"] as const;
export const ZRsvpStyle = z.enum(RSVP_STYLES);
export type RsvpStyle = z.infer<typeof ZRsvpStyle>;

// The shape only: the server accepts nothing but a photo it produced for this wedding
// (src/server/features/photos/ownership.ts), never an outside address.
const ZPhotoUrl = text(LENGTH.url).refine(
  (value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value),
  "Must be an http(s) URL or a path starting with /",
);

const unit = (axis: string) => z.number().min(0, `${axis} must be between 0 and 1`).max(1, `${axis} must be between 0 and 1`);
/** The photo's focal point (contract/photos.ts): fractions of its width and height, checked by the server too. */
export const ZPhotoFocus = z.strictObject({ x: unit("x"), y: unit("y") });

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields a couple edits (docs/spec.md section 3: the edit payload accepts only these). */
export const weddingFields = {
  partner1: requiredText(LENGTH.name, "Partner name is required"),
  partner2: requiredText(LENGTH.name, "Partner name is required"),
  date: ZIsoDate,
  time: ZClockTime,
  venue: requiredText(LENGTH.venue, "Venue is required"),
  message: optionalText(LENGTH.message),
  photoUrl: ZPhotoUrl.nullish().transform((value) => (value ? value : null)),
  photoFocus: ZPhotoFocus.optional(),
  rsvpStyle: ZRsvpStyle.default("classic"),
  childrenPolicy: optionalText(LENGTH.policy),
  giftPreferences: optionalText(LENGTH.policy),
  rsvpDeadline: z
    .union([ZIsoDate, z.literal("")])
    .nullish()
    .transform((value) => (value ? value : null)),
};

/**
 * The invitation's language, the languages offered to guests and the couple's texts in them
 * (issue 16, decision 0018); checked together by the server (`languageProblems`).
 */
export const languageFields = {
  locale: ZLocale,
  locales: ZLocaleList,
  translations: ZWeddingTranslationsInput,
};

/** Creation also records the couple's time zone, so deadlines close at their midnight. */
export const ZWeddingCreate = z.strictObject({
  ...weddingFields,
  timeZone: ZTimeZone.default("UTC"),
  locale: languageFields.locale.default("en"),
  locales: languageFields.locales.optional(),
  translations: languageFields.translations.default({}),
});
export type WeddingCreate = z.input<typeof ZWeddingCreate>;

/** Editing: any subset of the editable fields (and the time zone, if the couple moves). */
export const ZWeddingUpdate = z
  .strictObject({
    partner1: weddingFields.partner1,
    partner2: weddingFields.partner2,
    date: weddingFields.date,
    time: weddingFields.time,
    venue: weddingFields.venue,
    message: weddingFields.message,
    photoUrl: weddingFields.photoUrl,
    photoFocus: ZPhotoFocus,
    rsvpStyle: ZRsvpStyle,
    childrenPolicy: weddingFields.childrenPolicy,
    giftPreferences: weddingFields.giftPreferences,
    rsvpDeadline: weddingFields.rsvpDeadline,
    timeZone: ZTimeZone,
    /** How the couple's screens name the sides (contract/side-labels.ts). */
    sideWords: ZSideWords,
    ...languageFields,
  })
  .partial();
export type WeddingUpdate = z.input<typeof ZWeddingUpdate>;

export const ZStyleUpdate = z.strictObject({ rsvpStyle: ZRsvpStyle });

/** What anyone with the code may read: never the host key, never guest data. */
export const ZWedding = z.object({
  id: z.string(),
  uniqueCode: z.string(),
  partner1: z.string(),
  partner2: z.string(),
  date: z.string(),
  time: z.string(),
  venue: z.string(),
  message: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Where the faces are: every crop of the photo is positioned on it. */
  photoFocus: ZPhotoFocus,
  rsvpStyle: ZRsvpStyle,
  childrenPolicy: z.string().nullable(),
  /**
   * Whether the policy, or a translation of it, says adults only (contract/rules/children-policy.ts):
   * read by the server, so the reply forms' "adults only" note costs the guest pages no bytes.
   */
  adultsOnly: z.boolean(),
  giftPreferences: z.string().nullable(),
  rsvpDeadline: z.string().nullable(),
  timeZone: z.string(),
  /** Who may reply: anyone with the link, or only the guest list's parties (contract/guest-list.ts). */
  rsvpAccess: ZRsvpAccess,
  /** How the couple's screens and exports name the sides: the partners' names (absent too), or bride/groom (contract/side-labels.ts). */
  sideWords: ZSideWords.optional(),
  /** What the lookup asks besides the name: the kind of detail, never anyone's (decision 0022). */
  lookupCheck: ZLookupCheck,
  /** Guests may find their own table by name (the seating feature's switch; decision 0038). Present, true, only when on. */
  findMyTable: z.literal(true).optional(),
  /**
   * The couple made the schedule a website section (decision 0045): the invitation does not list the
   * events then; the section does, at its place, for its audience. Present, true, only then.
   */
  scheduleSection: z.literal(true).optional(),
  /** The invitation's language: the canonical texts are written in it. */
  locale: ZLocale,
  /** The languages guests may read it in, the invitation's own first. */
  locales: z.array(ZLocale),
  /** The message, children policy and gift preferences in the other offered languages. */
  translations: ZWeddingTranslations,
  createdAt: z.string(),
});
export type Wedding = z.infer<typeof ZWedding>;

/** Returned once, by creation: the only time the host key leaves the server. */
export const ZCreatedWedding = ZWedding.extend({ hostKey: z.string() });
export type CreatedWedding = z.infer<typeof ZCreatedWedding>;

/** Wedding codes: 8 characters of Crockford base32 (no I, L, O, U). */
export const WEDDING_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ZWeddingCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJKMNP-TV-Z]{8}$/, "A wedding code is 8 letters and digits");

/** Normalises what a person types (spaces, lower case, the look-alikes O/I/L) into a code. */
export function normaliseWeddingCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}
