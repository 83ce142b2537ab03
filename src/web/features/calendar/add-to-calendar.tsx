import type { I18n } from "@lingui/core";
import { useLingui } from "../../lib/i18n-react";
import type { Wedding } from "../../../contract/wedding";
import { buildIcs, icsFileName } from "../../../contract/calendar/ics";
import { googleCalendarUrl, outlookCalendarUrl } from "./links";
import { useInteractive } from "../../lib/use-interactive";
import { weddingEvent } from "../../../contract/calendar/event";

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

/** Saves the .ics generated in the browser: no server round trip, works offline. */
function downloadIcs(wedding: Wedding, i18n: I18n) {
  const event = weddingEvent(wedding, window.location.origin, i18n);
  const blob = new Blob([buildIcs(event)], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface AddToCalendarProps {
  wedding: Wedding;
  headingClassName?: string;
  /** h3 under the thank-you's h2; h2 directly under the save-the-date's h1. */
  headingLevel?: 2 | 3;
  /** Where the RSVP link in the event points; the server passes its own when rendering. */
  origin?: string;
}

export function AddToCalendar({ wedding, headingClassName = "text-stone-700", headingLevel = 3, origin = window.location.origin }: AddToCalendarProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The page's i18n holds the calendar catalogue of its language (lib/i18n.ts loads both together).
  const { i18n } = useLingui();
  const event = weddingEvent(wedding, origin, i18n);
  const interactive = useInteractive();
  return (
    <section aria-labelledby="add-to-calendar" className="grid gap-3 print:hidden">
      <Heading id="add-to-calendar" className={`text-center text-sm font-semibold tracking-[0.18em] uppercase ${headingClassName}`}>
        {i18n._({ id: "calendar.heading", message: "Add to Calendar" })}
      </Heading>
      <div className="flex flex-wrap gap-2">
        <a className={LINK} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          <CalendarIcon /> Google Calendar
        </a>
        <a className={LINK} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          <CalendarIcon /> Outlook
        </a>
        <button type="button" className={LINK} disabled={!interactive} onClick={() => downloadIcs(wedding, i18n)}>
          <CalendarIcon /> {i18n._({ id: "calendar.download", message: "Download .ics" })}
        </button>
      </div>
    </section>
  );
}
