import type { GuestEvent } from "../../../../contract/events";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
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
  if (event.dressCode) rows.push({ label: i18n._({ id: "mail.details.dressCode", message: "Dress code" }), value: event.dressCode });
  if (event.description) rows.push({ label: i18n._({ id: "mail.details.about", message: "About" }), value: event.description });
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
  const blocks: MailBlock[] = [{ type: "heading", text: i18n._({ id: "mail.confirmation.scheduleHeading", message: "Your schedule" }) }];
  if (accepted.main) {
    blocks.push({ type: "paragraph", text: i18n._({ id: "mail.confirmation.mainEvent", message: "The wedding" }) }, eventDetails(wedding, language));
  }
  for (const event of accepted.extra) blocks.push({ type: "paragraph", text: event.name }, extraEventDetails(wedding, event, language));
  return blocks;
}
