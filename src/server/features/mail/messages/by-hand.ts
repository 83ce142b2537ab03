import { stripBidiControls } from "../../../../contract/bidi";
import type { GuestEvent } from "../../../../contract/events";
import type { Locale } from "../../../../contract/locales";
import { eventText } from "../../../../contract/localized-text";
import { inScheduleOrder } from "../../../../contract/rules/schedule-order";
import type { HandMessageStyle } from "../../../../contract/send-by-hand";
import { formatWeddingDate } from "../../../../contract/wedding-date";
import type { WeddingRow } from "../../../db/schema";
import { fillNames, templatesIn } from "./templates";
import { dayAndTime, languageOf, mailLanguage, whenLine, zonedTime } from "./wedding-lines";

/** Which of the invitation templates (warm, formal, short: contract/mail-settings.ts) each style is. */
const TEMPLATE_OF: Record<HandMessageStyle, number> = { warm: 0, formal: 1, short: 2 };

export interface HandInvitationInput {
  wedding: Pick<WeddingRow, "date" | "time" | "timeZone" | "venue" | "rsvpDeadline">;
  partyName: string;
  /** The household's language (its own, else the wedding's). */
  locale: Locale;
  /** Its invitation link. */
  link: string;
  /** The extra events it is invited to (contract/rules/event-audience.ts), besides the wedding. */
  events: readonly GuestEvent[];
  style: HandMessageStyle;
}

/**
 * An invitation to send by hand (docs/decisions/0035-sending-by-hand.md): the invitation email's
 * own words (the compose dialog's template, the When/Where lines in the wedding's zone, the button's
 * label, the "your own link" note), from the same mail catalogue, as plain text for a chat or a
 * mail app. As in the email's text part, the link stands on a line of its own, so it reads left to
 * right inside Arabic text; bidi controls a name brings along are dropped, as renderMessage does.
 */
export function handInvitation(input: HandInvitationInput): { subject: string; message: string } {
  const language = mailLanguage(input.locale);
  const { i18n, locale } = language;
  const { colon } = languageOf(language);
  const { wedding } = input;
  const template = templatesIn(i18n).invitation[TEMPLATE_OF[input.style]]!;
  const line = (label: string, value: string) => `${label}${colon} ${value}`;
  const programme = input.events.length
    ? inScheduleOrder(
        [
          {
            name: i18n._({ id: "mail.confirmation.mainEvent", message: "The wedding" }),
            date: wedding.date,
            startTime: wedding.time,
            end: null,
            venue: wedding.venue,
          },
          ...input.events.map((event) => ({ ...event, name: eventText(event, "name", locale), end: event.endTime, venue: event.venue })),
        ],
        wedding.date,
      ).map((event) =>
        line(
          event.name,
          [
            dayAndTime(formatWeddingDate(event.date ?? wedding.date, locale), zonedTime(event.startTime, wedding.timeZone, language, event.end), language),
            event.venue,
          ]
            .filter(Boolean)
            .join(" · "),
        ),
      )
    : [
        line(i18n._({ id: "mail.bulk.when", message: "When" }), whenLine(wedding, language)),
        line(i18n._({ id: "mail.bulk.where", message: "Where" }), wedding.venue),
      ];
  const replyBy = wedding.rsvpDeadline
    ? [line(i18n._({ id: "mail.bulk.replyBy", message: "Please reply by" }), formatWeddingDate(wedding.rsvpDeadline, locale))]
    : [];
  const message = [
    fillNames(template.message, input.partyName),
    [...programme, ...replyBy].join("\n"),
    `${i18n._({ id: "mail.bulk.openInvitation", message: "Open your invitation" })}${colon}\n${input.link}`,
    i18n._({ id: "mail.bulk.ownLink", message: "This link is your own invitation: please don't forward it." }),
  ].join("\n\n");
  return { subject: stripBidiControls(fillNames(template.subject, input.partyName)), message: stripBidiControls(message) };
}
