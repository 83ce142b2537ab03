import type { LanguagePhrasings } from "../language";
import type { MessageContext } from "../wedding-messages";

/** "y" becomes "e" before an "i" sound (Zoë e Inés, Ana e Hilario), but not before "hie" or "ia". */
function couple(c: MessageContext): string {
  return `${c.p1} ${/^h?[ií](?![aeoáéó])/i.test(c.p2) ? "e" : "y"} ${c.p2}`;
}

/**
 * Spanish, as a couple in Spain or Latin America would write it ("¡...!", "nos casamos"), in the guest
 * pages' register (docs/decisions/0028-couple-texts-and-registers.md): usted, and ustedes for everyone
 * invited, never tú or vosotros.
 */
export const ES: LanguagePhrasings = {
  atVenue: (venue) => ` en ${venue}`,
  onDate: (date) => ` el ${date}`,
  messages: [
    (c) =>
      `¡Nos casamos! Después de tanto tiempo soñando con este día, queremos celebrarlo${c.onDate}${c.atVenue} con las personas que más queremos. Con cariño, ${couple(c)}`,
    (c) => `${couple(c)} tenemos el placer de invitarles a nuestra boda${c.atVenue}${c.onDate}. Su presencia será el mejor regalo.`,
    (c) =>
      `Hay días que se recuerdan toda la vida, y queremos que ustedes estén en el nuestro. Les esperamos${c.onDate}${c.atVenue} para brindar, reír y bailar juntos. ${couple(c)}`,
    (c) =>
      `Junto a nuestras familias, ${couple(c)} les invitamos a compartir la alegría de nuestro matrimonio${c.onDate}${c.atVenue}. ¡Nos hace muchísima ilusión!`,
    (c) =>
      `Han sido parte de nuestra historia, y no nos imaginamos el gran día sin ustedes. Vengan a celebrarlo con nosotros${c.atVenue}. Un abrazo enorme, ${couple(c)}`,
    (c) =>
      `Buena comida, buena música y toda la gente que queremos en un mismo lugar: así soñamos nuestra boda. ¿Nos acompañan? Con todo nuestro cariño, ${couple(c)}`,
    (c) => c.date && `¡Reserven la fecha! ${couple(c)} se dan el «sí, quiero» el ${c.date}${c.atVenue}, y la fiesta no será lo mismo sin ustedes.`,
    (c) =>
      `Llegó el momento de dar el gran paso, y queremos darlo rodeados de quienes nos han acompañado siempre. Les esperamos${c.atVenue}${c.onDate}. Con amor, ${couple(c)}`,
  ],
  adultsOnly: [
    "Queremos mucho a los más pequeños, pero hemos pensado nuestra boda como una celebración solo para adultos. ¡Aprovechen para disfrutar de una noche libre y bailar con nosotros!",
    "Nuestra boda será solo para adultos. Sabemos que organizarse con los niños cuesta un poco, y les agradecemos de corazón el esfuerzo por acompañarnos.",
    "Para que todos puedan relajarse y disfrutar de la fiesta hasta el final, hemos decidido que la celebración sea solo para adultos. ¡Gracias por entenderlo!",
    "Con mucho cariño les contamos que la boda será solo para adultos. Esperamos que les sirva de excusa para una noche especial y sin prisas.",
    "Aunque adoramos a sus peques, esta vez celebraremos una boda sin niños. Les esperamos con muchas ganas de brindar y bailar juntos.",
    "Hemos preparado una celebración solo para adultos, pensada para disfrutar sin horarios. Gracias por su comprensión; lo importante es contar con ustedes.",
  ],
  kidsWelcome: [
    "¡Los niños son más que bienvenidos! Traigan a toda la familia e indiquen a los peques en su confirmación para que no les falte de nada.",
    "Para nosotros la familia lo es todo, así que los niños están invitados. ¡Cuantos más seamos, más nos vamos a divertir!",
    "Nos encantará ver a sus niños en la pista de baile. Por favor, inclúyanlos en la confirmación para reservarles su sitio.",
    "Nuestra boda es una fiesta para todas las edades: los niños son bienvenidos y tendremos todo preparado para que disfruten.",
    "Una boda con risas de niños es todavía más bonita. ¡Vengan con sus pequeños y celebren con nosotros!",
    "Los niños de todas las edades están invitados a compartir este día con nosotros. Solo les pedimos que nos digan cuántos vendrán.",
  ],
  gifts: {
    honeymoon: [
      "Su presencia es nuestro mejor regalo. Si además desean tener un detalle, nos haría mucha ilusión que nos ayudaran con nuestra luna de miel.",
      "Ya tenemos casa y de todo un poco, así que, si les apetece regalarnos algo, cualquier aportación para la luna de miel será recibida con muchísimo cariño.",
      "Lo que más deseamos es celebrarlo con ustedes. Para quien quiera hacernos un regalo, hemos abierto una pequeña hucha para nuestra luna de miel.",
      "Soñamos con un viaje de luna de miel inolvidable. Si desean ayudarnos a hacerlo realidad, se lo agradeceremos de corazón, ¡y les mandaremos una postal!",
      "No hace falta que traigan nada. Pero si desean tener un detalle, una aportación para nuestra luna de miel sería perfecta.",
    ],
    home: [
      "Lo más importante es que estén con nosotros. Si desean hacernos un regalo, estamos montando nuestro hogar y cualquier cosa para la casa nos hará mucha ilusión.",
      "Empezamos una nueva etapa bajo el mismo techo. Si les apetece, un regalo para nuestro hogar nos recordará a ustedes cada día.",
      "Estamos dando forma a nuestra primera casa juntos. Menaje, ropa de cama o algo para la cocina: cualquier detalle será bienvenido.",
      "Su compañía es el mejor regalo. Para quien quiera tener un detalle, hemos preparado una pequeña lista de cosas para el hogar.",
      "Nada nos hace más ilusión que llenar nuestra casa de recuerdos. Si desean regalarnos algo, que sea para el hogar que estamos construyendo.",
    ],
    charity: [
      "Tenemos la suerte de tener todo lo que necesitamos. En lugar de regalos, nos encantaría que hicieran un donativo a una causa benéfica muy especial para nosotros.",
      "Su presencia es más que suficiente. Si desean celebrar con un gesto, les proponemos una donación a una organización benéfica en nuestro nombre.",
      "Queremos que nuestra boda sirva también para ayudar a otros. En vez de regalos, cualquier donativo solidario hará este día todavía más especial.",
      "El amor se multiplica cuando se comparte. Si desean tener un detalle con nosotros, preferimos una donación a una causa benéfica antes que un regalo.",
      "No necesitamos nada más que su compañía. Para quien desee colaborar, hemos elegido una causa benéfica que llevamos en el corazón.",
    ],
    experience: [
      "Preferimos coleccionar recuerdos antes que cosas. Si desean hacernos un regalo, una experiencia para disfrutar juntos sería perfecta.",
      "Su presencia es el mejor regalo. Si les apetece algo más, nos encantaría una experiencia: una cena, un concierto o una escapada de fin de semana.",
      "Un curso de cocina, unas entradas para el teatro o un paseo en globo: cualquier experiencia compartida será un recuerdo precioso de nuestros primeros meses de casados.",
      "Tenemos todo lo que necesitamos en casa, así que preferimos experiencias: planes para vivir juntos y recordar siempre con cariño.",
      "No se sientan obligados a traer nada. Pero si desean regalarnos algo, una experiencia que podamos vivir los dos nos hará muy felices.",
    ],
  },
};
