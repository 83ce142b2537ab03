import type { SideNaming } from "../../../contract/side-labels";
import type { Question } from "../../../contract/question";
import type { PartyMember, RsvpResponse } from "../../../contract/response";
import { peopleOf } from "../../../contract/rules/people";
import { ATTENDANCE_LABEL } from "../../../contract/rules/attendance";
import { describeResponse } from "../../../contract/rules/summary";
import type { PartyLabel } from "../guest-list";
import { partyOfReply, sideLabel } from "./csv";
import { questionLabel, type ExportEvents } from "./event-columns";
import type { Table } from "./table";

function describeMember(member: PartyMember): string {
  if (member.isPrimary) return `${member.name} (guest)`;
  const details = member.age != null ? `${member.relationship}, age ${member.age}` : member.relationship;
  return `${member.name} (${details})`;
}

function answerCell(response: RsvpResponse, question: Question): string {
  const answer = response.responses[question.id];
  if (answer === undefined) return "";
  if (typeof answer === "string") return answer;
  // Per-person answers read "Name: answer; Name: answer", in party order.
  return peopleOf(response)
    .filter((person) => answer[person.id] !== undefined)
    .map((person) => `${person.name}: ${answer[person.id]}`)
    .join("; ");
}

/**
 * "Replies (one row per reply)": the guest, the party, every question's answer (docs/spec.md section 7
 * export), then the guest-list party the reply belongs to and its seat allowance ("Invited"),
 * beside docs/spec.md's columns rather than among them, so files read by column still work.
 */
export function responsesTable(
  questions: readonly Question[],
  rows: AsyncIterable<RsvpResponse>,
  parties: ReadonlyMap<string, PartyLabel>,
  events: ExportEvents,
  naming: SideNaming,
): Table<RsvpResponse> {
  const header = [
    "Submitted At",
    "Guest Name",
    "Email",
    "Phone",
    "Status",
    "Party Size",
    "Party Members",
    "Side",
    ...questions.map((question) => questionLabel(question, events)),
    "Party",
    "Invited",
  ];
  return {
    sheet: "Replies",
    header,
    items: rows,
    rowsOf: (response) => {
      const { status, partySize } = describeResponse(response, questions);
      const party = partyOfReply(response, parties);
      return [
        [
          response.submittedAt,
          response.guestName,
          response.guestEmail,
          response.guestPhone,
          ATTENDANCE_LABEL[status],
          partySize,
          response.partyMembers.map(describeMember).join("; "),
          sideLabel(response.sideAssignment, naming),
          ...questions.map((question) => answerCell(response, question)),
          party?.name,
          party?.seats,
        ],
      ];
    },
  };
}
