import { CHILDREN_POLICIES, GIFT_PREFERENCES, type ChildrenPolicyChoice, type GiftPreference } from "./ai";
import { LOCALE_CODES, type Locale } from "./locales";

/** The two texts a chip on the admin form writes a starting sentence into. */
export type StarterField = "childrenPolicy" | "giftPreferences";
export type StarterChoice<F extends StarterField> = F extends "childrenPolicy" ? ChildrenPolicyChoice : GiftPreference;

type StarterRow = { childrenPolicy: Record<ChildrenPolicyChoice, string>; giftPreferences: Record<GiftPreference, string> };

/**
 * The sentence each children-policy and gift chip starts the couple's text with, per language,
 * in the couple's voice (issue 16, beside the default questions' texts in default-questions.ts).
 * A wedding gets them in its invitation's language, and in the other offered ones as translations.
 * Each language keeps the guest pages' one register (docs/decisions/0028-couple-texts-and-registers.md;
 * src/server/i18n.test.ts holds it).
 * Every adults-only sentence must read as adults only to rules/children-policy.ts, which tells the
 * reply forms to say so, and no kids-welcome one may (starter-texts.test.ts holds both).
 */
export const STARTER_TEXTS: Record<Locale, StarterRow> = {
  en: {
    childrenPolicy: {
      adults: "We love your little ones, but our celebration will be adults only. We hope this gives you a night off to relax and celebrate with us!",
      kids: "Children are warmly welcome! Please include them in your RSVP so we can plan seats and meals for everyone.",
    },
    giftPreferences: {
      honeymoon:
        "Your presence is the greatest gift. If you'd like to give something, a contribution to our honeymoon fund would help us make memories together.",
      home: "Your presence is the greatest gift. If you'd like to give something, we'd love help setting up our first home together.",
      charity: "Your presence is the greatest gift. In lieu of gifts, we'd be grateful for a donation to a charity close to our hearts.",
      experience: "Your presence is the greatest gift. If you'd like to give something, we'd treasure an experience to share: a class, a trip or a dinner out.",
    },
  },
  es: {
    childrenPolicy: {
      adults:
        "Queremos muchísimo a los más pequeños, pero nuestra celebración será solo para adultos. ¡Esperamos que sea una noche para desconectar y celebrar con nosotros!",
      kids: "¡Los niños son más que bienvenidos! Inclúyanlos en su confirmación para que podamos prever sitio y menú para todos.",
    },
    giftPreferences: {
      honeymoon:
        "Su presencia es nuestro mejor regalo. Si desean tener un detalle, una aportación para nuestra luna de miel nos ayudará a crear recuerdos juntos.",
      home: "Su presencia es nuestro mejor regalo. Si desean tener un detalle, nos encantaría recibir ayuda para montar nuestro primer hogar.",
      charity: "Su presencia es nuestro mejor regalo. En lugar de regalos, les agradeceríamos un donativo a una causa benéfica muy especial para nosotros.",
      experience:
        "Su presencia es nuestro mejor regalo. Si desean tener un detalle, nos haría mucha ilusión una experiencia para compartir: una clase, un viaje o una cena fuera.",
    },
  },
  fr: {
    childrenPolicy: {
      adults:
        "Nous adorons vos petits, mais notre célébration sera réservée aux adultes. Profitez-en pour vous offrir une soirée de détente et faire la fête avec nous\u00a0!",
      kids: "Les enfants sont les bienvenus\u00a0! Pensez à les inclure dans votre réponse afin que nous puissions prévoir une place et un repas pour chacun.",
    },
    giftPreferences: {
      honeymoon:
        "Votre présence est le plus beau des cadeaux. Si vous souhaitez nous gâter, une participation à notre voyage de noces nous aidera à créer de beaux souvenirs à deux.",
      home: "Votre présence est le plus beau des cadeaux. Si vous souhaitez nous gâter, un coup de pouce pour aménager notre premier chez-nous nous ferait très plaisir.",
      charity: "Votre présence est le plus beau des cadeaux. En guise de cadeau, un don à une association qui nous tient à cœur nous toucherait beaucoup.",
      experience:
        "Votre présence est le plus beau des cadeaux. Si vous souhaitez nous gâter, nous serions ravis de vivre une expérience à deux\u00a0: un cours, un voyage ou un dîner en ville.",
    },
  },
  de: {
    childrenPolicy: {
      adults:
        "Wir haben Ihre Kleinen sehr lieb, aber unsere Feier ist nur für Erwachsene. Gönnen Sie sich einen freien Abend und feiern Sie ausgelassen mit uns!",
      kids: "Kinder sind herzlich willkommen! Bitte geben Sie sie bei Ihrer Rückmeldung mit an, damit wir Plätze und Essen für alle einplanen können.",
    },
    giftPreferences: {
      honeymoon:
        "Ihr Kommen ist für uns das schönste Geschenk. Wer uns dennoch etwas schenken möchte, hilft uns mit einem Beitrag zu unseren Flitterwochen, gemeinsam unvergessliche Erinnerungen zu sammeln.",
      home: "Ihr Kommen ist für uns das schönste Geschenk. Wer uns dennoch etwas schenken möchte: Über Unterstützung für unser erstes gemeinsames Zuhause freuen wir uns sehr.",
      charity: "Ihr Kommen ist für uns das schönste Geschenk. Statt Geschenken freuen wir uns über eine Spende an eine Organisation, die uns am Herzen liegt.",
      experience:
        "Ihr Kommen ist für uns das schönste Geschenk. Wer uns dennoch etwas schenken möchte: Über ein gemeinsames Erlebnis, etwa einen Kurs, eine Reise oder ein schönes Abendessen, freuen wir uns sehr.",
    },
  },
  it: {
    childrenPolicy: {
      adults:
        "Adoriamo i vostri piccoli, ma la nostra festa sarà solo per adulti. Speriamo che sia l'occasione per una serata di relax da trascorrere festeggiando con noi!",
      kids: "I bambini sono i benvenuti! Includeteli nella vostra risposta, così potremo prevedere posti e pasti per tutti.",
    },
    giftPreferences: {
      honeymoon:
        "La vostra presenza è il regalo più bello. Se desiderate farci un pensiero, un contributo per il nostro viaggio di nozze ci aiuterà a creare ricordi insieme.",
      home: "La vostra presenza è il regalo più bello. Se desiderate farci un pensiero, ci farebbe piacere un aiuto per arredare la nostra prima casa insieme.",
      charity: "La vostra presenza è il regalo più bello. Al posto dei regali, vi saremmo grati per una donazione a un'associazione benefica a noi cara.",
      experience:
        "La vostra presenza è il regalo più bello. Se desiderate farci un pensiero, ci piacerebbe tanto un'esperienza da vivere insieme: un corso, un viaggio o una cena fuori.",
    },
  },
  // Register: vocês for the household, in words read naturally in Portugal and in Brazil alike (no
  // gerunds, no words only one side uses), as the Portuguese catalogues (src/locales/*/pt.po).
  pt: {
    childrenPolicy: {
      adults:
        "Temos um carinho enorme pelos pequenos, mas a nossa celebração será só para adultos. Esperamos que seja uma noite para relaxar e festejar ao nosso lado!",
      kids: "As crianças são muito bem-vindas! Lembrem-se de incluí-las na resposta, para podermos preparar lugares e refeições para todos.",
    },
    giftPreferences: {
      honeymoon:
        "A presença de vocês é o melhor presente. Se quiserem oferecer algo, uma contribuição para a nossa lua de mel será uma ajuda para criarmos recordações juntos.",
      home: "A presença de vocês é o melhor presente. Se quiserem oferecer algo, adoraríamos uma ajuda para montar a nossa primeira casa.",
      charity: "A presença de vocês é o melhor presente. Em vez de presentes, ficaríamos muito gratos por uma doação a uma causa solidária que nos é querida.",
      experience:
        "A presença de vocês é o melhor presente. Se quiserem oferecer algo, adoraríamos uma experiência para vivermos juntos: uma aula, uma viagem ou um jantar fora.",
    },
  },
  pl: {
    childrenPolicy: {
      adults:
        "Bardzo kochamy Wasze pociechy, ale nasze przyjęcie będzie tylko dla dorosłych. Mamy nadzieję, że będzie to dla Was okazja do odpoczynku i wspólnej zabawy!",
      kids: "Dzieci są u nas mile widziane! Uwzględnijcie je w swojej odpowiedzi, abyśmy mogli zaplanować miejsca i posiłki dla wszystkich.",
    },
    giftPreferences: {
      honeymoon:
        "Wasza obecność jest dla nas najpiękniejszym prezentem. Jeśli chcecie nas czymś obdarować, wkład w naszą podróż poślubną pomoże nam stworzyć wspólne wspomnienia.",
      home: "Wasza obecność jest dla nas najpiękniejszym prezentem. Jeśli chcecie nas czymś obdarować, z radością przyjmiemy pomoc w urządzeniu naszego pierwszego wspólnego domu.",
      charity:
        "Wasza obecność jest dla nas najpiękniejszym prezentem. Zamiast prezentów będziemy wdzięczni za datek na cel charytatywny, który jest nam bliski.",
      experience:
        "Wasza obecność jest dla nas najpiękniejszym prezentem. Jeśli chcecie nas czymś obdarować, ucieszy nas coś do wspólnego przeżycia: warsztaty, wyjazd lub kolacja na mieście.",
    },
  },
  ar: {
    childrenPolicy: {
      adults: "نحب أطفالكم الصغار كثيرًا، لكن احتفالنا سيكون للبالغين فقط. نأمل أن تكون أمسية تستمتعون فيها بالراحة وتحتفلون معنا!",
      kids: "الأطفال مرحّب بهم بكل سرور! يُرجى إضافتهم إلى ردّكم حتى نتمكن من تجهيز المقاعد والوجبات للجميع.",
    },
    giftPreferences: {
      honeymoon: "حضوركم هو أجمل هدية لنا. وإن رغبتم في تقديم شيء، فإن مساهمتكم في رحلة شهر العسل ستساعدنا على صنع ذكريات جميلة معًا.",
      home: "حضوركم هو أجمل هدية لنا. وإن رغبتم في تقديم شيء، فيسعدنا أن تساعدونا في تجهيز بيتنا الأول معًا.",
      charity: "حضوركم هو أجمل هدية لنا. وبدلًا من الهدايا، سنكون ممتنين لتبرعكم لجمعية خيرية قريبة من قلوبنا.",
      experience: "حضوركم هو أجمل هدية لنا. وإن رغبتم في تقديم شيء، فسيسعدنا أن نعيش تجربة معًا: دورة أو رحلة أو عشاء في الخارج.",
    },
  },
};

const CHOICES: { [F in StarterField]: readonly StarterChoice<F>[] } = { childrenPolicy: CHILDREN_POLICIES, giftPreferences: GIFT_PREFERENCES };

export function starterText<F extends StarterField>(field: F, choice: StarterChoice<F>, locale: Locale): string {
  return (STARTER_TEXTS[locale][field] as Record<StarterChoice<F>, string>)[choice];
}

/**
 * The chip whose starting sentence `text` still is, word for word, in any language; "" when the
 * couple wrote (or reworded) it. Any language, so a sentence left behind by a language change
 * still counts as the chip's and may be replaced.
 */
export function starterChoiceOf<F extends StarterField>(field: F, text: string | null | undefined): StarterChoice<F> | "" {
  const words = (text ?? "").trim();
  if (!words) return "";
  for (const locale of LOCALE_CODES)
    for (const choice of CHOICES[field]) if (starterText(field, choice as StarterChoice<F>, locale) === words) return choice as StarterChoice<F>;
  return "";
}

/** A chip may write into a text that is blank or still one of the chips' own sentences. */
export function isStarterOrBlank(field: StarterField, text: string | null | undefined): boolean {
  return !(text ?? "").trim() || starterChoiceOf(field, text) !== "";
}
