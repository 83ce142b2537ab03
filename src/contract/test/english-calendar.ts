import { setupI18n } from "@lingui/core";
import { messages } from "../../locales/calendar/en";

/**
 * The calendar text in English, from the compiled catalogue itself, so the calendar, mail and
 * compose-link tests check the words a guest reads. The app never needs it: every caller passes
 * the page's or the party's own i18n (src/web/lib/i18n.ts, src/server/i18n.ts).
 */
export const englishCalendarI18n = setupI18n({ locale: "en", messages: { en: messages } });
