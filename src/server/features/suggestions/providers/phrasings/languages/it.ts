import type { LanguagePhrasings } from "../language";

/** Italian, affectionate and plain; guests are "voi", as couples address family and friends. */
export const IT: LanguagePhrasings = {
  atVenue: (venue) => ` presso ${venue}`,
  onDate: (date) => ` ${date}`,
  messages: [
    (c) =>
      `Ci sposiamo! E non vediamo l'ora di festeggiare con le persone che amiamo di più${c.onDate}${c.atVenue}. La vostra presenza renderà il nostro giorno perfetto. Con affetto, ${c.p1} e ${c.p2}`,
    (c) =>
      `${c.p1} e ${c.p2} hanno il piacere di invitarvi al loro matrimonio${c.atVenue}${c.onDate}. Sarà una giornata piena di amore, risate e qualche lacrima di gioia.`,
    (c) =>
      `Insieme alle nostre famiglie, saremmo felicissimi di avervi accanto a noi${c.onDate}${c.atVenue}, nel giorno in cui inizia la nostra nuova vita insieme. ${c.p1} e ${c.p2}`,
    (c) =>
      `Fate parte della nostra storia, e il nostro grande giorno non sarebbe lo stesso senza di voi. Venite a festeggiare con noi! Un abbraccio, ${c.p1} e ${c.p2}`,
    (c) =>
      `Buon cibo, bella musica e tutte le persone a cui vogliamo bene nello stesso posto: ecco il matrimonio che sogniamo. Vi aspettiamo${c.atVenue}! ${c.p1} e ${c.p2}`,
    (c) => c.date && `Segnate la data: ${c.date}! ${c.p1} e ${c.p2} si dicono sì${c.atVenue}, e senza di voi la festa non sarebbe completa.`,
    (c) =>
      `Dopo tante avventure insieme, siamo pronti per la più bella di tutte. Sarebbe un onore avervi al nostro fianco${c.onDate} mentre diciamo il nostro sì. Con amore, ${c.p1} e ${c.p2}`,
    (c) =>
      `Il conto alla rovescia è iniziato! Vi aspettiamo${c.onDate}${c.atVenue} per brindare, ridere e ballare insieme a noi. Con tanto affetto, ${c.p1} e ${c.p2}`,
  ],
  adultsOnly: [
    "Vogliamo tanto bene ai vostri bambini, ma abbiamo pensato il nostro matrimonio come una festa solo per adulti. Approfittatene per concedervi una serata di libertà e ballare con noi!",
    "Il nostro matrimonio sarà solo per adulti. Sappiamo che richiede un po' di organizzazione e vi ringraziamo di cuore per la comprensione.",
    "Perché tutti possano rilassarsi e godersi la festa fino alla fine, abbiamo scelto una celebrazione senza bambini. Grazie per la comprensione, non vediamo l'ora di vedervi!",
    "Con tutto l'affetto per i più piccoli, la nostra festa sarà riservata solo agli adulti. Consideratela una serata tutta per voi, pista da ballo compresa!",
    "Abbiamo immaginato il nostro giorno come una festa solo per adulti, senza orari e senza pensieri. La vostra presenza è ciò che conta di più per noi.",
    "Per permettere a tutti di godersi la serata in tranquillità, il ricevimento sarà solo per adulti. Grazie di cuore per la comprensione!",
  ],
  kidsWelcome: [
    "I bambini sono i benvenuti! Venite con tutta la famiglia e indicate i più piccoli nella vostra risposta, così potremo organizzarci al meglio.",
    "Per noi la famiglia è tutto, quindi i vostri bambini sono invitati con gioia. Più siamo, più ci divertiamo!",
    "Saremo felicissimi di avere con noi anche i vostri bambini. Vi chiediamo solo di aggiungerli alla vostra risposta, così riserveremo un posto anche per loro.",
    "Il nostro matrimonio è una festa per grandi e piccini: i bambini sono i benvenuti, e faremo in modo che si divertano anche loro.",
    "Una festa d'amore è ancora più bella con le risate dei bambini. Portate i vostri piccoli, sono i benvenuti!",
    "Bambini e ragazzi di tutte le età sono invitati a festeggiare con noi. Diteci semplicemente quanti saranno nella vostra risposta.",
  ],
  gifts: {
    honeymoon: [
      "La vostra presenza è il regalo più bello. Se desiderate farci un pensiero, un contributo per il nostro viaggio di nozze ci renderebbe felicissimi.",
      "Abbiamo già tutto ciò che ci serve in casa. Se volete farci un regalo, ci farebbe piacere un contributo per la nostra luna di miele.",
      "Sogniamo un viaggio di nozze indimenticabile. Se volete aiutarci a realizzarlo, ve ne saremo grati, e vi manderemo una cartolina!",
      "Non sentitevi in alcun modo obbligati. Ma se volete farci un regalo, un piccolo contributo per la luna di miele sarebbe perfetto.",
      "Avervi accanto a noi è già un dono. Per chi lo desidera, durante la festa ci sarà una scatola dedicata al nostro viaggio di nozze.",
    ],
    home: [
      "La cosa più importante è festeggiare insieme a voi. Se volete farci un regalo, stiamo arredando la nostra prima casa e ogni cosa che la renda più accogliente sarà preziosa.",
      "Iniziamo una nuova vita sotto lo stesso tetto. Un regalo per la nostra casa ci farà pensare a voi ogni giorno.",
      "Piatti, biancheria o qualcosa per la cucina: per la nostra nuova casa ogni pensiero sarà accolto con gioia.",
      "Per chi desidera farci un regalo, abbiamo preparato una piccola lista di cose per la casa. Ma soprattutto, vogliamo voi al nostro fianco.",
      "Non vediamo l'ora di riempire la nostra casa di ricordi. Se volete farci un dono, pensate a qualcosa per la casa che stiamo costruendo.",
    ],
    charity: [
      "Abbiamo la fortuna di avere tutto ciò che ci serve. Al posto dei regali, saremmo felici se faceste una donazione a un'associazione benefica a noi cara.",
      "La vostra presenza ci basta. Se desiderate lasciare un segno, potete fare una donazione in beneficenza a nostro nome.",
      "Vorremmo che il nostro matrimonio facesse del bene anche ad altri. Invece dei regali, vi chiediamo una donazione solidale.",
      "L'amore cresce quando si condivide. Una donazione a una causa benefica sarà per noi il regalo di nozze più bello.",
      "Non ci serve altro che la vostra presenza. Per chi vuole, abbiamo scelto un'associazione benefica che ci sta a cuore a cui destinare le donazioni.",
    ],
    experience: [
      "Preferiamo collezionare ricordi piuttosto che oggetti. Se volete farci un regalo, un'esperienza da vivere insieme sarebbe perfetta.",
      "La vostra presenza è il regalo più bello. Se volete fare di più, ci piacerebbe un'esperienza: una cena, un concerto o un weekend fuori porta.",
      "Un corso di cucina, due biglietti per il teatro o un volo in mongolfiera: ogni esperienza condivisa diventerà un bel ricordo dei nostri primi mesi da sposi.",
      "In casa abbiamo già tutto, per questo preferiamo le esperienze: momenti da vivere insieme e da raccontare a lungo.",
      "Non sentitevi obbligati a portare nulla. Ma se volete farci un regalo, un'esperienza da condividere ci renderebbe felicissimi.",
    ],
  },
};
