import { messages } from "../../locales/site/en";
import { loadEnglishEverywhere } from "./english-catalogue";
import { i18n } from "./i18n";

/**
 * The public site's messages: the front page and the top bar (docs/decisions/0017-guest-languages.md,
 * "The couple's screens"), English for now. Apart from the host catalogue so the front page
 * downloads a few KB of its own text, not every screen's.
 */
loadEnglishEverywhere(messages);

export { i18n };
