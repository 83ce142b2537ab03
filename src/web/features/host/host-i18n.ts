import { LOCALE_CODES } from "../../../contract/locales";
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

export { i18n };
