import { weddingEvent } from "../../../../contract/calendar/event";
import { buildIcs, icsFileName } from "../../../../contract/calendar/ics";
import { editLinkPath } from "../../../../contract/edit-link";
import type { Question } from "../../../../contract/question";
import type { Answers } from "../../../../contract/response";
import { answerFor, peopleOf, type Person } from "../../../../contract/rules/people";
import type { Wedding } from "../../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
import { partyInvitationPath } from "../../guest-list/service";
import { findReply } from "../../responses/service";
import { getPublicView } from "../../weddings/public-view";
import { findWedding } from "../../weddings/service";
import { renderDocument, type MailBlock } from "./layout";
import { MessageGone, type MailRenderer } from "./types";

/** Where a time is shown without its zone, guests abroad misread it; UTC needs no label. */
function timeLine(wedding: Pick<Wedding, "time" | "timeZone">): string {
  const time = formatWeddingTime(wedding.time);
  return wedding.timeZone && wedding.timeZone !== "UTC" ? `${time} (${wedding.timeZone.replace(/_/g, " ")} time)` : time;
}

function eventDetails(wedding: Wedding): MailBlock {
  return {
    type: "details",
    rows: [
      { label: "Date", value: formatWeddingDate(wedding.date) },
      { label: "Time", value: timeLine(wedding) },
      { label: "Venue", value: wedding.venue },
    ],
  };
}

/** The guest's answers, in the form's order: the party's first, then each person's own (with the question's label). */
function answerBlocks(
  questions: Question[],
  reply: { guestName: string; partyMembers: Parameters<typeof peopleOf>[0]["partyMembers"]; responses: Answers },
): MailBlock[] {
  const people = peopleOf(reply);
  const partyRows = questions
    .filter((question) => question.answerScope !== "individual" && typeof reply.responses[question.id] === "string" && reply.responses[question.id] !== "")
    .map((question) => ({ label: question.question, value: reply.responses[question.id] as string }));
  const individual = questions.filter((question) => question.answerScope === "individual");
  const personRows = (person: Person) =>
    individual.flatMap((question) => {
      const answer = answerFor(reply, question.id, person.id);
      return answer ? [{ label: question.question, value: answer }] : [];
    });
  const blocks: MailBlock[] = [{ type: "heading", text: "Your answers" }];
  if (partyRows.length) blocks.push({ type: "details", rows: partyRows });
  if (people.length > 1) blocks.push({ type: "details", rows: [{ label: "In your party", value: people.map((person) => person.name).join("\n") }] });
  for (const person of people) {
    const rows = personRows(person);
    if (!rows.length) continue;
    if (people.length > 1) blocks.push({ type: "heading", text: person.name });
    blocks.push({ type: "details", rows });
  }
  return blocks;
}

/**
 * A guest's confirmation (issue 14): their answers per person, the day, the link back to their
 * answer (the edit link of an open-form reply, or the party's own invitation link) and the same
 * calendar event as the thank-you screen's button. Rendered from the reply as it is now, so a
 * message sent after a later change shows the later answers; no List-Unsubscribe: it is the
 * answer to the guest's own action, not bulk mail.
 */
export const renderGuestConfirmation: MailRenderer = async ({ app, origin }, row) => {
  const reply = row.responseId ? await findReply(app, row.responseId) : undefined;
  if (!reply) throw new MessageGone("The reply was deleted before its confirmation was sent");
  // The cached public view: a confirmation costs the reply's read and no other query (bench/README.md).
  const { wedding, questions } = await getPublicView(app, row.weddingId);
  let path: string | undefined;
  if (row.partyId) {
    const weddingRow = await findWedding(app, row.weddingId);
    path = weddingRow && (await partyInvitationPath(app, weddingRow, row.partyId));
  } else if (typeof row.payload.editToken === "string") path = editLinkPath(wedding.uniqueCode, { id: reply.id, token: row.payload.editToken });
  if (!path) throw new MessageGone("The invitation this reply came from was removed from the guest list");

  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  const event = weddingEvent(wedding, origin);
  const deadline = wedding.rsvpDeadline ? ` until ${formatWeddingDate(wedding.rsvpDeadline)}` : "";
  const { html, text } = renderDocument({
    lang: "en",
    title: `Thank you, ${reply.guestName}`,
    preheader: `Your reply to ${couple}'s wedding is saved.`,
    blocks: [
      { type: "paragraph", text: `Your reply to ${couple}'s wedding is saved. Here is what you told them, and the link to see or change it${deadline}.` },
      { type: "button", label: "See or change your answer", href: `${origin}${path}` },
      { type: "heading", text: "The day" },
      eventDetails(wedding),
      ...answerBlocks(questions, { guestName: reply.guestName, partyMembers: reply.partyMembers, responses: reply.answers }),
      { type: "paragraph", text: "The calendar file attached adds the day to your calendar." },
    ],
    footer: [
      {
        type: "note",
        text: `You are receiving this because this address was given with a reply to ${couple}'s wedding invitation. Anyone with the link above can change the answer: keep it to yourself.`,
      },
    ],
  });
  return {
    subject: `Your reply to ${couple}'s wedding`,
    text,
    html,
    attachments: [{ filename: icsFileName(event), content: buildIcs(event), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
};
