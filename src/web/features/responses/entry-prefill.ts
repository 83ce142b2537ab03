import type { InvitedGuest } from "../../../contract/guest-list";
import { MAX_PARTY_MEMBERS } from "../../../contract/limits";
import type { Side } from "../../../contract/response";
import { emptyMember, type FormDraft, type MemberDraft } from "../reply-form/form-state";

/** What the guest list knows of a household that a phoned-in reply is for. */
export interface PrefillParty {
  guests?: readonly Pick<InvitedGuest, "firstName" | "lastName" | "email" | "phone" | "isChild" | "age">[];
  side?: Side | null;
}

type People = Pick<FormDraft, "guestName" | "guestEmail" | "guestPhone" | "members">;

const fullName = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`.trim();

/**
 * The names a household's entry starts with (issue 29, item 10): the couple already typed them on
 * the guest list, so choosing the household fills them in. The main guest is its first adult (its
 * first guest when all are children) with their address and phone; the others come with them, a
 * child as a child with their age, as many as a reply may name.
 */
export function peopleOfParty(party: PrefillParty | undefined): People {
  const guests = party?.guests ?? [];
  const main = guests.find((guest) => !guest.isChild) ?? guests[0];
  if (!main) return { guestName: "", guestEmail: "", guestPhone: "", members: [] };
  const members: MemberDraft[] = guests
    .filter((guest) => guest !== main)
    .slice(0, MAX_PARTY_MEMBERS)
    .map((guest) => ({
      ...emptyMember(),
      name: fullName(guest),
      relationship: guest.isChild ? "child" : "guest",
      age: guest.isChild && guest.age !== null ? String(guest.age) : "",
    }));
  return { guestName: fullName(main), guestEmail: main.email ?? "", guestPhone: main.phone ?? "", members };
}

const sameMembers = (a: readonly MemberDraft[], b: readonly MemberDraft[]) =>
  a.length === b.length &&
  a.every((member, index) => member.name === b[index]!.name && member.relationship === b[index]!.relationship && member.age === b[index]!.age);

/**
 * The draft after the couple picks another household (or none): the names follow the choice while
 * they are still what the last choice filled in, and what the couple typed themselves stays.
 */
export function switchParty(draft: FormDraft, from: PrefillParty | undefined, to: PrefillParty | undefined): FormDraft {
  const before = peopleOfParty(from);
  const untouched =
    draft.guestName === before.guestName &&
    draft.guestEmail === before.guestEmail &&
    draft.guestPhone === before.guestPhone &&
    sameMembers(draft.members, before.members);
  return untouched ? { ...draft, ...peopleOfParty(to) } : draft;
}

/** The side follows the household too, unless the couple chose one themselves. */
export function switchSide(side: Side | null, from: PrefillParty | undefined, to: PrefillParty | undefined): Side | null {
  return side === (from?.side ?? null) ? (to?.side ?? null) : side;
}
