import type { LanguagePhrasings } from "../language";
import type { MessageContext } from "../wedding-messages";

/** "y" becomes "e" before an "i" sound (Zoë e Inés, Ana e Hilario), but not before "hie" or "ia". */
function couple(c: MessageContext): string {
  return `${c.p1} ${/^h?[ií](?![aeoáéó])/i.test(c.p2) ? "e" : "y"} ${c.p2}`;
}

/** Spanish, as a couple in Spain or Latin America would write it ("¡...!", "nos casamos"). */
export const ES: LanguagePhrasings = {
  atVenue: (venue) => ` en ${venue}`,
  onDate: (date) => ` el ${date}`,
  messages: [
    (c) =>
      `¡Nos casamos! Después de tanto tiempo soñando con este día, queremos celebrarlo${c.onDate}${c.atVenue} con las personas que más queremos. Con cariño, ${couple(c)}`,
    (c) => `${couple(c)} tenemos el placer de invitarte a nuestra boda${c.atVenue}${c.onDate}. Tu presencia será el mejor regalo.`,
    (c) =>
      `Hay días que se recuerdan toda la vida, y queremos que estés en el nuestro. Te esperamos${c.onDate}${c.atVenue} para brindar, reír y bailar juntos. ${couple(c)}`,
    (c) =>
      `Junto a nuestras familias, ${couple(c)} te invitamos a compartir la alegría de nuestro matrimonio${c.onDate}${c.atVenue}. ¡Nos hace muchísima ilusión!`,
    (c) =>
      `Has sido parte de nuestra historia, y no nos imaginamos el gran día sin ti. Ven a celebrarlo con nosotros${c.atVenue}. Un abrazo enorme, ${couple(c)}`,
    (c) =>
      `Buena comida, buena música y toda la gente que queremos en un mismo lugar: así soñamos nuestra boda. ¿Te vienes? Con todo nuestro cariño, ${couple(c)}`,
    (c) => c.date && `¡Reserva la fecha! ${couple(c)} se dan el «sí, quiero» el ${c.date}${c.atVenue}, y la fiesta no será lo mismo sin ti.`,
    (c) =>
      `Llegó el momento de dar el gran paso, y queremos darlo rodeados de quienes nos han acompañado siempre. Te esperamos${c.atVenue}${c.onDate}. Con amor, ${couple(c)}`,
  ],
  adultsOnly: [
    "Queremos mucho a los más pequeños, pero hemos pensado nuestra boda como una celebración solo para adultos. ¡Aprovechad para disfrutar de una noche libre y bailar con nosotros!",
    "Nuestra boda será solo para adultos. Sabemos que organizarse con los niños cuesta un poco, y os agradecemos de corazón el esfuerzo por acompañarnos.",
    "Para que todos podáis relajaros y disfrutar de la fiesta hasta el final, hemos decidido que la celebración sea solo para adultos. ¡Gracias por entenderlo!",
    "Con mucho cariño os contamos que la boda será solo para adultos. Esperamos que os sirva de excusa para una noche especial y sin prisas.",
    "Aunque adoramos a vuestros peques, esta vez celebraremos una boda sin niños. Os esperamos con muchas ganas de brindar y bailar juntos.",
    "Hemos preparado una celebración solo para adultos, pensada para disfrutar sin horarios. Gracias por vuestra comprensión; lo importante es teneros allí.",
  ],
  kidsWelcome: [
    "¡Los niños son más que bienvenidos! Traed a toda la familia e indicad a los peques en vuestra confirmación para que no les falte de nada.",
    "Para nosotros la familia lo es todo, así que los niños están invitados. ¡Cuantos más seamos, más nos vamos a divertir!",
    "Nos encantará ver a vuestros niños en la pista de baile. Por favor, incluidlos en la confirmación para reservarles su sitio.",
    "Nuestra boda es una fiesta para todas las edades: los niños son bienvenidos y tendremos todo preparado para que disfruten.",
    "Una boda con risas de niños es todavía más bonita. ¡Venid con vuestros pequeños y celebrad con nosotros!",
    "Los niños de todas las edades están invitados a compartir este día con nosotros. Solo os pedimos que nos digáis cuántos vendrán.",
  ],
  gifts: {
    honeymoon: [
      "Vuestra presencia es nuestro mejor regalo. Si además queréis tener un detalle, nos haría mucha ilusión que nos ayudarais con nuestra luna de miel.",
      "Ya tenemos casa y de todo un poco, así que, si os apetece regalarnos algo, cualquier aportación para la luna de miel será recibida con muchísimo cariño.",
      "Lo que más deseamos es celebrarlo con vosotros. Para quien quiera hacernos un regalo, hemos abierto una pequeña hucha para nuestra luna de miel.",
      "Soñamos con un viaje de luna de miel inolvidable. Si queréis ayudarnos a hacerlo realidad, os lo agradeceremos de corazón, ¡y os mandaremos una postal!",
      "No hace falta que traigáis nada. Pero si queréis tener un detalle, una aportación para nuestra luna de miel sería perfecta.",
    ],
    home: [
      "Lo más importante es que estéis con nosotros. Si queréis hacernos un regalo, estamos montando nuestro hogar y cualquier cosa para la casa nos hará mucha ilusión.",
      "Empezamos una nueva etapa bajo el mismo techo. Si os apetece, un regalo para nuestro hogar nos recordará a vosotros cada día.",
      "Estamos dando forma a nuestra primera casa juntos. Menaje, ropa de cama o algo para la cocina: cualquier detalle será bienvenido.",
      "Vuestra compañía es el mejor regalo. Para quien quiera tener un detalle, hemos preparado una pequeña lista de cosas para el hogar.",
      "Nada nos hace más ilusión que llenar nuestra casa de recuerdos. Si queréis regalarnos algo, que sea para el hogar que estamos construyendo.",
    ],
    charity: [
      "Tenemos la suerte de tener todo lo que necesitamos. En lugar de regalos, nos encantaría que hicierais un donativo a una causa benéfica muy especial para nosotros.",
      "Vuestra presencia es más que suficiente. Si queréis celebrar con un gesto, os proponemos una donación a una organización benéfica en nuestro nombre.",
      "Queremos que nuestra boda sirva también para ayudar a otros. En vez de regalos, cualquier donativo solidario hará este día todavía más especial.",
      "El amor se multiplica cuando se comparte. Si queréis tener un detalle con nosotros, preferimos una donación a una causa benéfica antes que un regalo.",
      "No necesitamos nada más que teneros cerca. Para quien desee colaborar, hemos elegido una causa benéfica que llevamos en el corazón.",
    ],
    experience: [
      "Preferimos coleccionar recuerdos antes que cosas. Si queréis hacernos un regalo, una experiencia para disfrutar juntos sería perfecta.",
      "Vuestra presencia es el mejor regalo. Si os apetece algo más, nos encantaría una experiencia: una cena, un concierto o una escapada de fin de semana.",
      "Un curso de cocina, unas entradas para el teatro o un paseo en globo: cualquier experiencia compartida será un recuerdo precioso de nuestros primeros meses de casados.",
      "Tenemos todo lo que necesitamos en casa, así que preferimos experiencias: planes para vivir juntos y recordar siempre con cariño.",
      "No os sintáis obligados a traer nada. Pero si queréis regalarnos algo, una experiencia que podamos vivir los dos nos hará muy felices.",
    ],
  },
};
