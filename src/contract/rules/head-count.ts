import type { Party } from "../guest-list";
import type { RsvpResponse, Side } from "../response";
import { attendanceStatus, type AttendanceStatus } from "./attendance";
import { ownPartyId } from "./own-reply";
import { partyAttendance } from "./party-status";
import { peopleOf, type Person } from "./people";
import { personKey } from "../person-identity";

/**
 * Who is coming to the wedding, counted once for every screen and file (issue 29, item 7;
 * docs/decisions/0027-counts-and-workbooks.md): the responses page's counts and its "Guests by
 * reply and side", the dashboard, the guest list's counts, the main event's panel and the
 * people CSV all read their numbers from here, so they agree.
 *
 * - A reply that is a household's own (from its link, or matched by the couple) counts as the
 *   guest list says (contract/rules/party-status.ts): the people coming, and the household's
 *   named guests who are not.
 * - Any other reply (the open form, or one the server only suggested for a household) counts
 *   its people with its status (docs/spec.md section 4).
 * - A household that has not replied counts its whole seat allowance, named guests and open
 *   seats, as pending: the couple is still waiting to hear about every one of them.
 */

export type SideKey = Side | "unassigned";
export const SIDE_KEYS: readonly SideKey[] = ["bride", "groom", "both", "unassigned"];

/** People by side, and their total. */
export type Tally = Record<SideKey, number> & { total: number };
export const emptyTally = (): Tally => ({ bride: 0, groom: 0, both: 0, unassigned: 0, total: 0 });

export function addToTally(tally: Tally, side: SideKey, amount = 1) {
  tally[side] += amount;
  tally.total += amount;
}

/** What the counts need of a household on the guest list. */
export interface CountedParty {
  id: string;
  /** Who is invited to which event (contract/rules/event-audience.ts). */
  tags: readonly string[];
  guestCount: number;
  /** Its named guests, in list order: who is not coming, by name. */
  guests: ReadonlyArray<{ id: string; name: string }>;
  /** Seats it may name itself on top of its guests (a "+1"). */
  extraSeats?: number;
  /** Its side, for the people of a household that has not replied. */
  side?: Side | null;
}

/** A household as the couple's screens hold it (the guest list's pages), as the counts need it. */
export function countedParty(party: Pick<Party, "id" | "tags" | "guests" | "extraSeats" | "side">): CountedParty {
  return {
    id: party.id,
    tags: party.tags,
    guestCount: party.guests.length,
    guests: party.guests.map((guest) => ({ id: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim() })),
    extraSeats: party.extraSeats,
    side: party.side,
  };
}

export type CountedReply = Pick<RsvpResponse, "guestName" | "partyMembers" | "responses" | "sideAssignment"> &
  Partial<Pick<RsvpResponse, "partyId" | "partyMatch">>;

/** The wedding's questions: an attendance question with its role is read in any language (issue 16). */
type Questions = Parameters<typeof attendanceStatus>[1];

export interface CountedPerson extends Person {
  status: AttendanceStatus;
}

/** The seats a household has: its named guests and its open seats. */
export const seatsOf = (party: Pick<CountedParty, "guestCount" | "extraSeats">): number => party.guestCount + (party.extraSeats ?? 0);

/** Whether a reply names a household's guest: the same person however written (contract/person-identity.ts). */
const normalName = (name: string) => personKey({ firstName: name }) || name.trim();

/**
 * Everyone a reply speaks for, with their answer about the wedding itself. A household's own
 * reply also names its guests who are not coming (its link lists only those who are), so that
 * a list of people and the counts hold the same people.
 */
export function peopleOfReply(reply: CountedReply, party: CountedParty | undefined, questions?: Questions): CountedPerson[] {
  const own = party && ownPartyId(reply) === party.id;
  if (!own) {
    const status = attendanceStatus(reply.responses, questions);
    return peopleOf(reply).map((person) => ({ ...person, status }));
  }
  const { guests } = party;
  const attendance = partyAttendance(
    guests.map((guest) => guest.id),
    { partyMatch: reply.partyMatch ?? "confirmed", partyMembers: reply.partyMembers, answers: reply.responses },
    questions,
  );
  const notComing = (guest: { id: string; name: string }): CountedPerson => ({
    id: guest.id,
    name: guest.name,
    relationship: "guest",
    status: "not_attending",
  });
  if (reply.partyMatch === "invitation") {
    // A link lists exactly who is coming; its guests it does not list said no.
    const listed = reply.partyMembers.length ? peopleOf(reply).map((person): CountedPerson => ({ ...person, status: "attending" })) : [];
    return [...listed, ...guests.filter((guest) => attendance.byGuest.get(guest.id) === false).map(notComing)];
  }
  // A matched open-form reply says yes or no for the people it names; the household's other
  // guests (by name) fill the rest of its "not coming" count.
  const status: AttendanceStatus = attendance.status === "declined" ? "not_attending" : "attending";
  const named = peopleOf(reply).map((person): CountedPerson => ({ ...person, status }));
  const namedNames = new Set(named.map((person) => normalName(person.name)));
  const missing = attendance.declined - named.filter((person) => person.status === "not_attending").length;
  const others = guests.filter((guest) => !namedNames.has(normalName(guest.name))).slice(0, Math.max(missing, 0));
  return [...named, ...others.map(notComing)];
}

export interface HeadCount {
  attending: Tally;
  declined: Tally;
  /** People not heard from: every seat of a household with no reply, and replies that say neither yes nor no. */
  pending: Tally;
  /** Replies received. */
  replies: number;
  /** Households on the guest list: how many have replied, and how many not yet. */
  repliedParties: number;
  notRepliedParties: number;
  /** Replies that are no household's own (the open form), and the people they name. */
  openReplies: number;
  openReplyPeople: number;
}

const sideOf = (side: Side | null | undefined): SideKey => side ?? "unassigned";

/** The wedding's head count from every reply and every household on the guest list (none without one). */
export function countHeads(replies: readonly CountedReply[], parties: readonly CountedParty[], questions?: Questions): HeadCount {
  const byId = new Map(parties.map((party) => [party.id, party]));
  const count: HeadCount = {
    attending: emptyTally(),
    declined: emptyTally(),
    pending: emptyTally(),
    replies: replies.length,
    repliedParties: 0,
    notRepliedParties: 0,
    openReplies: 0,
    openReplyPeople: 0,
  };
  const replied = new Set<string>();
  // A reply the server only suggested for a household counts as the open-form reply it is; its
  // household's seats are not counted again as pending (contract/rules/event-summary.ts agrees).
  const suggested = new Set<string>();
  for (const reply of replies) {
    const partyId = ownPartyId(reply);
    const party = partyId ? byId.get(partyId) : undefined;
    const people = peopleOfReply(reply, party, questions);
    if (party) replied.add(party.id);
    else {
      if (reply.partyId) suggested.add(reply.partyId);
      count.openReplies++;
      count.openReplyPeople += people.length;
    }
    const side = sideOf(reply.sideAssignment);
    for (const person of people) {
      addToTally(person.status === "attending" ? count.attending : person.status === "not_attending" ? count.declined : count.pending, side);
    }
  }
  for (const party of parties) {
    if (replied.has(party.id)) continue;
    count.notRepliedParties++;
    if (!suggested.has(party.id)) addToTally(count.pending, sideOf(party.side), seatsOf(party));
  }
  count.repliedParties = replied.size;
  return count;
}
