import { DEFAULT_LOCALE, LOCALE_CODES } from "../../../contract/locales";
import { messages } from "../../../locales/host/en";
import { i18n } from "../../lib/i18n";

/**
 * The couple's screens' messages (issue 16, item 4; docs/decisions/0017-guest-languages.md, "The
 * couple's screens"). They stay English: the compiled host catalogue is loaded into the one
 * Lingui instance under every language, so a host screen reads English whatever language is
 * active. Host code imports `i18n` from here rather than from lib/i18n, so the catalogue is in
 * memory before any host module runs, and so before a first render: no id ever shows. This
 * module and the catalogue ride in the host screens' chunks, never in a guest page's.
 */
for (const locale of LOCALE_CODES) i18n.load(locale, messages);
// main.tsx activates the page's language once its guest catalogue is in; a host module may run
// first (and unit tests never run main.tsx), so English until then rather than Lingui's error.
if (!i18n.locale) i18n.activate(DEFAULT_LOCALE);

export { i18n };
