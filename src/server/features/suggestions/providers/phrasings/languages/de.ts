import type { LanguagePhrasings } from "../language";

/**
 * German, warm and personal, in the guest pages' register (docs/decisions/0028-couple-texts-and-registers.md):
 * guests are "Sie" ("Ihnen", "Ihr"), as on every other German text a guest reads, never "du" or "ihr".
 */
export const DE: LanguagePhrasings = {
  atVenue: (venue) => ` in ${venue}`,
  onDate: (date) => ` am ${date}`,
  messages: [
    (c) => `Wir heiraten! Und wir wünschen uns nichts mehr, als diesen Tag${c.onDate}${c.atVenue} mit Ihnen zu feiern. Von Herzen, ${c.p1} und ${c.p2}`,
    (c) => `${c.p1} und ${c.p2} sagen Ja! Feiern Sie mit uns${c.onDate}${c.atVenue} einen Tag voller Liebe, Lachen und Freudentränen.`,
    (c) =>
      `Gemeinsam mit unseren Familien laden wir Sie herzlich ein, mit uns${c.onDate}${c.atVenue} den Beginn unseres gemeinsamen Lebens zu feiern. ${c.p1} und ${c.p2}`,
    (c) =>
      `Sie gehören zu unserer Geschichte, und ohne Sie wäre unser großer Tag nicht komplett. Kommen Sie und feiern Sie mit uns${c.atVenue}! Alles Liebe, ${c.p1} und ${c.p2}`,
    (c) =>
      `Gutes Essen, schöne Musik und all unsere Lieblingsmenschen an einem Ort: So stellen wir uns unsere Hochzeit vor. Wir freuen uns riesig auf Sie! ${c.p1} und ${c.p2}`,
    (c) =>
      c.date &&
      `Merken Sie sich schon einmal den ${c.date} vor: ${c.p1} und ${c.p2} geben sich${c.atVenue} das Jawort, und ohne Sie wäre es nur halb so schön.`,
    (c) =>
      `Nach all unseren gemeinsamen Abenteuern wagen wir nun das größte. Es würde uns sehr viel bedeuten, Sie${c.onDate} an unserer Seite zu haben. In Liebe, ${c.p1} und ${c.p2}`,
    (c) => `Der Countdown läuft! Wir freuen uns darauf,${c.onDate}${c.atVenue} mit Ihnen anzustoßen, zu lachen und zu tanzen. Herzlichst, ${c.p1} und ${c.p2}`,
  ],
  adultsOnly: [
    "Wir haben Ihre Kinder sehr gern, feiern unsere Hochzeit aber nur für Erwachsene. Gönnen Sie sich einen freien Abend und tanzen Sie mit uns bis in die Nacht!",
    "Unsere Hochzeit ist eine Feier nur für Erwachsene. Wir wissen, dass das etwas Organisation bedeutet, und danken Ihnen von Herzen für Ihr Verständnis.",
    "Damit alle ganz entspannt feiern können, haben wir uns für eine Hochzeit ohne Kinder entschieden. Danke für Ihr Verständnis, wir freuen uns sehr auf Sie!",
    "Bei aller Liebe zu den Kleinen: Unsere Feier ist nur für Erwachsene gedacht. Sehen Sie es als gemeinsamen Abend zu zweit, mit Tanzfläche inklusive!",
    "Wir feiern unsere Hochzeit im Kreis der Erwachsenen, die Feier ist also kinderfrei. Wir freuen uns auf einen unvergesslichen Abend mit Ihnen!",
    "Unser großer Tag wird ein Fest nur für Erwachsene. Danke, dass Sie das möglich machen; dass Sie dabei sind, bedeutet uns alles.",
  ],
  kidsWelcome: [
    "Kinder sind herzlich willkommen! Bringen Sie die ganze Familie mit und geben Sie die Kleinen bei Ihrer Zusage an, damit wir für alle planen können.",
    "Familie bedeutet uns alles, deshalb sind Ihre Kinder bei unserer Hochzeit ausdrücklich eingeladen. Je mehr, desto fröhlicher!",
    "Wir freuen uns sehr auf Ihre Kinder! Bitte tragen Sie sie bei Ihrer Zusage mit ein, damit wir für jeden einen Platz reservieren können.",
    "Unsere Hochzeit ist ein Fest für Groß und Klein: Kinder sind willkommen, und wir sorgen dafür, dass auch sie einen tollen Tag haben.",
    "Ein Fest der Liebe ist mit Kinderlachen noch schöner. Bringen Sie Ihre Kleinen mit, sie sind herzlich willkommen!",
    "Kinder jeden Alters sind eingeladen, diesen Tag mit uns zu feiern. Sagen Sie uns einfach bei Ihrer Zusage, wie viele kommen.",
  ],
  gifts: {
    honeymoon: [
      "Das schönste Geschenk ist, dass Sie dabei sind. Wer uns darüber hinaus eine Freude machen möchte, kann uns bei unseren Flitterwochen unterstützen.",
      "Unser Haushalt ist schon gut ausgestattet. Wenn Sie uns etwas schenken möchten, freuen wir uns über einen Beitrag zu unserer Hochzeitsreise.",
      "Wir träumen von einer unvergesslichen Hochzeitsreise. Wer uns dabei unterstützen möchte, macht uns sehr glücklich, und eine Postkarte von unterwegs ist Ihnen sicher!",
      "Bitte fühlen Sie sich zu nichts verpflichtet. Wenn Sie uns dennoch etwas schenken möchten, wäre ein kleiner Zuschuss für unsere Flitterwochen perfekt.",
      "Ihre Anwesenheit ist uns Geschenk genug. Für alle, die möchten, steht auf der Feier eine Box für unsere Flitterwochen bereit.",
    ],
    home: [
      "Das Wichtigste ist, dass Sie mit uns feiern. Wer uns etwas schenken möchte: Wir richten gerade unser erstes gemeinsames Zuhause ein und freuen uns über alles, was es gemütlicher macht.",
      "Wir beginnen ein neues Kapitel unter einem Dach. Ein Geschenk für unser Zuhause wird uns jeden Tag an Sie erinnern.",
      "Geschirr, Bettwäsche oder etwas für die Küche: Für unseren gemeinsamen Haushalt freuen wir uns über jede Kleinigkeit.",
      "Für alle, die uns beschenken möchten, haben wir eine kleine Wunschliste für unser Zuhause zusammengestellt. Am meisten freuen wir uns aber auf Sie.",
      "Nichts wünschen wir uns mehr, als unser Zuhause mit Erinnerungen zu füllen. Wenn Sie uns etwas schenken wollen, dann gern etwas für unseren Haushalt.",
    ],
    charity: [
      "Wir haben alles, was wir brauchen. Statt Geschenken würden wir uns über eine Spende an eine gemeinnützige Organisation freuen, die uns am Herzen liegt.",
      "Dass Sie dabei sind, ist uns Geschenk genug. Wer den Tag dennoch besonders machen möchte, kann in unserem Namen spenden.",
      "Wir möchten, dass unsere Hochzeit auch anderen Freude bringt. Statt Geschenken bitten wir Sie um eine Spende für einen guten Zweck.",
      "Liebe wächst, wenn man sie teilt. Eine Spende für einen guten Zweck ist für uns das schönste Hochzeitsgeschenk.",
      "Wir brauchen nichts außer Ihnen. Für alle, die uns etwas schenken möchten, haben wir eine gemeinnützige Organisation ausgewählt, an die Sie spenden können.",
    ],
    experience: [
      "Wir sammeln lieber Erinnerungen als Dinge. Wenn Sie uns etwas schenken möchten, freuen wir uns über ein gemeinsames Erlebnis.",
      "Ihr Kommen ist das schönste Geschenk. Wer mehr möchte: Ein Erlebnis wie ein Abendessen, ein Konzert oder ein Wochenendausflug würde uns begeistern.",
      "Ein Kochkurs, Theaterkarten oder eine Ballonfahrt: Jedes gemeinsame Erlebnis wird zu einer schönen Erinnerung an unser erstes Ehejahr.",
      "Unser Haushalt ist komplett, deshalb wünschen wir uns Erlebnisse: Zeit zu zweit, von der wir noch lange erzählen werden.",
      "Bitte fühlen Sie sich zu nichts verpflichtet. Wenn Sie uns aber etwas schenken möchten, machen uns Erlebnisse zu zweit besonders glücklich.",
    ],
  },
};
