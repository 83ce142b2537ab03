import { weddingEvent } from "../../../../contract/calendar/event";
import { buildIcs, icsFileName } from "../../../../contract/calendar/ics";
import { editLinkPath } from "../../../../contract/edit-link";
import { optionLabel, questionText } from "../../../../contract/localized-text";
import type { Question } from "../../../../contract/question";
import type { Answers } from "../../../../contract/response";
import { answerFor, peopleOf, type Person } from "../../../../contract/rules/people";
import { formatWeddingDate } from "../../../../contract/wedding-date";
import { partyInvitationPath } from "../../guest-list/service";
import { findReply } from "../../responses/service";
import { getPublicView } from "../../weddings/public-view";
import { findWedding } from "../../weddings/service";
import { messageLocale } from "../../../i18n";
import { renderDocument, type MailBlock } from "./layout";
import { MessageGone, type MailRenderer } from "./types";
import { contentLanguage, eventDetails, languageOf, mailLanguage, type MailLanguage } from "./wedding-lines";

/** The guest's answers, in the form's order: the party's first, then each person's own (with the question's label). */
function answerBlocks(
  questions: Question[],
  reply: { guestName: string; partyMembers: Parameters<typeof peopleOf>[0]["partyMembers"]; responses: Answers },
  { i18n, locale }: MailLanguage,
): MailBlock[] {
  const people = peopleOf(reply);
  // The couple's question and the chosen option as the guest read them; answers are stored as the canonical option.
  const row = (question: Question, answer: string) => ({ label: questionText(question, locale), value: optionLabel(question, answer, locale) });
  const partyRows = questions
    .filter((question) => question.answerScope !== "individual" && typeof reply.responses[question.id] === "string" && reply.responses[question.id] !== "")
    .map((question) => row(question, reply.responses[question.id] as string));
  const individual = questions.filter((question) => question.answerScope === "individual");
  const personRows = (person: Person) =>
    individual.flatMap((question) => {
      const answer = answerFor(reply, question.id, person.id);
      return answer ? [row(question, answer)] : [];
    });
  const blocks: MailBlock[] = [{ type: "heading", text: i18n._({ id: "mail.confirmation.answersHeading", message: "Your answers" }) }];
  if (partyRows.length) blocks.push({ type: "details", rows: partyRows });
  if (people.length > 1) {
    const label = i18n._({ id: "mail.confirmation.inYourParty", message: "In your party" });
    blocks.push({ type: "details", rows: [{ label, value: people.map((person) => person.name).join("\n") }] });
  }
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

  // The language the guest replied in; a reply from before languages, the wedding's own (issue 16).
  const language = mailLanguage(messageLocale(reply.locale, wedding));
  const { i18n, locale } = language;
  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  const event = weddingEvent(wedding, origin, i18n);
  const intro = wedding.rsvpDeadline
    ? i18n._({
        id: "mail.confirmation.introUntil",
        message: "Your reply to {couple}'s wedding is saved. Here is what you told them, and the link to see or change it until {deadline}.",
        values: { couple, deadline: formatWeddingDate(wedding.rsvpDeadline, locale) },
      })
    : i18n._({
        id: "mail.confirmation.intro",
        message: "Your reply to {couple}'s wedding is saved. Here is what you told them, and the link to see or change it.",
        values: { couple },
      });
  const { html, text } = renderDocument({
    ...languageOf(language),
    title: i18n._({ id: "mail.confirmation.title", message: "Thank you, {name}", values: { name: reply.guestName } }),
    preheader: i18n._({ id: "mail.confirmation.preheader", message: "Your reply to {couple}'s wedding is saved.", values: { couple } }),
    blocks: [
      { type: "paragraph", text: intro },
      { type: "button", label: i18n._({ id: "mail.confirmation.changeButton", message: "See or change your answer" }), href: `${origin}${path}` },
      { type: "heading", text: i18n._({ id: "mail.confirmation.dayHeading", message: "The day" }) },
      eventDetails(wedding, language),
      ...answerBlocks(questions, { guestName: reply.guestName, partyMembers: reply.partyMembers, responses: reply.answers }, language),
      { type: "paragraph", text: i18n._({ id: "mail.confirmation.calendarNote", message: "The calendar file attached adds the day to your calendar." }) },
    ],
    footer: [
      {
        type: "note",
        text: i18n._({
          id: "mail.confirmation.footer",
          message:
            "You are receiving this because this address was given with a reply to {couple}'s wedding invitation. Anyone with the link above can change the answer: keep it to yourself.",
          values: { couple },
        }),
      },
    ],
  });
  return {
    subject: i18n._({ id: "mail.confirmation.subject", message: "Your reply to {couple}'s wedding", values: { couple } }),
    text,
    html,
    headers: contentLanguage(language),
    attachments: [{ filename: icsFileName(event), content: buildIcs(event), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
};
