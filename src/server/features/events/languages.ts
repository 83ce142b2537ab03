import { eventAttendanceQuestion } from "../../../contract/event-texts";
import type { Locale } from "../../../contract/locales";
import { keepOfferedTranslations } from "../../../contract/translations";
import type { Db } from "../../db/connect";
import * as repo from "./repository";

/**
 * The wedding's languages changed (run inside that write's transaction; docs/decisions/0028-couple-texts-and-registers.md).
 * Each event keeps the translations of languages still offered, as the wedding's own texts do
 * (decision 0018), and its attendance question is asked in every offered language, a newly offered
 * one included: a couple who offers Spanish after planning the brunch would otherwise leave Spanish
 * readers a question in English that no screen lets them translate. The question's own text and
 * options stay (stored answers hold the options).
 */
export async function followWeddingLanguages(db: Db, weddingId: string, locale: Locale, offered: readonly Locale[]): Promise<void> {
  for (const event of await repo.listEvents(db, weddingId)) {
    const translations = keepOfferedTranslations(event.translations, locale, offered);
    const attendance = eventAttendanceQuestion(event.name, locale, offered, translations);
    await repo.setEventLanguages(db, event, translations, attendance.translations);
  }
}
