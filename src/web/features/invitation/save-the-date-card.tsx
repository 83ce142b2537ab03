import { useLingui } from "../../lib/i18n-react";
import { weddingText } from "../../../contract/localized-text";
import { LanguageSwitch } from "./language-switch";
import { photoAlt, timeTbd } from "./page-text";
import { AddToCalendar } from "../calendar/add-to-calendar";
import { rsvpUrl } from "../../../contract/calendar/event";
import { QrCode } from "../qr/qr-code";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { useTheme } from "./save-the-date-styles";
import { WeddingPhoto } from "./wedding-photo";
import { CoupleNames } from "./couple-names";
import { useGuestLocale } from "./use-guest-locale";
import { useGuestEvents, type EventsWedding } from "./guest-events";

/**
 * The save-the-date card (docs/spec.md section 2), dressed in the couple's rsvpStyle; prints as a card with a QR code to the RSVP.
 * Rendered by the server too, hence `origin`. On a desktop the photo sits beside the words, so the
 * names and the date are in the first screen (1280x720) rather than under a portrait photo.
 */
export function SaveTheDateCard({ wedding, origin }: { wedding: EventsWedding; origin: string }) {
  const { i18n } = useLingui();
  const { events, Schedule } = useGuestEvents(wedding);
  const locale = useGuestLocale() ?? "en";
  const theme = useTheme(wedding.rsvpStyle);
  const message = weddingText(wedding, "message", locale);
  const link = rsvpUrl(origin, wedding.uniqueCode);
  const photo = Boolean(wedding.photoUrl);
  return (
    <main data-style={wedding.rsvpStyle} className={`min-h-dvh px-3 py-6 sm:px-6 sm:py-12 print:min-h-0 print:bg-white print:p-0 ${theme.page}`}>
      <LanguageSwitch wedding={wedding} page="save-the-date" className="mx-auto mb-3 max-w-lg print:hidden" />
      <article
        aria-labelledby="std-names"
        className={`mx-auto max-w-lg overflow-hidden text-center print:block print:max-w-[14cm] print:break-inside-avoid print:shadow-none ${photo ? "lg:grid lg:max-w-5xl lg:grid-cols-2 lg:items-center" : ""} ${theme.card}`}
      >
        {wedding.photoUrl && (
          <div className={theme.frame}>
            <WeddingPhoto src={wedding.photoUrl} focus={wedding.photoFocus} alt={photoAlt(wedding, i18n)} className={`h-auto w-full ${theme.photo}`} />
          </div>
        )}
        <div className="grid gap-5 px-6 pt-8 pb-8 sm:px-10 lg:py-10">
          <p className={theme.eyebrow}>{i18n._({ id: "saveTheDate.eyebrow", message: "Save the Date" })}</p>
          <h1 id="std-names" className={`text-balance break-words ${theme.names}`}>
            <CoupleNames partner1={wedding.partner1} partner2={wedding.partner2} joinClassName={theme.amp} />
          </h1>
          <p aria-hidden="true" className={`text-2xl leading-none ${theme.ornament}`}>
            {theme.ornamentGlyph}
          </p>
          <div className={`grid gap-1 ${theme.text}`}>
            <p className="text-lg font-medium">{formatWeddingDate(wedding.date, locale)}</p>
            <p>{formatWeddingTime(wedding.time, locale, timeTbd(i18n))}</p>
            <p className="break-words">
              <bdi>{wedding.venue}</bdi>
            </p>
          </div>
          {events.length > 0 && Schedule && <Schedule wedding={wedding} events={events} i18n={i18n} />}
          {message && (
            <p dir="auto" className={`whitespace-pre-line ${theme.message}`}>
              {message}
            </p>
          )}
          {/* The card carries a QR code to the RSVP, so it no longer says RSVP details are to follow (issue 15; docs/spec.md section 2). */}
          <p className={`text-sm tracking-wide text-balance ${theme.muted}`}>
            {i18n._({ id: "saveTheDate.note", message: "Formal invitation to follow. You can already RSVP with the code below." })}
          </p>
          <AddToCalendar wedding={wedding} events={{ main: true, extra: events }} origin={origin} headingClassName={theme.muted} headingLevel={2} />
          <figure className="mx-auto grid justify-items-center gap-2">
            <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-stone-200 print:shadow-none">
              <QrCode
                value={link}
                label={i18n._({ id: "saveTheDate.qrLabel", message: "QR code linking to the RSVP page: {link}", values: { link } })}
                className="h-32 w-32 print:h-[3.5cm] print:w-[3.5cm]"
              />
            </div>
            <figcaption className={`text-xs ${theme.muted}`}>
              {i18n._({ id: "saveTheDate.scan", message: "Scan to RSVP" })}
              <span className="block font-mono break-all" dir="ltr">
                {link.replace(/^https?:\/\//, "")}
              </span>
            </figcaption>
          </figure>
        </div>
      </article>
    </main>
  );
}
