import type { SideNaming } from "../../../contract/side-labels";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { ATTENDANCE_LABEL } from "../../../contract/rules/attendance";
import { eventPeopleOf } from "../../../contract/rules/event-summary";
import { answerFor, peopleOf } from "../../../contract/rules/people";
import { describeResponse } from "../../../contract/rules/summary";
import type { PartyLabel } from "../guest-list/export-service";
import { csvDocument, partyOfReply, sideLabel } from "./csv";
import { countedEvent, questionLabel, type ExportEvents } from "./event-columns";

/**
 * One row per person (the guest and each party member) for caterers and seating: who they
 * are, whether their party is coming, their side, and their own answer to every per-person
 * question (meals, diets); party-wide answers are repeated so each row stands alone. An extra
 * event's attendance column (docs/decisions/0019-events.md) holds the person's status for it,
 * as the responses page counts it, and stays blank where their party is not invited.
 */
export function peopleCsv(
  questions: readonly Question[],
  rows: AsyncIterable<RsvpResponse>,
  parties: ReadonlyMap<string, PartyLabel>,
  events: ExportEvents,
  naming: SideNaming,
): AsyncGenerator<string> {
  // The guest-list party comes last, after the columns this file has always had.
  const header = [
    "Name",
    "Party Lead",
    "Relationship",
    "Age",
    "Status",
    "Side",
    "Email",
    ...questions.map((question) => questionLabel(question, events)),
    "Party",
  ];
  return csvDocument(header, rows, (response) => {
    const status = ATTENDANCE_LABEL[describeResponse(response, questions).status];
    const party = partyOfReply(response, parties)?.name;
    const eventStatus = new Map<string, Map<string, string>>();
    for (const question of questions) {
      const event = question.eventAttendance && question.eventId ? events.get(question.eventId) : undefined;
      if (!event) continue;
      const { people } = eventPeopleOf(countedEvent(event), questions, response, parties);
      eventStatus.set(question.id, new Map(people.map((person) => [person.id, ATTENDANCE_LABEL[person.status]])));
    }
    return peopleOf(response).map((person) => [
      person.name,
      response.guestName,
      person.relationship === "self" ? "guest" : person.relationship,
      person.age,
      status,
      sideLabel(response.sideAssignment, naming),
      response.guestEmail,
      ...questions.map((question) => {
        const statuses = eventStatus.get(question.id);
        return statuses ? (statuses.get(person.id) ?? "") : answerFor(response, question.id, person.id);
      }),
      party,
    ]);
  });
}
