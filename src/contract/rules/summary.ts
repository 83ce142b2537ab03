import type { RsvpResponse } from "../response";
import { attendanceStatus, partySize, type AttendanceStatus } from "./attendance";
import { countHeads, type CountedParty } from "./head-count";

export interface ResponseSummary {
  totalResponses: number;
  /** People coming, as contract/rules/head-count.ts counts them. */
  attendingGuests: number;
  /** Replies on the first partner's side, those on both sides included. */
  brideSide: number;
  /** Replies on the second partner's side, those on both sides included. */
  groomSide: number;
  /** Replies on both sides (counted in each side above too). */
  bothSides: number;
  unassigned: number;
}

type Summarisable = Pick<RsvpResponse, "guestName" | "responses" | "partyMembers" | "sideAssignment"> & Partial<Pick<RsvpResponse, "partyId" | "partyMatch">>;
/** The wedding's questions: an attendance question with its role is read in any language (issue 16). */
type Questions = Parameters<typeof attendanceStatus>[1];

/** Status and head count of one response, as the list, the counts and the CSV all show it. */
export function describeResponse(
  response: Pick<RsvpResponse, "responses" | "partyMembers">,
  questions?: Questions,
): { status: AttendanceStatus; partySize: number } {
  return { status: attendanceStatus(response.responses, questions), partySize: partySize(response) };
}

/**
 * The four counts and the banner of the responses page (docs/spec.md section 2). The sides count
 * replies; the attending guests are the head count's, households on the guest list (`parties`) included.
 */
export function summariseResponses(responses: readonly Summarisable[], questions?: Questions, parties: readonly CountedParty[] = []): ResponseSummary {
  const attendingGuests = countHeads(responses, parties, questions).attending.total;
  const summary: ResponseSummary = { totalResponses: responses.length, attendingGuests, brideSide: 0, groomSide: 0, bothSides: 0, unassigned: 0 };
  for (const response of responses) {
    if (response.sideAssignment === "bride") summary.brideSide++;
    else if (response.sideAssignment === "groom") summary.groomSide++;
    else if (response.sideAssignment === "both") {
      // A reply on both sides is a guest of each partner: each side's count includes it, and
      // the page says how many of them there are (docs/decisions/0026-names-and-sides.md).
      summary.brideSide++;
      summary.groomSide++;
      summary.bothSides++;
    } else summary.unassigned++;
  }
  return summary;
}
