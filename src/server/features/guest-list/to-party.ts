import type { Party } from "../../../contract/guest-list";
import { isLocale } from "../../../contract/locales";
import type { Question } from "../../../contract/question";
import { partyAttendance } from "../../../contract/rules/party-status";
import type { GuestRow, PartyRow } from "../../db/schema";
import { ZSide } from "../../../contract/response";
import { invitationToken } from "./invitation-token";
import { invitationWords } from "./invitation-words";
import type { PartyReplyRow } from "../responses";

/** A party as the couple sees it: its guests, its reply's status and its link's token. */
export function toParty(row: PartyRow, members: GuestRow[], reply: PartyReplyRow | undefined, tokenKey: string, questions?: readonly Question[]): Party {
  const attendance = partyAttendance(
    members.map((guest) => guest.id),
    reply ?? null,
    questions,
  );
  return {
    id: row.id,
    weddingId: row.weddingId,
    name: row.name,
    guests: members.map((guest) => ({
      id: guest.id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      isChild: guest.isChild,
      age: guest.age,
      aliases: guest.aliases,
      attending: attendance.byGuest.get(guest.id) ?? null,
    })),
    extraSeats: row.extraSeats,
    seats: members.length + row.extraSeats,
    side: ZSide.nullable().catch(null).parse(row.side),
    tags: row.tags,
    note: row.note,
    status: attendance.status,
    attending: attendance.attending,
    responseId: reply?.id ?? null,
    repliedAt: reply?.updatedAt.toISOString() ?? null,
    invitationToken: invitationToken(tokenKey, row.id, row.invitationVersion),
    mailOptedOut: row.mailOptedOutAt !== null,
    locale: isLocale(row.locale) ? row.locale : null,
    postalCode: row.postalCode,
    invitationWords: invitationWords(tokenKey, row.id, row.invitationVersion),
    sentByHandAt: row.sentByHandAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Maria & José García", "The Okafor family", "Ana Lopez": a party's name when the couple gave none. */
export function defaultPartyName(members: { firstName: string; lastName: string }[]): string {
  const surnames = new Set(members.map((guest) => guest.lastName).filter(Boolean));
  const [first, second] = members;
  if (!first) return "";
  if (members.length === 1) return `${first.firstName} ${first.lastName}`.trim();
  if (surnames.size === 1) {
    const [surname] = surnames;
    return members.length === 2 ? `${first.firstName} & ${second!.firstName} ${surname}` : `The ${surname} family`;
  }
  const two = `${first.firstName} ${first.lastName}`.trim() + " & " + `${second!.firstName} ${second!.lastName}`.trim();
  return members.length === 2 ? two : `${two} +${members.length - 2}`;
}
