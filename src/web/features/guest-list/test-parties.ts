import type { InvitedGuest, Party } from "../../../contract/guest-list";

/** Parties as GET /api/weddings/{id}/parties returns them, for the pure tests and screenshots. */
export function guestOf(firstName: string, lastName: string, extra: Partial<InvitedGuest> = {}): InvitedGuest {
  return { id: `${firstName}-${lastName}`, firstName, lastName, email: null, phone: null, isChild: false, age: null, aliases: [], attending: null, ...extra };
}

export function partyOf(name: string, guests: InvitedGuest[], extra: Partial<Party> = {}): Party {
  return {
    id: name,
    weddingId: "w1",
    name,
    guests,
    extraSeats: 0,
    seats: guests.length + (extra.extraSeats ?? 0),
    side: null,
    tags: [],
    note: "",
    status: "not_replied",
    attending: 0,
    responseId: null,
    repliedAt: null,
    invitationToken: "tok_0123456789abcdef0123",
    postalCode: null,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a fixture: the words a party's invitation carries, not screen text
    invitationWords: "maple orbit",
    sentByHandAt: null,
    createdAt: "2027-01-01T10:00:00.000Z",
    updatedAt: "2027-01-01T10:00:00.000Z",
    ...extra,
  };
}
