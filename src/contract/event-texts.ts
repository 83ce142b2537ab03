import type { Locale } from "./locales";
import type { EventTranslations } from "./translations";

/**
 * The attendance question every extra event is given (docs/decisions/0019-events.md), in the
 * wedding's language: yes first, then no. The first option is the "yes" the counts read, so
 * they do not depend on the words. No zod here: the guest pages import it.
 */
export const MAIN_EVENT_ID = "main";

interface AttendanceText {
  question: (eventName: string) => string;
  yes: string;
  no: string;
}

// The guest pages' registers (docs/decisions/0017-guest-languages.md): Spanish usted, French vous,
// German Sie, Italian tu, Portuguese você, Polish Ty, Arabic the respectful plural.
export const EVENT_ATTENDANCE_TEXT: Record<Locale, AttendanceText> = {
  en: { question: (name) => `${name}: will you attend?`, yes: "Yes, I'll be there", no: "No, I can't make it" },
  es: { question: (name) => `${name}: ¿nos acompañará?`, yes: "Sí, allí estaré", no: "No podré ir" },
  fr: { question: (name) => `${name}\u202f: serez-vous des nôtres\u202f?`, yes: "Oui, je serai là", no: "Non, je ne pourrai pas venir" },
  de: { question: (name) => `${name}: Sind Sie dabei?`, yes: "Ja, ich bin dabei", no: "Nein, leider nicht" },
  it: { question: (name) => `${name}: ci sarai?`, yes: "Sì, ci sarò", no: "No, non posso esserci" },
  pt: { question: (name) => `${name}: vai comparecer?`, yes: "Sim, estarei lá", no: "Não poderei ir" },
  pl: { question: (name) => `${name}: czy będziesz?`, yes: "Tak, będę", no: "Nie, nie dam rady" },
  ar: { question: (name) => `${name}: هل ستحضرون؟`, yes: "نعم، سأحضر", no: "لا، لن أتمكن من الحضور" },
};

/**
 * An event's attendance question in the wedding's language, with its translations into the other
 * offered languages (decision 0018), so a guest reading Arabic is asked in Arabic too, about the
 * event by its name in Arabic when the couple translated it (issue 29, item 9).
 */
export function eventAttendanceQuestion(eventName: string, locale: Locale, offered: readonly Locale[], names: EventTranslations = {}) {
  const own = EVENT_ATTENDANCE_TEXT[locale];
  const translations: Partial<Record<Locale, { question: string; options: string[] }>> = {};
  for (const other of offered) {
    if (other === locale) continue;
    const text = EVENT_ATTENDANCE_TEXT[other];
    translations[other] = { question: text.question(names[other]?.name?.trim() || eventName), options: [text.yes, text.no] };
  }
  return { question: own.question(eventName), options: [own.yes, own.no], translations };
}

/** The host's column for an event's attendance (CSV headers, the responses page). */
export const eventAttendanceLabel = (eventName: string) => `${eventName}: attending`;
