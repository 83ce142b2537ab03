import type { FullWedding } from "../../../contract/full-wedding";
import type { LinkView } from "../../../contract/invitation";
import { acceptedEvents } from "../../../contract/rules/accepted-events";
import { AddToCalendar } from "../calendar/add-to-calendar";

interface SummaryCalendarProps {
  wedding: FullWedding;
  view: LinkView & { reply: NonNullable<LinkView["reply"]> };
  /** Someone of the party (a named guest or an open seat) is coming to the wedding itself. */
  mainAccepted: boolean;
}

/**
 * The party's calendar after it replied: exactly the events it accepted (docs/decisions/0019-events.md).
 * The same selection and the same writer as its confirmation email's .ics, from the party's own view:
 * the server only sends the events this party is invited to, so a private event of another party
 * cannot be in it. Unlike the email, nothing accepted means no calendar at all, not the wedding.
 * Its own chunk, fetched when the summary shows (the summary can be a link's first view).
 */
export function SummaryCalendar({ wedding, view, mainAccepted }: SummaryCalendarProps) {
  const accepted = acceptedEvents(view.questions ?? wedding.questions, view.reply.responses, view.events ?? [], mainAccepted);
  if (!accepted.main && accepted.extra.length === 0) return null;
  return (
    <div className="border-t border-stone-200 pt-5">
      <AddToCalendar wedding={wedding} events={accepted} />
    </div>
  );
}
