import { messages } from "../../../locales/host/en";
import { loadEnglishEverywhere } from "../../lib/english-catalogue";
import { i18n } from "../../lib/i18n";

/**
 * The couple's screens' messages (issue 16, item 4; docs/decisions/0017-guest-languages.md, "The
 * couple's screens"), English for now. Host code imports `i18n` from here rather than from
 * lib/i18n, so the catalogue is in memory before any host module runs. This module and the
 * catalogue ride in the host screens' chunks, never in a guest page's or the front page's.
 */
loadEnglishEverywhere(messages);

export { i18n };
