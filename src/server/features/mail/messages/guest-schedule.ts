import type { GuestEvent } from "../../../../contract/events";
import { inScheduleOrder } from "../../../../contract/rules/schedule-order";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
import { eventText } from "../../../../contract/localized-text";
import type { Wedding } from "../../../../contract/wedding";
import type { MailBlock } from "./layout";
import { eventDetails, type MailLanguage } from "./wedding-lines";

/** "19:00 – 23:00" in the reader's language; the start alone, or "Time TBD". */
function timeRange(event: GuestEvent, { locale, i18n }: MailLanguage): string {
  const tbd = i18n._({ id: "mail.time.tbd", message: "Time TBD" });
  const start = formatWeddingTime(event.startTime, locale, tbd);
  return event.startTime && event.endTime ? `${start} – ${formatWeddingTime(event.endTime, locale)}` : start;
}

/** One extra event's lines: its day (the wedding's when it has none), time, venue, address and dress code. */
function extraEventDetails(wedding: Pick<Wedding, "date">, event: GuestEvent, language: MailLanguage): MailBlock {
  const { i18n, locale } = language;
  const rows = [
    { label: i18n._({ id: "mail.details.date", message: "Date" }), value: formatWeddingDate(event.date ?? wedding.date, locale) },
    { label: i18n._({ id: "mail.details.time", message: "Time" }), value: timeRange(event, language) },
  ];
  if (event.venue) rows.push({ label: i18n._({ id: "mail.details.venue", message: "Venue" }), value: event.venue });
  if (event.address) rows.push({ label: i18n._({ id: "mail.details.address", message: "Address" }), value: event.address });
  // The couple's texts in the reader's language where they translated them (decision 0028).
  const [dressCode, description] = [eventText(event, "dressCode", locale), eventText(event, "description", locale)];
  if (dressCode) rows.push({ label: i18n._({ id: "mail.details.dressCode", message: "Dress code" }), value: dressCode });
  if (description) rows.push({ label: i18n._({ id: "mail.details.about", message: "About" }), value: description });
  return { type: "details", rows };
}

/**
 * The guest's own schedule in their confirmation (docs/decisions/0019-events.md): the events
 * they accepted, from their own list (never another party's event). A wedding of one event
 * keeps its one "The day" block, as before.
 */
export function scheduleBlocks(
  wedding: Pick<Wedding, "date" | "time" | "timeZone" | "venue">,
  accepted: { main: boolean; extra: readonly GuestEvent[] },
  language: MailLanguage,
): MailBlock[] {
  const { i18n } = language;
  if (!accepted.extra.length) {
    return accepted.main
      ? [{ type: "heading", text: i18n._({ id: "mail.confirmation.dayHeading", message: "The day" }) }, eventDetails(wedding, language)]
      : [];
  }
  // By day and start, the wedding among its events, as the guest's page lists them.
  const items: { name: string; date: string | null; startTime: string | null; details: MailBlock }[] = accepted.extra.map((event) => ({
    ...event,
    name: eventText(event, "name", language.locale),
    details: extraEventDetails(wedding, event, language),
  }));
  if (accepted.main) {
    const name = i18n._({ id: "mail.confirmation.mainEvent", message: "The wedding" });
    items.push({ name, date: wedding.date, startTime: wedding.time, details: eventDetails(wedding, language) });
  }
  const blocks: MailBlock[] = [{ type: "heading", text: i18n._({ id: "mail.confirmation.scheduleHeading", message: "Your schedule" }) }];
  for (const item of inScheduleOrder(items, wedding.date)) blocks.push({ type: "paragraph", text: item.name }, item.details);
  return blocks;
}
