import { useLingui, withElements } from "../../lib/i18n-react";
import type { ReactNode } from "react";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import { FindHotelsButton } from "./find-hotels-button";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { weddingText } from "../../../contract/localized-text";
import { photoAlt, timeTbd } from "./page-text";
import { themeOf, type CardTheme } from "./save-the-date-styles";
import { WeddingPhoto } from "./wedding-photo";
import { CoupleNames } from "./couple-names";
import { ZoneNote } from "./zone-note";
import { useGuestLocale } from "./use-guest-locale";
import { useGuestEvents, type EventsWedding } from "./guest-events";

/**
 * The icon flows with the words, just before the first one, so a venue that wraps onto several
 * centred lines keeps its pin beside its first line rather than at the card's edge (issue 15).
 */
function Detail({ icon, label, theme, children }: { icon: ReactNode; label: string; theme: CardTheme; children: ReactNode }) {
  return (
    <p className={`text-balance ${theme.text}`}>
      <span aria-hidden="true" className={`me-2 inline-block align-[-0.2em] ${theme.icon}`}>
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="h-[1.2em] w-[1.2em]" fill="none" stroke="currentColor" strokeWidth="1.7">
    <path d={path} />
  </svg>
);

function Note({ title, theme, children }: { title: string; theme: CardTheme; children: ReactNode }) {
  return (
    <div className={`rounded-xl px-4 py-3 text-start ${theme.note}`}>
      <h2 className={`text-xs font-semibold tracking-[0.16em] uppercase ${theme.noteTitle}`}>{title}</h2>
      {/* The couple's words isolated inside the card's own direction: an English policy on an Arabic page reads
          left to right yet sits where the card's lines start (issue 29, item 10). */}
      <p className={`mt-1 text-sm whitespace-pre-line ${theme.text}`}>
        <bdi>{children}</bdi>
      </p>
    </div>
  );
}

export function Ornament({ className = "text-blush-500", glyph = "❦" }: { className?: string; glyph?: string }) {
  return (
    <div aria-hidden="true" className={`flex items-center justify-center gap-3 ${className}`}>
      <span className="h-px w-12 bg-current opacity-60" />
      <span className="font-serif text-lg">{glyph}</span>
      <span className="h-px w-12 bg-current opacity-60" />
    </div>
  );
}

/** The invitation a guest opens first (docs/spec.md section 2, /rsvp), dressed in the couple's rsvpStyle like their save-the-date. */
export function InvitationCard({ wedding }: { wedding: EventsWedding }) {
  const { i18n } = useLingui();
  // Several events: the reader's own schedule under the wedding's day; one event: the card as it always was.
  const { events, Schedule } = useGuestEvents(wedding);
  const locale = useGuestLocale() ?? "en";
  const theme = themeOf(wedding.rsvpStyle);
  // The couple's own texts in the guest's language when they wrote them (else their own).
  const message = weddingText(wedding, "message", locale);
  const childrenPolicy = weddingText(wedding, "childrenPolicy", locale);
  const giftPreferences = weddingText(wedding, "giftPreferences", locale);
  const deadline = wedding.rsvpDeadline ? formatWeddingDate(wedding.rsvpDeadline, locale) : "";
  return (
    <article aria-labelledby="invitation-names" className={`overflow-hidden ${theme.card}`}>
      {wedding.photoUrl && (
        <WeddingPhoto src={wedding.photoUrl} focus={wedding.photoFocus} alt={photoAlt(wedding, i18n)} className="aspect-[4/3] h-auto w-full" />
      )}
      <div className="grid gap-5 px-[min(1.25rem,6vw)] pt-8 pb-7 text-center sm:px-10">
        <p className={theme.kicker}>{i18n._({ id: "invitation.kicker", message: "You're invited to the wedding of" })}</p>
        <h1 id="invitation-names" className={`text-balance break-words ${theme.names}`}>
          <CoupleNames partner1={wedding.partner1} partner2={wedding.partner2} joinClassName={theme.amp} />
        </h1>
        <Ornament className={theme.ornament} glyph={theme.ornamentGlyph} />
        <div className="grid gap-2 text-base">
          <Detail theme={theme} label={i18n._({ id: "invitation.date", message: "Date" })} icon={icon("M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4")}>
            <span className="font-medium">{formatWeddingDate(wedding.date, locale)}</span>
          </Detail>
          <Detail theme={theme} label={i18n._({ id: "invitation.time", message: "Time" })} icon={icon("M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z")}>
            {formatWeddingTime(wedding.time, locale, timeTbd(i18n))}
            <ZoneNote timeZone={wedding.timeZone} date={wedding.date} time={wedding.time} i18n={i18n} />
          </Detail>
          <Detail
            theme={theme}
            label={i18n._({ id: "invitation.venue", message: "Venue" })}
            icon={icon("M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z")}
          >
            <bdi className="break-words">{wedding.venue}</bdi>
          </Detail>
        </div>
        {/* A schedule the couple made a website section shows there instead (decision 0045). */}
        {events.length > 0 && Schedule && !wedding.scheduleSection && <Schedule wedding={wedding} events={events} i18n={i18n} />}
        {message && (
          <p dir="auto" className={`whitespace-pre-line ${theme.message}`}>
            {i18n._({ id: "invitation.message", message: "“{message}”", values: { message } })}
          </p>
        )}
        {(childrenPolicy || giftPreferences) && (
          <div className="grid gap-2">
            {childrenPolicy && (
              <Note theme={theme} title={i18n._({ id: "invitation.children", message: "Children" })}>
                {childrenPolicy}
              </Note>
            )}
            {giftPreferences && (
              <Note theme={theme} title={i18n._({ id: "invitation.gifts", message: "Gifts" })}>
                {giftPreferences}
              </Note>
            )}
          </div>
        )}
        {wedding.rsvpDeadline && (
          <p className={`text-sm ${theme.text}`}>
            {withElements(
              isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone)
                ? i18n._({ id: "invitation.repliesClosedAfter", message: "Replies closed after <0>{date}</0>", values: { date: deadline } })
                : i18n._({ id: "invitation.replyBy", message: "Kindly reply by <0>{date}</0>", values: { date: deadline } }),
              { 0: <strong className={`font-semibold ${theme.strong}`} /> },
            )}
          </p>
        )}
        <div>
          <FindHotelsButton />
        </div>
      </div>
    </article>
  );
}
