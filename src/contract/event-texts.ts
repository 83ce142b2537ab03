import type { Locale } from "./locales";

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

export const EVENT_ATTENDANCE_TEXT: Record<Locale, AttendanceText> = {
  en: { question: (name) => `${name}: will you attend?`, yes: "Yes, I'll be there", no: "No, I can't make it" },
  es: { question: (name) => `${name}: ¿asistirás?`, yes: "Sí, allí estaré", no: "No podré ir" },
  fr: { question: (name) => `${name} : serez-vous présent·e ?`, yes: "Oui, je serai là", no: "Non, je ne pourrai pas venir" },
  de: { question: (name) => `${name}: Bist du dabei?`, yes: "Ja, ich bin dabei", no: "Nein, ich kann leider nicht" },
  it: { question: (name) => `${name}: ci sarai?`, yes: "Sì, ci sarò", no: "No, non posso esserci" },
  pt: { question: (name) => `${name}: vai comparecer?`, yes: "Sim, estarei lá", no: "Não poderei ir" },
  pl: { question: (name) => `${name}: czy będziesz?`, yes: "Tak, będę", no: "Nie, nie dam rady" },
  ar: { question: (name) => `${name}: هل ستحضر؟`, yes: "نعم، سأحضر", no: "لا، لن أتمكن من الحضور" },
};

/** The host's column for an event's attendance (CSV headers, the responses page). */
export const eventAttendanceLabel = (eventName: string) => `${eventName}: attending`;
