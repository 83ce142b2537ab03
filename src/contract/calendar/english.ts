import { setupI18n } from "@lingui/core";
import { messages } from "../../locales/calendar/en";

/**
 * The calendar text in English, for callers that have no language of their own yet (the guest
 * pages until they pass their own i18n with the calendar catalogue loaded; tests).
 */
export const englishCalendarI18n = setupI18n({ locale: "en", messages: { en: messages } });
