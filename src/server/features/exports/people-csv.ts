import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { ATTENDANCE_LABEL } from "../../../contract/rules/attendance";
import { answerFor, peopleOf } from "../../../contract/rules/people";
import { describeResponse } from "../../../contract/rules/summary";
import { csvRow, UTF8_BOM } from "./csv";

const SIDE_LABEL = { bride: "Bride", groom: "Groom" } as const;

/**
 * One row per person (the guest and each party member) for caterers and seating: who they
 * are, whether their party is coming, their side, and their own answer to every per-person
 * question (meals, diets); party-wide answers are repeated so each row stands alone.
 */
export async function* peopleCsv(questions: readonly Question[], rows: AsyncIterable<RsvpResponse>): AsyncGenerator<string> {
  yield UTF8_BOM +
    csvRow(["Name", "Party Lead", "Relationship", "Age", "Status", "Side", "Email", ...questions.map((question) => question.question)]);
  let batch = "";
  for await (const response of rows) {
    const { status } = describeResponse(response);
    const side = response.sideAssignment ? SIDE_LABEL[response.sideAssignment] : "Unassigned";
    for (const person of peopleOf(response)) {
      batch += csvRow([
        person.name,
        response.guestName,
        person.relationship === "self" ? "guest" : person.relationship,
        person.age,
        ATTENDANCE_LABEL[status],
        side,
        response.guestEmail,
        ...questions.map((question) => answerFor(response, question.id, person.id)),
      ]);
    }
    if (batch.length > 64_000) {
      yield batch;
      batch = "";
    }
  }
  if (batch) yield batch;
}
