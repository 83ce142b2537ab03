import { z } from "zod";
import { LOCALE_CODES } from "./locales";

/**
 * A language code from the one list (contract/locales.ts), as request bodies carry it: the
 * language a guest replied in, the language a couple chose for a household's emails.
 */
export const ZLocale = z.enum(LOCALE_CODES, { error: () => `Use one of ${LOCALE_CODES.join(", ")}` });
