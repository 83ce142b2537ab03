import type { Locale } from "../../../../../../contract/locales";
import { ADULTS_ONLY, KIDS_WELCOME } from "../children-policies";
import { GIFT_PHRASES } from "../gift-preferences";
import type { LanguagePhrasings } from "../language";
import { WEDDING_MESSAGES } from "../wedding-messages";
import { AR } from "./ar";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { PL } from "./pl";
import { PT } from "./pt";

const EN: LanguagePhrasings = {
  atVenue: (venue) => ` at ${venue}`,
  onDate: (date) => ` on ${date}`,
  messages: WEDDING_MESSAGES,
  adultsOnly: ADULTS_ONLY,
  kidsWelcome: KIDS_WELCOME,
  gifts: GIFT_PHRASES,
};

/** The offline writer's library in each of the invitation's languages (src/contract/locales.ts). */
export const PHRASINGS: Record<Locale, LanguagePhrasings> = { en: EN, es: ES, fr: FR, de: DE, it: IT, pt: PT, pl: PL, ar: AR };
