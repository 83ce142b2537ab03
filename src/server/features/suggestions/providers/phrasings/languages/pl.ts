import type { LanguagePhrasings } from "../language";
import type { MessageContext } from "../wedding-messages";

/**
 * Polish declines a place after "w" and a weekday after "w" (w sobotę), and the written date
 * and the couple's venue come in the nominative: so they stand in brackets, as on a printed
 * invitation ("na nasz ślub (sobota, 12 czerwca 2027, Pałac Zamoyskich)"), never after a preposition.
 */
function when(c: MessageContext): string {
  const parts = [c.date, c.venue].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** Polish, with "Was", "Wam" capitalised as in a letter to the guests. */
export const PL: LanguagePhrasings = {
  atVenue: (venue) => ` (${venue})`,
  onDate: (date) => ` (${date})`,
  messages: [
    (c) =>
      `Bierzemy ślub! Z całego serca zapraszamy Was do wspólnego świętowania${when(c)}. Wasza obecność sprawi, że ten dzień będzie pełen radości. ${c.p1} i ${c.p2}`,
    (c) => `${c.p1} i ${c.p2} mają zaszczyt zaprosić Was na swój ślub i wesele${when(c)}. To będzie dzień pełen miłości, śmiechu i łez wzruszenia.`,
    (c) => `Razem z naszymi rodzinami serdecznie zapraszamy Was, abyście byli z nami w dniu, w którym zaczynamy wspólne życie${when(c)}. ${c.p1} i ${c.p2}`,
    (c) => `Jesteście częścią naszej historii i nie wyobrażamy sobie tego dnia bez Was. Przyjdźcie świętować razem z nami! Ściskamy mocno, ${c.p1} i ${c.p2}`,
    (c) =>
      `Pyszne jedzenie, dobra muzyka i wszyscy nasi bliscy w jednym miejscu: tak wygląda nasze wymarzone wesele. Czekamy na Was${when(c)}! ${c.p1} i ${c.p2}`,
    (c) =>
      c.date &&
      `Zapiszcie w kalendarzu: ${c.date}! ${c.p1} i ${c.p2} powiedzą sobie „tak”${c.venue ? ` (${c.venue})` : ""}, a bez Was ta zabawa nie byłaby taka sama.`,
    (c) =>
      `Po wielu wspólnych przygodach czas na tę najważniejszą. Będzie nam niezmiernie miło, jeśli staniecie przy nas, gdy powiemy sobie „tak”${when(c)}. Z miłością, ${c.p1} i ${c.p2}`,
    (c) => `Odliczanie trwa! Czekamy na Was${when(c)}, by razem wznosić toasty, śmiać się i tańczyć do białego rana. Serdecznie, ${c.p1} i ${c.p2}`,
  ],
  adultsOnly: [
    "Bardzo lubimy Wasze pociechy, ale nasze wesele będzie przyjęciem tylko dla dorosłych. Potraktujcie to jako wolny wieczór i okazję do tańca do białego rana!",
    "Nasze przyjęcie weselne będzie tylko dla dorosłych. Wiemy, że wymaga to trochę organizacji, i z całego serca dziękujemy za zrozumienie.",
    "Aby wszyscy mogli odpocząć i bawić się bez pośpiechu, zdecydowaliśmy, że wesele będzie wyłącznie dla dorosłych. Dziękujemy za zrozumienie i już nie możemy się doczekać spotkania!",
    "Z całą sympatią dla najmłodszych: nasze wesele planujemy tylko dla dorosłych gości. Niech to będzie Wasz wieczór we dwoje, z parkietem w pakiecie!",
    "Wymarzyliśmy sobie przyjęcie tylko dla dorosłych, bez pośpiechu i zerkania na zegarek. Najważniejsze, że będziecie z nami.",
    "Nasze wesele to zabawa wyłącznie dla dorosłych. Dziękujemy, że to rozumiecie; Wasza obecność znaczy dla nas bardzo wiele.",
  ],
  kidsWelcome: [
    "Dzieci są mile widziane! Przyjdźcie całą rodziną i wpiszcie maluchy w potwierdzeniu obecności, abyśmy mogli wszystko przygotować.",
    "Rodzina jest dla nas najważniejsza, dlatego Wasze dzieci są serdecznie zaproszone. Im nas więcej, tym weselej!",
    "Bardzo się ucieszymy, jeśli przyjdziecie z dziećmi. Prosimy tylko o dopisanie ich w potwierdzeniu obecności, żebyśmy przygotowali dla nich miejsca.",
    "Nasze wesele to święto dla dużych i małych: dzieci są mile widziane, a my zadbamy o to, żeby i one świetnie się bawiły.",
    "Śmiech dzieci sprawi, że ten dzień będzie jeszcze piękniejszy. Zabierzcie swoje pociechy, czekamy na nie z radością!",
    "Dzieci w każdym wieku są zaproszone, by świętować razem z nami. Dajcie nam tylko znać w potwierdzeniu, ile ich będzie.",
  ],
  gifts: {
    honeymoon: [
      "Wasza obecność jest dla nas najpiękniejszym prezentem. Jeśli chcecie nas czymś obdarować, będziemy wdzięczni za wsparcie naszej podróży poślubnej.",
      "Mamy już wszystko, czego potrzebujemy. Jeśli jednak myślicie o prezencie, ucieszy nas dorzucenie się do naszej podróży poślubnej.",
      "Marzymy o niezapomnianej podróży poślubnej. Jeśli zechcecie pomóc nam ją spełnić, będziemy ogromnie wdzięczni, a z drogi wyślemy Wam pocztówkę!",
      "Nie czujcie się do niczego zobowiązani. Jeśli jednak chcecie nam coś podarować, drobny wkład w naszą podróż poślubną będzie idealny.",
      "To, że będziecie z nami, to już prezent. Dla chętnych na przyjęciu stanie pudełko na fundusz naszej podróży poślubnej.",
    ],
    home: [
      "Najważniejsze, że będziecie z nami. Jeśli chcecie dać nam prezent, właśnie urządzamy nasze pierwsze wspólne mieszkanie i ucieszy nas wszystko, co uczyni je przytulniejszym.",
      "Zaczynamy nowy rozdział pod jednym dachem. Prezent do naszego domu będzie nam przypominał o Was każdego dnia.",
      "Naczynia, pościel czy coś do kuchni: każdy drobiazg do naszego nowego domu przyjmiemy z radością.",
      "Dla osób, które chciałyby nas obdarować, przygotowaliśmy krótką listę rzeczy do domu. Ale przede wszystkim chcemy mieć Was przy sobie.",
      "Nie możemy się doczekać, aż wypełnimy nasz dom wspomnieniami. Jeśli chcecie nam coś podarować, niech to będzie coś do domu, który razem tworzymy.",
    ],
    charity: [
      "Mamy szczęście, że niczego nam nie brakuje. Zamiast prezentów będziemy wdzięczni za darowiznę na cel charytatywny, który jest nam bardzo bliski.",
      "Wasza obecność w zupełności nam wystarczy. Jeśli chcecie uczcić ten dzień, rozważcie wpłatę na cel charytatywny w naszym imieniu.",
      "Chcemy, żeby nasz ślub przyniósł radość także innym. Zamiast prezentów prosimy o wsparcie organizacji charytatywnej.",
      "Miłość rośnie, gdy się nią dzielimy. Darowizna na szczytny cel będzie dla nas najpiękniejszym prezentem ślubnym.",
      "Niczego nie potrzebujemy oprócz Was. Dla chętnych wybraliśmy bliską nam organizację charytatywną, którą można wesprzeć w naszym imieniu.",
    ],
    experience: [
      "Wolimy zbierać wspomnienia niż przedmioty. Jeśli chcecie nas obdarować, najbardziej ucieszy nas wspólne przeżycie dla nas dwojga.",
      "Wasza obecność jest najpiękniejszym prezentem. Jeśli chcecie dać coś więcej, marzymy o prezencie-przeżyciu: kolacji, koncercie czy weekendowym wyjeździe.",
      "Warsztaty kulinarne, bilety do teatru albo lot balonem: każde wspólne przeżycie stanie się pięknym wspomnieniem z pierwszych miesięcy naszego małżeństwa.",
      "Wszystko, czego potrzebujemy, już mamy, dlatego wolimy przeżycia: chwile, których doświadczymy razem i o których będziemy długo opowiadać.",
      "Nie czujcie się zobowiązani do przynoszenia czegokolwiek. Jeśli jednak chcecie coś podarować, przeżycie, którym możemy cieszyć się we dwoje, sprawi nam ogromną radość.",
    ],
  },
};
