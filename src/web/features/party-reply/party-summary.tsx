import { useLingui } from "../../lib/i18n-react";
import type { I18n } from "../../../contract/translator";
import type { FullWedding } from "../../../contract/full-wedding";
import type { LinkView } from "../../../contract/invitation";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { eventYesPeople } from "../../../contract/rules/event-attendance";
import { formatWeddingDate } from "../../../contract/wedding-date";
import { activeLocale } from "../../lib/i18n";
import { deadlinePassedMessage } from "../reply-form/field-messages";
import { fullName } from "./reply-draft";
import { EventSummary } from "./party-form";
import { lazy, Suspense, type ComponentType } from "react";
import { DeleteReply, type DeleteReplyProps } from "../reply-form/delete-reply-button";

// The calendar buttons are not needed to read the answer (and the summary can be a link's first view): their own chunk.
const SummaryCalendar = lazy(() => import("./summary-calendar").then((module) => ({ default: module.SummaryCalendar })));

interface PartySummaryProps {
  wedding: FullWedding;
  view: LinkView & { reply: NonNullable<LinkView["reply"]> };
  /** Just sent (the thank-you), or opened again later (the answer as it stands). */
  justSent: boolean;
  onChange: () => void;
  /** Takes the household's reply back; it stays invited. */
  erase: () => Promise<void>;
  onDeleted: () => void;
  /** The confirm's lazy component (link-reply-section.tsx). */
  confirmDelete: ComponentType<DeleteReplyProps & { onCancel: () => void }>;
}

function changeUntil(i18n: I18n, wedding: FullWedding): string {
  if (isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)) return deadlinePassedMessage(i18n);
  if (!wedding.rsvpDeadline) return i18n._({ id: "invitationReply.changeAnyTime", message: "You can change your answer from this same link at any time." });
  return i18n._({
    id: "invitationReply.changeUntil",
    message: "You can change your answer from this same link until {date}.",
    values: { date: formatWeddingDate(wedding.rsvpDeadline, activeLocale()) },
  });
}

/** The party's answer: who is coming and who is not, and the way to change it (no separate edit link to lose). */
export function PartySummary({ wedding, view, justSent, onChange, erase, onDeleted, confirmDelete }: PartySummaryProps) {
  const answered = new Map(view.reply.guests.map((guest) => [guest.guestId, guest.attending]));
  const coming = [...view.party.guests.filter((guest) => answered.get(guest.id) === true).map(fullName), ...view.reply.extraGuests.map((guest) => guest.name)];
  const notComing = view.party.guests.filter((guest) => answered.get(guest.id) === false).map(fullName);
  const closed = isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone);
  // Someone who said no to the wedding but yes to the brunch is not "missed" (docs/decisions/0019-events.md).
  const celebrating =
    coming.length > 0 || Boolean(view.events?.some((event) => eventYesPeople(view.questions ?? [], view.reply.responses, event.id, "")?.size));
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="party-summary-heading" className="grid gap-5 text-center">
      <div className="grid gap-2">
        <p aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-blush-100 font-serif text-2xl text-blush-600">
          ♡
        </p>
        <h2 id="party-summary-heading" tabIndex={-1} className="font-serif text-4xl text-stone-900 outline-none">
          {justSent ? i18n._({ id: "thanks.heading", message: "Thank You" }) : i18n._({ id: "invitationReply.yourReply", message: "Your Reply" })}
        </h2>
        <p className="text-stone-700">
          {celebrating
            ? justSent
              ? i18n._({ id: "thanks.attending", message: "Your RSVP is in. We can't wait to celebrate with you!" })
              : i18n._({ id: "invitationReply.asTheCoupleHasIt", message: "Here is your answer as the couple has it." })
            : i18n._({ id: "invitationReply.missed", message: "You'll be missed, thank you for letting us know." })}
        </p>
      </div>
      <div className="grid gap-4 rounded-2xl border border-stone-200 bg-stone-50 px-4 py-5 text-start">
        {coming.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase">
              {i18n._({ id: "invitationReply.coming", message: "Coming ({count})", values: { count: coming.length } })}
            </h3>
            <ul className="mt-1 grid gap-0.5 text-stone-900">
              {coming.map((name, index) => (
                <li key={`${name}-${index}`} className="break-words">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {notComing.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-[0.16em] text-stone-600 uppercase">
              {i18n._({ id: "invitationReply.notComing", message: "Not coming ({count})", values: { count: notComing.length } })}
            </h3>
            <ul className="mt-1 grid gap-0.5 text-stone-700">
              {notComing.map((name, index) => (
                <li key={`${name}-${index}`} className="break-words">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {view.events?.length ? (
          <Suspense>
            <EventSummary view={view} weddingDate={wedding.date} />
          </Suspense>
        ) : null}
      </div>
      <p className="text-sm text-stone-700">{changeUntil(i18n, wedding)}</p>
      {!closed && (
        <button
          type="button"
          onClick={onChange}
          className="mx-auto min-h-11 rounded-lg border border-blush-200 bg-white px-5 text-sm font-medium text-blush-700 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
        >
          {i18n._({ id: "invitationReply.changeOurAnswer", message: "Change our answer" })}
        </button>
      )}
      {/* Last, so nothing on the summary moves when it arrives; only when someone of the party is coming to something. */}
      {celebrating && (
        <Suspense>
          <SummaryCalendar wedding={wedding} view={view} mainAccepted={coming.length > 0} />
        </Suspense>
      )}
      <DeleteReply confirm={confirmDelete} household erase={erase} onDeleted={onDeleted} />
    </section>
  );
}
