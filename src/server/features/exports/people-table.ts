import type { SideNaming } from "../../../contract/side-labels";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { ATTENDANCE_LABEL } from "../../../contract/rules/attendance";
import { eventPeopleOf } from "../../../contract/rules/event-summary";
import { answerFor, peopleOf } from "../../../contract/rules/people";
import { peopleOfReply } from "../../../contract/rules/head-count";
import type { PartyLabel } from "../guest-list";
import { partyOfReply, sideLabel } from "./csv";
import { countedEvent, questionLabel, type ExportEvents } from "./event-columns";
import type { Table } from "./table";

/**
 * "Everyone who replied (one row per person)": one row per person (the guest and each party member, and a household's
 * guests its reply says are not coming), for caterers and seating: who they are, whether they
 * are coming (contract/rules/head-count.ts, as every count shows it), their side, and their own
 * answer to every per-person question (meals, diets); party-wide answers are repeated so each
 * row stands alone. An extra
 * event's attendance column (docs/decisions/0019-events.md) holds the person's status for it,
 * as the responses page counts it, and stays blank where their party is not invited.
 */
export function peopleTable(
  questions: readonly Question[],
  rows: AsyncIterable<RsvpResponse>,
  parties: ReadonlyMap<string, PartyLabel>,
  events: ExportEvents,
  naming: SideNaming,
): Table<RsvpResponse> {
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
  return {
    sheet: "Everyone who replied",
    header,
    items: rows,
    rowsOf: (response) => {
      const party = partyOfReply(response, parties);
      const partyName = party?.name;
      // The reply's own people answer the questions; a household's guests it names as not coming have no answers.
      const listed = new Set(peopleOf(response).map((person) => person.id));
      const eventStatus = new Map<string, Map<string, string>>();
      for (const question of questions) {
        const event = question.eventAttendance && question.eventId ? events.get(question.eventId) : undefined;
        if (!event) continue;
        const { people } = eventPeopleOf(countedEvent(event), questions, response, parties);
        eventStatus.set(question.id, new Map(people.map((person) => [person.id, ATTENDANCE_LABEL[person.status]])));
      }
      return peopleOfReply(response, party, questions).map((person) => [
        person.name,
        response.guestName,
        person.relationship === "self" ? "guest" : person.relationship,
        person.age,
        ATTENDANCE_LABEL[person.status],
        sideLabel(response.sideAssignment, naming),
        response.guestEmail,
        ...questions.map((question) => {
          const statuses = eventStatus.get(question.id);
          if (statuses) return statuses.get(person.id) ?? "";
          return listed.has(person.id) ? answerFor(response, question.id, person.id) : "";
        }),
        partyName,
      ]);
    },
  };
}
