import type { Locale } from "./locales";
import { DEFAULT_QUESTIONS, type Question } from "./question";
import type { QuestionTranslations } from "./translations";

type QuestionTexts = { question: string; options: string[] };

/**
 * The four default questions (docs/spec.md section 3) in each language, in the couple's voice,
 * one row per language in DEFAULT_QUESTIONS' order (decision 0018). A wedding gets them in its
 * invitation's language, with the other offered languages as translations. Each language keeps the
 * guest pages' one register (Spanish usted, French vous, German Sie, Italian tu, Portuguese você,
 * Polish Ty, Arabic the polite plural: docs/decisions/0028-couple-texts-and-registers.md).
 */
export const DEFAULT_QUESTION_TEXTS: Record<Locale, readonly [QuestionTexts, QuestionTexts, QuestionTexts, QuestionTexts]> = {
  en: [
    { question: "Will you attend our wedding?", options: ["Yes, I'll be there!", "Sorry, can't make it"] },
    { question: "Meal preference", options: ["Chicken", "Beef", "Vegetarian"] },
    { question: "Dietary restrictions or allergies", options: [] },
    { question: "Do you need accommodation assistance?", options: ["Yes, please help with hotel recommendations", "No, we have our own arrangements"] },
  ],
  es: [
    { question: "¿Nos acompañará en nuestra boda?", options: ["¡Sí, allí estaré!", "Lo siento, no podré ir"] },
    { question: "Preferencia de menú", options: ["Pollo", "Ternera", "Vegetariano"] },
    { question: "Restricciones alimentarias o alergias", options: [] },
    { question: "¿Necesita ayuda con el alojamiento?", options: ["Sí, nos vendrían bien recomendaciones de hoteles", "No, ya tenemos dónde alojarnos"] },
  ],
  fr: [
    { question: "Serez-vous des nôtres pour notre mariage\u00a0?", options: ["Oui, je serai là\u00a0!", "Désolé, je ne pourrai pas venir"] },
    { question: "Choix du menu", options: ["Poulet", "Bœuf", "Végétarien"] },
    { question: "Régime alimentaire ou allergies", options: [] },
    {
      question: "Avez-vous besoin d'aide pour l'hébergement\u00a0?",
      options: ["Oui, merci de nous conseiller des hôtels", "Non, nous avons déjà prévu notre hébergement"],
    },
  ],
  de: [
    { question: "Sind Sie bei unserer Hochzeit dabei?", options: ["Ja, ich bin dabei!", "Leider kann ich nicht kommen"] },
    { question: "Menüwunsch", options: ["Hähnchen", "Rind", "Vegetarisch"] },
    { question: "Unverträglichkeiten oder Allergien", options: [] },
    {
      question: "Brauchen Sie Hilfe bei der Unterkunft?",
      options: ["Ja, bitte mit Hotelempfehlungen helfen", "Nein, wir kümmern uns selbst um die Unterkunft"],
    },
  ],
  it: [
    { question: "Sarai con noi al nostro matrimonio?", options: ["Sì, ci sarò!", "Mi dispiace, non potrò esserci"] },
    { question: "Scelta del menù", options: ["Pollo", "Manzo", "Vegetariano"] },
    { question: "Restrizioni alimentari o allergie", options: [] },
    { question: "Hai bisogno di aiuto per l'alloggio?", options: ["Sì, vorrei qualche consiglio sugli hotel", "No, abbiamo già dove alloggiare"] },
  ],
  // Register: você for one guest, in words read naturally in Portugal and in Brazil alike (no gerunds,
  // no words only one side uses), as the Portuguese catalogues (src/locales/*/pt.po).
  pt: [
    { question: "Vai estar presente no nosso casamento?", options: ["Sim, estarei lá!", "Infelizmente não poderei ir"] },
    { question: "Preferência de refeição", options: ["Frango", "Carne", "Vegetariano"] },
    { question: "Restrições alimentares ou alergias", options: [] },
    { question: "Precisa de ajuda para encontrar onde ficar?", options: ["Sim, gostaria de sugestões de hotéis", "Não, já temos onde ficar"] },
  ],
  pl: [
    { question: "Czy będziesz z nami na naszym ślubie?", options: ["Tak, będę!", "Niestety, nie dam rady przyjść"] },
    { question: "Wybór dania", options: ["Kurczak", "Wołowina", "Danie wegetariańskie"] },
    { question: "Ograniczenia dietetyczne lub alergie", options: [] },
    { question: "Czy potrzebujesz pomocy z noclegiem?", options: ["Tak, poproszę o polecenie hoteli", "Nie, mamy już zapewniony nocleg"] },
  ],
  ar: [
    { question: "هل ستحضرون حفل زفافنا؟", options: ["نعم، سأكون هناك!", "عذرًا، لن أتمكن من الحضور"] },
    { question: "الوجبة المفضلة", options: ["دجاج", "لحم بقري", "نباتي"] },
    { question: "قيود غذائية أو حساسية", options: [] },
    { question: "هل تحتاجون إلى مساعدة في الإقامة؟", options: ["نعم، أرجو اقتراح فنادق", "لا، لدينا ترتيبات إقامة خاصة بنا"] },
  ],
};

export type DefaultQuestion = Omit<Question, "id" | "weddingId" | "order">;

/**
 * The default questions written in `locale`, translated into the other `offered` languages.
 * Type, scope, audience and role come from DEFAULT_QUESTIONS: only the words change.
 */
export function defaultQuestions(locale: Locale, offered: readonly Locale[] = [locale]): DefaultQuestion[] {
  return DEFAULT_QUESTIONS.map((base, index) => {
    const own = DEFAULT_QUESTION_TEXTS[locale][index]!;
    const translations: QuestionTranslations = {};
    for (const other of offered) {
      if (other === locale) continue;
      const texts = DEFAULT_QUESTION_TEXTS[other][index]!;
      translations[other] = base.type === "radio" ? { question: texts.question, options: [...texts.options] } : { question: texts.question };
    }
    return { ...base, question: own.question, options: [...own.options], translations };
  });
}
