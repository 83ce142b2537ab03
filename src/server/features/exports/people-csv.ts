import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { ATTENDANCE_LABEL } from "../../../contract/rules/attendance";
import { answerFor, peopleOf } from "../../../contract/rules/people";
import { describeResponse } from "../../../contract/rules/summary";
import type { PartyLabel } from "../guest-list/export-service";
import { csvDocument, partyOfReply, sideLabel } from "./csv";

/**
 * One row per person (the guest and each party member) for caterers and seating: who they
 * are, whether their party is coming, their side, and their own answer to every per-person
 * question (meals, diets); party-wide answers are repeated so each row stands alone.
 */
export function peopleCsv(questions: readonly Question[], rows: AsyncIterable<RsvpResponse>, parties: ReadonlyMap<string, PartyLabel>): AsyncGenerator<string> {
  // The guest-list party comes last, after the columns this file has always had.
  const header = ["Name", "Party Lead", "Relationship", "Age", "Status", "Side", "Email", ...questions.map((question) => question.question), "Party"];
  return csvDocument(header, rows, (response) => {
    const status = ATTENDANCE_LABEL[describeResponse(response, questions).status];
    const party = partyOfReply(response, parties)?.name;
    return peopleOf(response).map((person) => [
      person.name,
      response.guestName,
      person.relationship === "self" ? "guest" : person.relationship,
      person.age,
      status,
      sideLabel(response.sideAssignment),
      response.guestEmail,
      ...questions.map((question) => answerFor(response, question.id, person.id)),
      party,
    ]);
  });
}
