import type { Caller } from "../access";

/**
 * What a viewer may not read (issue 31; docs/decisions/0043-access-links.md): the contact details
 * the couple and their guests typed (emails, phones, postcodes and a note's contact) and the
 * secrets that let someone act for a household (its invitation link and printed words). The one
 * place that says so: the host reads that carry them pass their rows through these before
 * answering a viewer, and the exports that carry them are refused to viewers by the route table.
 */
export function seesContactDetails(actor: Caller): boolean {
  return actor.kind === "owner" || actor.role !== "viewer";
}

interface ReplyContacts {
  guestEmail: string;
  guestPhone: string | null;
}

interface PartyContacts {
  guests: { email: string | null; phone: string | null }[];
  postalCode: string | null;
  invitationToken: string;
  invitationWords: string;
}

/** A reply without its main person's email and phone. */
export function replyForViewer<T extends ReplyContacts>(reply: T): T {
  return { ...reply, guestEmail: "", guestPhone: null };
}

/** A household without its guests' emails and phones, its postcode, its invitation link and words. */
export function partyForViewer<T extends PartyContacts>(party: T): T {
  return {
    ...party,
    guests: party.guests.map((guest) => ({ ...guest, email: null, phone: null })),
    postalCode: null,
    invitationToken: "",
    invitationWords: "",
  };
}

/** A guest note without the contact its writer left. */
export function noteForViewer<T extends { contact: string }>(note: T): T {
  return { ...note, contact: "" };
}
