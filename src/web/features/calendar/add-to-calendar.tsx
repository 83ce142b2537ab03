import { useEffect } from "react";
import { useLingui } from "../../lib/i18n-react";
import type { Wedding } from "../../../contract/wedding";
import { googleCalendarUrl, outlookCalendarUrl } from "./links";
import { useInteractive } from "../../lib/use-interactive";
import { whenIdle } from "../../lib/when-idle";
import { guestCalendar, type CalendarEvent } from "../../../contract/calendar/event";
import type { GuestEvent } from "../../../contract/events";
import { eventText } from "../../../contract/localized-text";
import { isLocale } from "../../../contract/locales";

const LINK =
  "inline-flex min-h-11 min-w-0 flex-1 basis-36 items-center justify-center text-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 transition-colors hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none";

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

// The .ics writer is only needed at the tap: a chunk of its own, fetched once the page is idle (or with the
// tap if that comes sooner), out of the first load (docs/decisions/0009-hand-written-code-for-the-guest-budget.md).
const loadIcs = () => import("../../../contract/calendar/ics");

/** Saves the .ics generated in the browser: no server round trip, works offline once the writer is in. */
async function downloadIcs(events: CalendarEvent[]) {
  const { buildIcs, icsFileName } = await loadIcs();
  const blob = new Blob([buildIcs(events)], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = icsFileName(events[0]!);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface AddToCalendarProps {
  wedding: Wedding;
  /**
   * Which events (docs/decisions/0019-events.md): before replying those the guest is invited to,
   * after it those they accepted. Absent: the wedding alone, as a wedding of one event has it.
   */
  events?: { main: boolean; extra: readonly GuestEvent[] };
  headingClassName?: string;
  /** h3 under the thank-you's h2; h2 directly under the save-the-date's h1. */
  headingLevel?: 2 | 3;
  /** Where the RSVP link in the event points; the server passes its own when rendering. */
  origin?: string;
}

function Links({ event, label }: { event: CalendarEvent; label?: string }) {
  // With several events, each link names its event for a screen reader ("Google Calendar: Rehearsal dinner").
  const named = (text: string) => (
    <>
      {text}
      {label && <span className="sr-only">: {label}</span>}
    </>
  );
  return (
    <>
      <a className={LINK} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        <CalendarIcon /> {named("Google Calendar")}
      </a>
      <a className={LINK} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        <CalendarIcon /> {named("Outlook")}
      </a>
    </>
  );
}

export function AddToCalendar({ wedding, events, headingClassName = "text-stone-700", headingLevel = 3, origin = window.location.origin }: AddToCalendarProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The page's i18n holds the calendar catalogue of its language (lib/i18n.ts loads both together).
  const { i18n } = useLingui();
  const list = guestCalendar(wedding, events ?? { main: true, extra: [] }, origin, i18n);
  // The calendar entries' own names: the couple's, joined in the page's language, and each event's in it where translated.
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const couple = `${wedding.partner1} ${i18n._({ id: "invitation.and", message: "&" })} ${wedding.partner2}`;
  const names = [...(events?.main === false ? [] : [couple]), ...(events?.extra ?? []).map((event) => eventText(event, "name", locale))];
  const interactive = useInteractive();
  useEffect(() => whenIdle(() => void loadIcs().catch(() => undefined)), []);
  // Several events, or one that is not the wedding (a guest coming to the brunch only): each is named, so the guest knows what they add.
  const named = list.length > 1 || events?.main === false;
  return (
    <section aria-labelledby="add-to-calendar" className="grid gap-3 print:hidden">
      <Heading id="add-to-calendar" className={`text-center text-sm font-semibold tracking-[0.18em] uppercase ${headingClassName}`}>
        {i18n._({ id: "calendar.heading", message: "Add to Calendar" })}
      </Heading>
      {named && (
        <ul className="grid gap-3">
          {list.map((event, index) => (
            <li key={event.uid} className="grid gap-2">
              <p className="text-sm font-medium text-stone-800">
                <bdi>{names[index]}</bdi>
              </p>
              <div className="flex flex-wrap gap-2">
                <Links event={event} label={names[index]} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {!named && list.length === 1 && <Links event={list[0]!} />}
        <button type="button" className={LINK} disabled={!interactive} onClick={() => void downloadIcs(list)}>
          <CalendarIcon /> {i18n._({ id: "calendar.download", message: "Download .ics" })}
        </button>
      </div>
    </section>
  );
}
