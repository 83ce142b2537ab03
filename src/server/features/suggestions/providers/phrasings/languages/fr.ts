import type { LanguagePhrasings } from "../language";

/** French typography: a narrow no-break space before "!", "?", ";" and ":" (written plainly below). */
const frenchSpacing = (text: string) => text.replace(/(?<=\S) ?([!?;:])(?=\s|$)/g, "\u202f$1");

/** French, in the couple's voice; guests are addressed as "vous". */
export const FR: LanguagePhrasings = {
  atVenue: (venue) => ` à ${venue}`,
  onDate: (date) => ` le ${date}`,
  finish: frenchSpacing,
  messages: [
    (c) =>
      `Nous avons la joie de vous inviter à notre mariage${c.onDate}${c.atVenue}. Votre présence rendra cette journée encore plus belle. Avec toute notre affection, ${c.p1} et ${c.p2}`,
    (c) => `${c.p1} et ${c.p2} se disent oui! Venez partager avec nous une journée pleine d'émotion, de rires et de danse${c.atVenue}${c.onDate}.`,
    (c) =>
      `Entourés de nos familles, nous serions heureux de vous compter parmi nous pour célébrer notre union${c.onDate}${c.atVenue}. Tendrement, ${c.p1} et ${c.p2}`,
    (c) =>
      `Vous faites partie de notre histoire, et ce grand jour ne serait pas le même sans vous. Rejoignez-nous${c.atVenue} pour le fêter ensemble. Bises, ${c.p1} et ${c.p2}`,
    (c) =>
      `Un bon repas, de la musique et tous ceux que nous aimons réunis au même endroit: voilà notre mariage idéal. Nous espérons de tout cœur que vous en serez${c.onDate}. ${c.p1} et ${c.p2}`,
    (c) => c.date && `Notez bien la date: le ${c.date}, ${c.p1} et ${c.p2} se marient${c.atVenue}! Nous avons hâte de célébrer ce moment avec vous.`,
    (c) =>
      `Après toutes nos aventures, voici la plus belle d'entre elles. Nous serions si heureux de vous avoir à nos côtés${c.atVenue}${c.onDate} pour trinquer et danser avec nous. ${c.p1} et ${c.p2}`,
    (c) =>
      `Le compte à rebours a commencé! Nous vous attendons${c.onDate}${c.atVenue} pour fêter notre mariage comme il se doit. Avec amour, ${c.p1} et ${c.p2}`,
  ],
  adultsOnly: [
    "Nous adorons vos enfants, mais nous avons choisi de célébrer notre mariage entre adultes. Profitez-en pour vous offrir une vraie soirée de fête avec nous!",
    "Notre mariage sera réservé aux adultes. Nous savons que cela demande un peu d'organisation, et nous vous remercions de tout cœur de votre compréhension.",
    "Pour que chacun puisse profiter pleinement de la soirée, la réception sera réservée aux adultes. Merci de votre compréhension, nous avons hâte de vous retrouver.",
    "Nous avons imaginé une célébration entre adultes, sans horaires ni contraintes. Voyez-la comme une soirée en amoureux… sur la piste de danse!",
    "Avec toute notre tendresse pour les plus petits, nous fêterons notre mariage sans enfants. Merci de votre compréhension, et à très bientôt!",
    "Afin que tout le monde puisse se détendre et danser jusqu'au bout de la nuit, notre mariage sera réservé aux adultes. Votre présence compte énormément pour nous.",
  ],
  kidsWelcome: [
    "Les enfants sont les bienvenus! Venez en famille, et pensez à les indiquer dans votre réponse afin que nous puissions prévoir une place pour chacun.",
    "Pour nous, un mariage est une fête de famille: vos enfants sont invités avec plaisir. Plus on est de fous, plus on rit!",
    "Nous serons ravis d'accueillir vos enfants. Merci de les ajouter à votre réponse pour que nous puissions tout préparer pour eux.",
    "Petits et grands sont attendus avec joie: les enfants sont les bienvenus à notre mariage, et nous avons hâte de les voir danser avec nous.",
    "Un mariage sans rires d'enfants ne serait pas tout à fait le même. Venez avec vos petits, ils sont les bienvenus!",
    "Les enfants de tous âges sont conviés à partager cette journée avec nous. Indiquez-nous simplement combien ils seront dans votre réponse.",
  ],
  gifts: {
    honeymoon: [
      "Votre présence est le plus beau des cadeaux. Si vous souhaitez nous gâter, une participation à notre voyage de noces nous ferait très plaisir.",
      "Nous avons déjà tout ce qu'il faut à la maison. Pour ceux qui le souhaitent, une urne sera à votre disposition pour notre voyage de noces.",
      "Nous rêvons d'un voyage de noces inoubliable. Si vous voulez nous aider à le réaliser, nous vous en serons infiniment reconnaissants, et nous vous enverrons une carte postale!",
      "Ne vous sentez surtout pas obligés. Mais si vous tenez à nous offrir quelque chose, une contribution à notre voyage de noces serait parfaite.",
      "Votre présence nous suffit amplement. Pour ceux qui le désirent, nous avons ouvert une cagnotte pour notre lune de miel.",
    ],
    home: [
      "Votre présence est notre plus beau cadeau. Si vous souhaitez nous offrir quelque chose, nous nous installons ensemble et tout ce qui rendra notre maison plus douce sera le bienvenu.",
      "Nous commençons une nouvelle vie sous le même toit. Un cadeau pour notre foyer nous fera penser à vous chaque jour.",
      "Nous aménageons notre premier chez-nous: vaisselle, linge de maison ou petits objets pour la cuisine, tout nous fera plaisir.",
      "Pour ceux qui souhaitent nous gâter, nous avons préparé une petite liste d'objets pour la maison. Mais le plus important, c'est de vous avoir avec nous.",
      "Rien ne nous ferait plus plaisir que de remplir notre maison de souvenirs. Si vous voulez nous offrir un cadeau, pensez à notre foyer.",
    ],
    charity: [
      "Nous avons la chance d'avoir tout ce dont nous avons besoin. Plutôt qu'un cadeau, nous serions touchés que vous fassiez un don à une association qui nous est chère.",
      "Votre présence nous suffit. Si vous souhaitez marquer le jour, pensez à faire un don à une œuvre caritative en notre nom.",
      "Nous aimerions que notre mariage fasse aussi un peu de bien autour de nous. À la place des cadeaux, un don à une association nous rendrait très heureux.",
      "L'amour grandit quand on le partage. Si vous voulez nous faire plaisir, un don à une cause caritative sera notre plus beau cadeau.",
      "Nous n'avons besoin de rien d'autre que de votre présence. Pour ceux qui le souhaitent, nous avons choisi une association qui nous tient à cœur pour recevoir vos dons.",
    ],
    experience: [
      "Nous préférons collectionner les souvenirs plutôt que les objets. Si vous souhaitez nous offrir un cadeau, une expérience à vivre à deux serait parfaite.",
      "Votre présence est le plus beau des cadeaux. Si vous voulez aller plus loin, nous adorerions une expérience: un dîner, un concert ou une escapade le temps d'un week-end.",
      "Un cours de cuisine, des places de théâtre, un vol en montgolfière: toute expérience partagée deviendra un beau souvenir de nos premiers mois de mariés.",
      "Nous avons tout ce qu'il faut à la maison, alors nous préférons les expériences: des moments à vivre ensemble et à raconter longtemps.",
      "Ne vous sentez pas obligés d'apporter quoi que ce soit. Mais si vous le souhaitez, une expérience à partager à deux nous comblerait.",
    ],
  },
};
