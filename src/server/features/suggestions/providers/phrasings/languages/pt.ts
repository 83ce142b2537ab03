import type { LanguagePhrasings } from "../language";

/**
 * Portuguese. Register: vocês for the guests, in words read naturally in Portugal and in Brazil
 * alike (no gerunds, no words only one side uses); warm wording, as the Portuguese catalogues
 * (src/locales/*\/pt.po).
 */
export const PT: LanguagePhrasings = {
  atVenue: (venue) => ` em ${venue}`,
  onDate: (date) => ` no ${date}`,
  messages: [
    (c) =>
      `Vamos casar! E nada nos faria mais felizes do que celebrar este dia com as pessoas que mais amamos${c.onDate}${c.atVenue}. Com carinho, ${c.p1} e ${c.p2}`,
    (c) =>
      `É com muita alegria que ${c.p1} e ${c.p2} anunciam o seu casamento${c.atVenue}${c.onDate}, e contam com a presença de vocês. Será um dia cheio de amor, risos e lágrimas de felicidade.`,
    (c) =>
      `Com as nossas famílias, queremos muito ter vocês ao nosso lado${c.onDate}${c.atVenue}, no dia em que começamos a nossa vida a dois. ${c.p1} e ${c.p2}`,
    (c) =>
      `Vocês fazem parte da nossa história, e o nosso grande dia não seria o mesmo sem vocês. Contamos com vocês para celebrar! Um grande abraço, ${c.p1} e ${c.p2}`,
    (c) =>
      `Boa comida, boa música e todas as pessoas de quem gostamos no mesmo lugar: é assim que sonhamos o nosso casamento. Esperamos por vocês${c.atVenue}! ${c.p1} e ${c.p2}`,
    (c) => c.date && `Reservem a data: ${c.date}! ${c.p1} e ${c.p2} vão dizer o tão esperado “sim”${c.atVenue}, e a festa não seria a mesma sem vocês.`,
    (c) =>
      `Depois de tantas aventuras juntos, chegou a maior de todas. Seria uma honra ter vocês ao nosso lado${c.onDate} quando dissermos “sim”. Com amor, ${c.p1} e ${c.p2}`,
    (c) => `Já falta pouco! Esperamos por vocês${c.onDate}${c.atVenue} para brindar, rir e dançar a noite toda. Com muito carinho, ${c.p1} e ${c.p2}`,
  ],
  adultsOnly: [
    "Adoramos os seus pequenos, mas pensamos o nosso casamento como uma festa só para adultos. Aproveitem para ter uma noite livre e dançar até cansar!",
    "O nosso casamento será só para adultos. Sabemos que isso exige alguma organização e agradecemos de coração a compreensão de vocês.",
    "Para que todos possam relaxar e aproveitar cada minuto da festa, escolhemos uma celebração sem crianças. Obrigado pela compreensão, mal podemos esperar pelo grande dia!",
    "Com todo o carinho pelos pequenos, a nossa festa será apenas para adultos. Considerem uma noite só para vocês, com pista de dança incluída!",
    "Imaginamos o nosso dia como uma festa só para adultos, sem horários e sem preocupações. O que mais importa para nós é ter vocês lá.",
    "Para que todos possam aproveitar a noite com tranquilidade, a festa será somente para adultos. Muito obrigado pela compreensão!",
  ],
  kidsWelcome: [
    "As crianças são muito bem-vindas! Venham com toda a família e incluam os pequenos na confirmação de presença para podermos preparar tudo.",
    "Para nós a família é tudo, por isso as crianças estão convidadas com muito carinho. Quanto mais gente, mais alegria!",
    "Vamos adorar ter as crianças na festa. Pedimos só que as incluam na confirmação de presença para reservarmos um lugar para cada uma.",
    "O nosso casamento é uma festa para todas as idades: as crianças são bem-vindas, e vamos fazer de tudo para que elas também se divirtam.",
    "Uma celebração de amor fica ainda mais bonita com o riso das crianças. Tragam os pequenos, eles são muito bem-vindos!",
    "Crianças de todas as idades estão convidadas a celebrar este dia. Basta indicar quantas virão na confirmação de presença.",
  ],
  gifts: {
    honeymoon: [
      "A presença de vocês é o nosso maior presente. Se quiserem oferecer algo mais, ficaríamos muito felizes com uma contribuição para a nossa lua de mel.",
      "Em casa já não falta nada. Se quiserem oferecer um presente, vamos adorar uma ajuda para a nossa lua de mel.",
      "Sonhamos com uma lua de mel inesquecível. Se quiserem ajudar a torná-la realidade, ficaremos eternamente gratos, e prometemos mandar notícias e fotografias!",
      "Não se sintam obrigados a nada. Mas, se quiserem oferecer um presente, uma pequena contribuição para a lua de mel seria perfeita.",
      "Ter vocês na festa já é um presente. Para quem quiser, haverá uma caixinha dedicada à nossa lua de mel.",
    ],
    home: [
      "O mais importante é celebrar com vocês. Se quiserem oferecer um presente, vamos montar a nossa primeira casa, e tudo o que a tornar mais acolhedora será muito especial.",
      "Começamos uma nova vida debaixo do mesmo teto. Um presente para o nosso lar será uma lembrança de vocês todos os dias.",
      "Louça, roupa de cama ou algo para a cozinha: para a nossa casa nova, qualquer lembrança será recebida com alegria.",
      "Para quem quiser oferecer um presente, preparamos uma pequena lista de coisas para a casa. Mas, acima de tudo, queremos vocês ao nosso lado.",
      "Mal podemos esperar para encher a nossa casa de boas recordações. Se quiserem oferecer um presente, pensem em algo para o nosso novo lar.",
    ],
    charity: [
      "Temos a sorte de já ter tudo. Em vez de presentes, ficaríamos muito felizes com uma doação para uma instituição de caridade que nos é querida.",
      "A presença de vocês já basta. Se quiserem marcar o dia, considerem fazer uma doação solidária em nosso nome.",
      "Queremos que o nosso casamento também faça bem a outras pessoas. Em vez de presentes, pedimos uma doação para uma causa solidária.",
      "O amor cresce quando chega a mais pessoas. Uma doação para uma causa solidária será para nós o mais bonito dos presentes de casamento.",
      "Não precisamos de nada além de vocês. Para quem quiser contribuir, escolhemos uma instituição de caridade muito especial para receber as doações.",
    ],
    experience: [
      "Preferimos colecionar momentos a colecionar objetos. Se quiserem oferecer um presente, uma experiência para vivermos juntos seria perfeita.",
      "A presença de vocês é o nosso maior presente. Se quiserem ir além, vamos adorar uma experiência: um jantar, um espetáculo ou uma viagem de fim de semana.",
      "Uma aula de culinária, uma noite no teatro ou um passeio de balão: cada experiência vivida a dois será uma linda lembrança dos nossos primeiros meses de casados.",
      "Em casa já temos tudo, por isso preferimos experiências: momentos para viver a dois e contar durante muito tempo.",
      "Não se sintam obrigados a trazer nada. Mas, se quiserem oferecer um presente, ficaríamos muito felizes com uma experiência para viver a dois.",
    ],
  },
};
