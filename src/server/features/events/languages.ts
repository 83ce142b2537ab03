import { eventAttendanceQuestion } from "../../../contract/event-texts";
import type { Locale } from "../../../contract/locales";
import { keepOfferedTranslations, type QuestionTranslations } from "../../../contract/translations";
import type { Db } from "../../db/connect";
import * as repo from "./repository";

/** An extra event's attendance question and its translations in every offered language. */
export interface AttendanceTranslations {
  questionId: string;
  translations: QuestionTranslations;
}

/**
 * The wedding's languages changed (run inside that write's transaction; docs/decisions/0028-couple-texts-and-registers.md).
 * Each event keeps the translations of languages still offered, as the wedding's own texts do
 * (decision 0018), and its attendance question is to be asked in every offered language, a newly
 * offered one included: a couple who offers Spanish after planning the brunch would otherwise leave
 * Spanish readers a question in English that no screen lets them translate. The events are written
 * here; the questions' translations are answered for the caller to hand to the questions feature,
 * which owns that table (docs/decisions/0029-one-owner-per-table.md). The question's own text and
 * options stay (stored answers hold the options).
 */
export async function followWeddingLanguages(db: Db, weddingId: string, locale: Locale, offered: readonly Locale[]): Promise<AttendanceTranslations[]> {
  const attendance: AttendanceTranslations[] = [];
  for (const event of await repo.listEvents(db, weddingId)) {
    const translations = keepOfferedTranslations(event.translations, locale, offered);
    await repo.setEventTranslations(db, event.id, translations);
    if (event.attendanceQuestionId) {
      attendance.push({
        questionId: event.attendanceQuestionId,
        translations: eventAttendanceQuestion(event.name, locale, offered, translations).translations,
      });
    }
  }
  return attendance;
}
