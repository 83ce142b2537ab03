import type { SideNaming } from "../../../contract/side-labels";
import { isAttendanceQuestion } from "../../../contract/rules/attendance";
import { isDietaryNote } from "../../../contract/rules/analytics";
import { eventPeopleOf, questionsOfEvent, type CountedEvent } from "../../../contract/rules/event-summary";
import { MAIN_EVENT_ID } from "../../../contract/event-texts";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { answerFor } from "../../../contract/rules/people";
import type { PartyLabel } from "../guest-list";
import { partyOfReply, sideLabel } from "./csv";
import type { Table } from "./table";

/**
 * The caterer's table for one event (docs/decisions/0019-events.md): only the people coming to
 * it, each with that event's per-person answers (its meal choice) and their dietary notes
 * (the main event's dietary question and the event's own: a diet belongs to the person).
 * Who counts as coming is contract/rules/event-summary.ts, as on the responses page.
 */
export function eventPeopleTable(
  event: CountedEvent,
  eventName: string,
  questions: readonly Question[],
  rows: AsyncIterable<RsvpResponse>,
  parties: ReadonlyMap<string, PartyLabel>,
  naming: SideNaming,
): Table<RsvpResponse> {
  const own = questionsOfEvent(questions, event.id);
  const dietary = [...new Set([...questionsOfEvent(questions, MAIN_EVENT_ID), ...own])].filter(isDietaryNote);
  const columns = own.filter(
    (question) => question.answerScope === "individual" && !question.eventAttendance && !isAttendanceQuestion(question) && !dietary.includes(question),
  );
  const header = ["Name", "Party Lead", "Relationship", "Age", "Side", ...columns.map((question) => question.question), "Dietary notes", "Party"];
  return {
    sheet: `Caterer ${eventName}`,
    header,
    items: rows,
    rowsOf: (response) => {
      const { people } = eventPeopleOf(event, questions, response, parties);
      const party = partyOfReply(response, parties)?.name;
      return people
        .filter((person) => person.status === "attending")
        .map((person) => [
          person.name,
          response.guestName,
          person.relationship === "self" ? "guest" : person.relationship,
          person.age,
          sideLabel(response.sideAssignment, naming),
          ...columns.map((question) => answerFor(response, question.id, person.id)),
          dietary
            .map((question) => answerFor(response, question.id, person.id)?.trim())
            .filter(Boolean)
            .join("; "),
          party,
        ]);
    },
  };
}
