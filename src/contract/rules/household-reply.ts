import { PRIMARY_ID, type PartyMember } from "../response";

/**
 * A reply sent from a household's invitation link, as the couple corrects it (docs/decisions/
 * 0019-events.md). The link keys each guest's answers by their guest id, the first person coming
 * by the primary's key (the first guest's when nobody comes), and lists only the people coming,
 * each with its guest id; the guests not coming may still have answered an event (the brunch).
 */
type Stored = readonly Pick<PartyMember, "id" | "guestId">[];

/** The keys the household's guests not coming to the wedding answer under, in the party's order. */
export function declinedKeys(stored: Stored, partyGuestIds: readonly string[]): string[] {
  const coming = new Set(stored.map((member) => member.guestId).filter(Boolean));
  const declined = partyGuestIds.filter((id) => !coming.has(id));
  // Nobody coming: the first guest is the primary (guest-list/invitation-service.ts).
  return stored.length ? declined : declined.map((id, index) => (index === 0 ? PRIMARY_ID : id));
}

/**
 * The corrected party with each invited guest's id kept, so the guest list still reads who is
 * coming (contract/rules/party-status.ts): a reply of one person lists its primary guest.
 */
export function keepGuestIds(corrected: readonly PartyMember[], stored: Stored, partyGuestIds: readonly string[], primary: PartyMember | null): PartyMember[] {
  const guestIdOf = new Map(stored.flatMap((member) => (member.guestId ? [[member.id, member.guestId] as const] : [])));
  // Nobody came before: the primary is the first guest, as the link would have made them.
  if (!stored.length && partyGuestIds[0]) guestIdOf.set(PRIMARY_ID, partyGuestIds[0]);
  const listed = corrected.length ? corrected : primary ? [primary] : [];
  return listed.map((member) => {
    const guestId = guestIdOf.get(member.id);
    return guestId ? { ...member, guestId } : member;
  });
}
