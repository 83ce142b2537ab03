import type { LanguagePhrasings } from "../language";

/** Brazilian Portuguese, the most widely read; guests are "vocês", as couples write to friends and family. */
export const PT: LanguagePhrasings = {
  atVenue: (venue) => ` em ${venue}`,
  onDate: (date) => ` no ${date}`,
  messages: [
    (c) =>
      `Vamos nos casar! E nada nos faria mais felizes do que celebrar este dia com as pessoas que mais amamos${c.onDate}${c.atVenue}. Com carinho, ${c.p1} e ${c.p2}`,
    (c) =>
      `${c.p1} e ${c.p2} têm a alegria de convidar vocês para o seu casamento${c.atVenue}${c.onDate}. Será um dia cheio de amor, risos e lágrimas de felicidade.`,
    (c) =>
      `Junto com as nossas famílias, queremos muito ter vocês ao nosso lado${c.onDate}${c.atVenue}, no dia em que começamos a nossa vida a dois. ${c.p1} e ${c.p2}`,
    (c) =>
      `Vocês fazem parte da nossa história, e o nosso grande dia não seria o mesmo sem vocês. Venham celebrar com a gente! Um grande abraço, ${c.p1} e ${c.p2}`,
    (c) =>
      `Boa comida, boa música e todas as pessoas de quem gostamos no mesmo lugar: é assim que sonhamos o nosso casamento. Esperamos por vocês${c.atVenue}! ${c.p1} e ${c.p2}`,
    (c) => c.date && `Reservem a data: ${c.date}! ${c.p1} e ${c.p2} vão dizer o tão esperado “sim”${c.atVenue}, e a festa não seria a mesma sem vocês.`,
    (c) =>
      `Depois de tantas aventuras juntos, chegou a maior de todas. Seria uma honra ter vocês ao nosso lado${c.onDate} quando dissermos “sim”. Com amor, ${c.p1} e ${c.p2}`,
    (c) => `A contagem regressiva começou! Esperamos vocês${c.onDate}${c.atVenue} para brindar, rir e dançar com a gente. Com muito carinho, ${c.p1} e ${c.p2}`,
  ],
  adultsOnly: [
    "Adoramos os seus pequenos, mas pensamos o nosso casamento como uma festa só para adultos. Aproveitem para ter uma noite livre e dançar com a gente!",
    "O nosso casamento será só para adultos. Sabemos que isso exige alguma organização e agradecemos de coração a compreensão de vocês.",
    "Para que todos possam relaxar e aproveitar a festa até o fim, escolhemos uma celebração sem crianças. Obrigado pela compreensão, mal podemos esperar para ver vocês!",
    "Com todo o carinho pelos pequenos, a nossa festa será apenas para adultos. Considerem uma noite só para vocês, com pista de dança incluída!",
    "Imaginamos o nosso dia como uma festa só para adultos, sem horários e sem preocupações. O que mais importa para nós é ter vocês lá.",
    "Para que todos possam aproveitar a noite com tranquilidade, a recepção será somente para adultos. Muito obrigado pela compreensão!",
  ],
  kidsWelcome: [
    "As crianças são muito bem-vindas! Venham com toda a família e incluam os pequenos na confirmação de presença para podermos preparar tudo.",
    "Para nós a família é tudo, por isso as crianças estão convidadas com muito carinho. Quanto mais gente, mais alegria!",
    "Vamos adorar ter as crianças com a gente. Pedimos só que as incluam na confirmação de presença para reservarmos um lugar para cada uma.",
    "O nosso casamento é uma festa para todas as idades: as crianças são bem-vindas, e vamos fazer de tudo para que elas também se divirtam.",
    "Uma celebração de amor fica ainda mais bonita com risadas de crianças. Tragam os pequenos, eles são muito bem-vindos!",
    "Crianças de todas as idades estão convidadas a celebrar este dia com a gente. Basta nos dizer quantas virão na confirmação de presença.",
  ],
  gifts: {
    honeymoon: [
      "A presença de vocês é o nosso maior presente. Se quiserem nos dar algo mais, uma contribuição para a nossa lua de mel nos deixaria muito felizes.",
      "Já temos tudo o que precisamos em casa. Se quiserem nos presentear, vamos adorar uma ajuda para a nossa lua de mel.",
      "Sonhamos com uma lua de mel inesquecível. Se quiserem nos ajudar a realizá-la, ficaremos eternamente gratos, e prometemos mandar um cartão-postal!",
      "Não se sintam obrigados a nada. Mas, se quiserem nos dar um presente, uma pequena contribuição para a lua de mel seria perfeita.",
      "Ter vocês conosco já é um presente. Para quem quiser, teremos na festa uma caixinha dedicada à nossa lua de mel.",
    ],
    home: [
      "O mais importante é celebrar com vocês. Se quiserem nos dar um presente, estamos montando a nossa primeira casa, e tudo o que a deixar mais aconchegante será muito especial.",
      "Começamos uma nova vida debaixo do mesmo teto. Um presente para o nosso lar vai nos lembrar de vocês todos os dias.",
      "Louça, roupa de cama ou algo para a cozinha: para a nossa casa nova, qualquer lembrança será recebida com alegria.",
      "Para quem quiser nos presentear, preparamos uma pequena lista de coisas para a casa. Mas, acima de tudo, queremos vocês ao nosso lado.",
      "Mal podemos esperar para encher a nossa casa de memórias. Se quiserem nos dar algo, pensem em algo para o lar que estamos construindo.",
    ],
    charity: [
      "Temos a sorte de ter tudo o que precisamos. Em vez de presentes, ficaríamos muito felizes com uma doação para uma instituição de caridade que nos é querida.",
      "A presença de vocês já basta. Se quiserem marcar o dia, considerem fazer uma doação solidária em nosso nome.",
      "Queremos que o nosso casamento também faça bem a outras pessoas. Em vez de presentes, pedimos uma doação para uma causa solidária.",
      "O amor cresce quando é compartilhado. Uma doação para uma causa solidária será para nós o mais bonito dos presentes de casamento.",
      "Não precisamos de nada além de vocês. Para quem quiser contribuir, escolhemos uma instituição de caridade muito especial para receber as doações.",
    ],
    experience: [
      "Preferimos colecionar memórias a colecionar objetos. Se quiserem nos dar um presente, uma experiência para vivermos juntos seria perfeita.",
      "A presença de vocês é o nosso maior presente. Se quiserem ir além, vamos adorar uma experiência: um jantar, um show ou uma viagem de fim de semana.",
      "Uma aula de culinária, ingressos para o teatro ou um passeio de balão: cada experiência compartilhada será uma lembrança linda dos nossos primeiros meses de casados.",
      "Em casa já temos tudo, por isso preferimos experiências: momentos para viver a dois e contar durante muito tempo.",
      "Não se sintam obrigados a trazer nada. Mas, se quiserem nos presentear, uma experiência para compartilharmos a dois nos deixaria muito felizes.",
    ],
  },
};
