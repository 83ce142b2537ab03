import { useLingui } from "../../lib/i18n-react";
import { ZoneNote } from "../invitation/zone-note";
import { useEffect, useRef, type ComponentType } from "react";
import type { FullWedding } from "../../../contract/full-wedding";
import type { Answers } from "../../../contract/response";
import { acceptedEvents, calendarSelection } from "../../../contract/rules/accepted-events";
import { AddToCalendar } from "../calendar/add-to-calendar";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { activeLocale, keepLanguage } from "../../lib/i18n";
import { timeTbd } from "../invitation/page-text";
import { Ornament } from "../invitation/invitation-card";
import { CoupleNames } from "../invitation/couple-names";
import { editLinkPath, type EditAccess } from "./edit-link";
import { PrivateLink } from "./private-link";
import { revealBelowToasts } from "../../components/ui/toast-cover";
import { DeleteReply, type DeleteReplyProps } from "../reply-form/delete-reply-button";
import { eraseOwnResponse } from "./api";

interface ThankYouProps {
  wedding: FullWedding;
  access: EditAccess;
  attending: boolean;
  /** What the guest sent: the calendar holds the events they accepted. */
  answers?: Answers;
  onChangeAnswer: () => void;
  onDeleted: () => void;
  /** The confirm's lazy component, from the section that loads this view. */
  confirmDelete: ComponentType<DeleteReplyProps & { onCancel: () => void }>;
}

/** After the RSVP: thanks, a reminder of when and where, the calendar, and the way back to edit. */
export function ThankYou({ wedding, access, attending, answers = {}, onChangeAnswer, onDeleted, confirmDelete }: ThankYouProps) {
  const { i18n } = useLingui();
  const accepted = calendarSelection(acceptedEvents(wedding.questions, answers, wedding.events ?? [], attending));
  const locale = activeLocale();
  // The private link keeps the page's language when the guest chose one (?lang=).
  const href = `${window.location.origin}${keepLanguage(editLinkPath(wedding.uniqueCode, access))}`;
  // The thank-you replaces the form the guest just sent (its chunk may arrive a moment later):
  // focus and scroll move to its heading when it appears, or a phone shows the middle of the page;
  // below "RSVP Submitted!" when that toast is already at the top of a phone's screen.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    revealBelowToasts(heading.current, { block: "start" });
  }, []);
  return (
    <section aria-labelledby="thank-you-heading" className="grid gap-6 text-center">
      <div className="grid gap-2">
        <p aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-blush-100 font-serif text-2xl text-blush-600">
          ♡
        </p>
        <h2 ref={heading} id="thank-you-heading" tabIndex={-1} className="scroll-mt-4 font-serif text-4xl text-stone-900 outline-none">
          {i18n._({ id: "thanks.heading", message: "Thank You" })}
        </h2>
        <p className="text-stone-700">
          {attending
            ? i18n._({ id: "thanks.attending", message: "Your RSVP is in. We can't wait to celebrate with you!" })
            : i18n._({ id: "thanks.declined", message: "Your RSVP is in. You'll be missed, thank you for letting us know." })}
        </p>
      </div>
      <div className="grid gap-1 rounded-2xl border border-stone-200 bg-stone-50 px-4 py-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-blush-700 uppercase">{i18n._({ id: "thanks.reminder", message: "Wedding reminder" })}</p>
        <p className="font-serif text-2xl text-stone-900">
          <CoupleNames partner1={wedding.partner1} partner2={wedding.partner2} />
        </p>
        <Ornament className="my-1" />
        <p className="font-medium text-stone-900">{formatWeddingDate(wedding.date, locale)}</p>
        <p className="text-stone-700">
          {formatWeddingTime(wedding.time, locale, timeTbd(i18n))}
          <ZoneNote timeZone={wedding.timeZone} date={wedding.date} time={wedding.time} i18n={i18n} />
        </p>
        <p className="break-words text-stone-700">
          <bdi>{wedding.venue}</bdi>
        </p>
      </div>
      <AddToCalendar wedding={wedding} events={accepted} />
      <PrivateLink href={href} />
      <button
        type="button"
        onClick={onChangeAnswer}
        className="mx-auto min-h-11 rounded-lg px-4 text-sm font-medium text-blush-700 underline underline-offset-4 hover:text-blush-600 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
      >
        {i18n._({ id: "thanks.change", message: "Change my answer" })}
      </button>
      <DeleteReply confirm={confirmDelete} household={false} erase={() => eraseOwnResponse(access.id, access.token)} onDeleted={onDeleted} />
    </section>
  );
}
