import type { PartyMatch, PartyStatus } from "../guest-list";
import type { Answers, PartyMember } from "../response";
import { attendanceStatus } from "./attendance";
import { isOwnMatch } from "./own-reply";

/** What a party's status needs of its reply: how it was linked, who it lists as coming, its answers. */
export interface PartyReplyFacts {
  partyMatch: PartyMatch;
  partyMembers: Pick<PartyMember, "guestId">[];
  answers: Answers;
}

export interface PartyAttendance {
  status: PartyStatus;
  /** People coming: named guests and the open seats the party named. */
  attending: number;
  /** Named guests not coming. */
  declined: number;
  /** Open seats the party named. */
  seatsNamed: number;
  /** Per named guest: coming, not, or not known (no reply, or a reply that does not say per person). */
  byGuest: Map<string, boolean | null>;
}

/**
 * A party's status from its own reply (docs/decisions/0012). A reply from the party's link
 * lists exactly the people coming (named guests carry their guest id), so nobody listed means
 * the party declined. A reply from the open form that the couple matched to the party says
 * only "coming" or "not" for the whole reply (docs/spec.md section 4's reading of answers),
 * with its listed people as the head count.
 */
export function partyAttendance(
  guestIds: readonly string[],
  reply: PartyReplyFacts | null,
  questions?: Parameters<typeof attendanceStatus>[1],
): PartyAttendance {
  const byGuest = new Map<string, boolean | null>(guestIds.map((id) => [id, null]));
  if (!reply || !isOwnMatch(reply.partyMatch)) return { status: "not_replied", attending: 0, declined: 0, seatsNamed: 0, byGuest };
  if (reply.partyMatch === "invitation") {
    const coming = new Set(reply.partyMembers.map((member) => member.guestId).filter(Boolean));
    for (const id of guestIds) byGuest.set(id, coming.has(id));
    const namedComing = guestIds.filter((id) => coming.has(id)).length;
    const seatsNamed = reply.partyMembers.filter((member) => !member.guestId).length;
    const attending = namedComing + seatsNamed;
    const declined = guestIds.length - namedComing;
    return { status: statusOf(attending, declined), attending, declined, seatsNamed, byGuest };
  }
  if (attendanceStatus(reply.answers, questions) === "not_attending") {
    for (const id of guestIds) byGuest.set(id, false);
    return { status: "declined", attending: 0, declined: guestIds.length, seatsNamed: 0, byGuest };
  }
  const attending = Math.max(reply.partyMembers.length, 1);
  const declined = Math.max(guestIds.length - attending, 0);
  return { status: statusOf(attending, declined), attending, declined, seatsNamed: Math.max(attending - guestIds.length, 0), byGuest };
}

function statusOf(attending: number, declined: number): PartyStatus {
  if (attending === 0) return "declined";
  return declined === 0 ? "attending" : "partial";
}
