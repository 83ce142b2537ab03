import type { GuestEvent } from "../../../contract/events";
import { ZoneNote } from "./zone-note";
import { inScheduleOrder } from "../../../contract/rules/schedule-order";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { eventText } from "../../../contract/localized-text";
import type { ScheduleProps } from "./guest-events";
import { themeOf } from "./save-the-date-styles";
import { useGuestLocale } from "./use-guest-locale";

type Item = Omit<GuestEvent, "id"> & { id: string };

/**
 * The guest's own schedule (docs/decisions/0019-events.md, part 2): every event this reader may
 * see (the server's list: never decided here), each with its day, start and end, venue with a
 * map, address, dress code and description, in the guest's language. Its own chunk: a wedding
 * of one event never shows or downloads it (guest-events.ts).
 */
export function EventSchedule({ wedding, events, i18n }: ScheduleProps) {
  const theme = themeOf(wedding.rsvpStyle);
  return (
    <section aria-labelledby="schedule-heading" className="grid gap-3 text-start">
      <h2 id="schedule-heading" className={`text-center text-xs font-semibold tracking-[0.16em] uppercase ${theme.noteTitle}`}>
        {i18n._({ id: "schedule.heading", message: "Schedule" })}
      </h2>
      <ScheduleList wedding={wedding} events={events} i18n={i18n} />
    </section>
  );
}

/** The events in order, each on its note; also the website's schedule section's entries (website-sections.tsx, decision 0045). */
export function ScheduleList({ wedding, events, i18n }: ScheduleProps) {
  const locale = useGuestLocale() ?? "en";
  const theme = themeOf(wedding.rsvpStyle);
  const main: Item = {
    id: "main",
    name: i18n._({ id: "schedule.mainEvent", message: "The wedding" }),
    date: wedding.date,
    startTime: wedding.time || null,
    endTime: null,
    venue: wedding.venue,
    address: null,
    description: null,
    dressCode: null,
  };
  // The wedding and its extra events by day and start, as a guest reads a weekend's programme (one rule: contract/rules/schedule-order.ts).
  const items = inScheduleOrder([main, ...events.map((event) => ({ ...event, date: event.date ?? wedding.date }))], wedding.date);
  return (
    <ol className="grid gap-3">
      {items.map((item) => {
        const place = [item.venue, item.address].filter(Boolean).join(", ");
        const start = item.startTime ? formatWeddingTime(item.startTime, locale) : "";
        // The couple's texts in the guest's language when they translated them (else as written).
        const [name, dressCode, description] = [eventText(item, "name", locale), eventText(item, "dressCode", locale), eventText(item, "description", locale)];
        const end = start && item.endTime ? formatWeddingTime(item.endTime, locale) : "";
        // The couple's words are isolated (<bdi>) inside the card's own direction, so an English title on an
        // Arabic page reads left to right yet sits where the card's lines start (issue 29, item 10).
        return (
          <li key={item.id} className={`grid gap-1 rounded-xl px-4 py-3 text-sm break-words ${theme.note} ${theme.text}`}>
            <h3 className={`font-serif text-lg ${theme.strong}`}>
              <bdi>{name}</bdi>
            </h3>
            {/* The day, the start and the end each hold together and the line breaks between them: at 200% text on a
                  phone "· 11:00 AM – 1:00 PM" on one unbreakable line ran 15 px past the card. */}
            <p className="font-medium">
              {formatWeddingDate(item.date!, locale)}
              {start && <span className="whitespace-nowrap"> · {start}</span>}
              {end && <span className="whitespace-nowrap"> – {end}</span>}
              {start && <ZoneNote timeZone={wedding.timeZone} date={item.date!} time={item.startTime} i18n={i18n} />}
            </p>
            {place && (
              // The place is the link: it opens on a map, as an address does on a phone.
              <p>
                <a
                  className="underline underline-offset-2"
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <bdi>{place}</bdi>
                </a>
              </p>
            )}
            {dressCode && (
              // First-strong isolates (U+2068…U+2069) keep the couple's words apart inside the translated sentence.
              <p>{i18n._({ id: "schedule.dressCode", message: "Dress code: {dressCode}", values: { dressCode: `\u2068${dressCode}\u2069` } })}</p>
            )}
            {description && (
              <p className="whitespace-pre-line">
                <bdi>{description}</bdi>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
