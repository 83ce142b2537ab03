// "Chidi, Ada and Emeka Okafor": how an envelope names a household (en-GB: no serial comma).
const AND = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/**
 * A party's guests as an envelope names them: first names joined and the shared surname said
 * once ("Chidi, Ada and Emeka Okafor"); guests of other surnames follow in their own group
 * ("Maria and José García and Ana Lopez"), in the order the couple listed them.
 */
export function guestsLine(guests: readonly { firstName: string; lastName: string }[]): string {
  const firstNamesBySurname = new Map<string, string[]>();
  for (const guest of guests) {
    const surname = guest.lastName.trim();
    const firstNames = firstNamesBySurname.get(surname);
    if (firstNames) firstNames.push(guest.firstName.trim());
    else firstNamesBySurname.set(surname, [guest.firstName.trim()]);
  }
  return AND.format([...firstNamesBySurname].map(([surname, firstNames]) => [AND.format(firstNames), surname].filter(Boolean).join(" ")));
}
