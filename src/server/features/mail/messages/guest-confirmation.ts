import { guestCalendar } from "../../../../contract/calendar/event";
import { buildIcs, icsFileName } from "../../../../contract/calendar/ics";
import { editLinkPath } from "../../../../contract/edit-link";
import { optionLabel, questionText, eventText } from "../../../../contract/localized-text";
import type { Question } from "../../../../contract/question";
import { answerFor, type Person } from "../../../../contract/rules/people";
import { formatWeddingDate } from "../../../../contract/wedding-date";
import { acceptedEvents, calendarSelection } from "../../../../contract/rules/accepted-events";
import { attendanceStatus } from "../../../../contract/rules/attendance";
import { partyInvitationPath, replyAudience } from "../../guest-list";
import { findReply } from "../../responses";
import { findWedding } from "../../weddings";
import { messageLocale } from "../../../i18n";
import { scheduleBlocks } from "./guest-schedule";
import { renderDocument, type MailBlock } from "./layout";
import { recipientLink } from "./private-links";
import { neverLink, oneClickHeaders } from "../never-links";
import { partyGuestNames, replySections, type ReplySection, type SectionReply } from "./reply-sections";
import { MessageGone, type MailRenderer } from "./types";
import { contentLanguage, languageOf, mailLanguage, type MailLanguage } from "./wedding-lines";

/**
 * One part of the guest's answers, in the form's order: the party's first, then each person's own
 * (with the question's label). An extra event's go under its name, and its people include those
 * who declined the wedding but come to it.
 */
function sectionBlocks({ event, questions, people }: ReplySection, reply: SectionReply, { i18n, locale }: MailLanguage): MailBlock[] {
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
  const blocks: MailBlock[] = [
    { type: "heading", text: event ? eventText(event, "name", locale) : i18n._({ id: "mail.confirmation.answersHeading", message: "Your answers" }) },
  ];
  if (partyRows.length) blocks.push({ type: "details", rows: partyRows });
  if (people.length > 1 && !event) {
    const label = i18n._({ id: "mail.confirmation.inYourParty", message: "In your party" });
    blocks.push({ type: "details", rows: [{ label, value: people.map((person) => person.name).join("\n") }] });
  }
  for (const person of people) {
    const rows = personRows(person);
    if (!rows.length) continue;
    if (people.length > 1) blocks.push({ type: "paragraph", text: person.name });
    blocks.push({ type: "details", rows });
  }
  return blocks.length > 1 || !event ? blocks : [];
}

/**
 * A guest's confirmation (issue 14): their answers per person, the day, the link back to their
 * answer (the edit link of an open-form reply, or the party's own invitation link) and the same
 * calendar event as the thank-you screen's button. Rendered from the reply as it is now, so a
 * message sent after a later change shows the later answers. Whoever replied typed the address,
 * so it may be a stranger's: the footer's "send me nothing more" link is also its one-click
 * List-Unsubscribe (RFC 8058), honoured by every wedding (docs/decisions/0021-mail-to-strangers.md).
 */
export const renderGuestConfirmation: MailRenderer = async ({ app, origin, audience }, row) => {
  const reply = row.responseId ? await findReply(app, row.responseId) : undefined;
  if (!reply) throw new MessageGone("The reply was deleted before its confirmation was sent");
  // The cached public view: a confirmation costs the reply's read and no other query (bench/README.md).
  // The reply's own audience: its party's private events too, never another party's (docs/decisions/0019-events.md).
  const { wedding, questions, events } = await replyAudience(app, row.weddingId, reply);
  // The way back to the answer: a party's invitation link (the couple's by design: their guest list
  // shows it), or the open-form guest's edit link, which is the guest's alone (docs/decisions/0021-mail-to-strangers.md).
  let href: string | undefined;
  let guestNames = new Map<string, string>();
  if (row.partyId) {
    const weddingRow = await findWedding(app, row.weddingId);
    const path = weddingRow && (await partyInvitationPath(app, weddingRow, row.partyId));
    href = path && origin + path;
    if (weddingRow && path && events.length) guestNames = await partyGuestNames(app, weddingRow, row.partyId);
  } else if (typeof row.payload.editToken === "string") {
    const token = row.payload.editToken;
    href = recipientLink(audience, () => origin + editLinkPath(wedding.uniqueCode, { id: reply.id, token }));
  }
  if (!href) throw new MessageGone("The invitation this reply came from was removed from the guest list");

  // The language the guest replied in; a reply from before languages, the wedding's own (issue 16).
  const language = mailLanguage(messageLocale(reply.locale, wedding));
  const { i18n, locale } = language;
  const answers = { guestName: reply.guestName, partyMembers: reply.partyMembers, responses: reply.answers };
  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  // The calendar and the schedule hold what the guest accepted: the wedding, and each event someone said yes to.
  // Nothing accepted: the wedding itself, as a wedding of one event always attached.
  const accepted = calendarSelection(acceptedEvents(questions, reply.answers, events, attendanceStatus(reply.answers, questions) !== "not_attending"));
  const calendar = guestCalendar(wedding, accepted, origin, i18n);
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
  // Someone else may have typed this address: one click stops all mail from the service to it (docs/decisions/0021-mail-to-strangers.md).
  const never = await neverLink({ app, origin, audience }, row.recipient, locale);
  const { html, text, action, withheld } = renderDocument({
    ...languageOf(language),
    title: i18n._({ id: "mail.confirmation.title", message: "Thank you, {name}", values: { name: reply.guestName } }),
    preheader: i18n._({ id: "mail.confirmation.preheader", message: "Your reply to {couple}'s wedding is saved.", values: { couple } }),
    blocks: [
      { type: "paragraph", text: intro },
      { type: "button", label: i18n._({ id: "mail.confirmation.changeButton", message: "See or change your answer" }), href },
      ...scheduleBlocks(wedding, accepted, language),
      ...replySections({ wedding, questions, events }, answers, guestNames).flatMap((section) => sectionBlocks(section, answers, language)),
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
      {
        type: "note",
        text: i18n._({
          id: "mail.never.confirmationText",
          message: "Didn't reply to {couple}'s invitation? Someone typed your address by mistake.",
          values: { couple },
        }),
        link: { label: i18n._({ id: "mail.never.link", message: "Send me no more emails from this service" }), href: never },
      },
    ],
  });
  return {
    subject: i18n._({ id: "mail.confirmation.subject", message: "Your reply to {couple}'s wedding", values: { couple } }),
    text,
    html,
    action,
    withheld,
    headers: { ...oneClickHeaders(never), ...contentLanguage(language) },
    attachments: [{ filename: icsFileName(calendar[0]!), content: buildIcs(calendar), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
};
