import type { Wedding } from "../../../contract/wedding";
import { AddToCalendar } from "../calendar/add-to-calendar";
import { rsvpUrl } from "../../../contract/calendar/event";
import { QrCode } from "../qr/qr-code";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { themeOf } from "./save-the-date-styles";
import { WeddingPhoto } from "./wedding-photo";
import { useTranslatedTexts } from "./use-translated-texts";

// The card carries a QR code to the RSVP, so it no longer says RSVP details are to follow (issue 15; docs/spec.md section 2).
const SAVE_THE_DATE_NOTE = "Formal invitation to follow. You can already RSVP with the code below.";

/**
 * The save-the-date card (docs/spec.md section 2), dressed in the couple's rsvpStyle; prints as a card with a QR code to the RSVP.
 * Rendered by the server too, hence `origin`. On a desktop the photo sits beside the words, so the
 * names and the date are in the first screen (1280x720) rather than under a portrait photo.
 */
export function SaveTheDateCard({ wedding, origin }: { wedding: Wedding; origin: string }) {
  const theme = themeOf(wedding.rsvpStyle);
  const { message } = useTranslatedTexts(wedding);
  const link = rsvpUrl(origin, wedding.uniqueCode);
  const photo = Boolean(wedding.photoUrl);
  return (
    <main data-style={wedding.rsvpStyle} className={`min-h-dvh px-3 py-6 sm:px-6 sm:py-12 print:min-h-0 print:bg-white print:p-0 ${theme.page}`}>
      <article
        aria-labelledby="std-names"
        className={`mx-auto max-w-lg overflow-hidden text-center print:block print:max-w-[14cm] print:break-inside-avoid print:shadow-none ${photo ? "lg:grid lg:max-w-5xl lg:grid-cols-2 lg:items-center" : ""} ${theme.card}`}
      >
        {wedding.photoUrl && (
          <div className={theme.frame}>
            <WeddingPhoto
              src={wedding.photoUrl}
              focus={wedding.photoFocus}
              alt={`Photo of ${wedding.partner1} & ${wedding.partner2}`}
              className={`h-auto w-full ${theme.photo}`}
            />
          </div>
        )}
        <div className="grid gap-5 px-6 pt-8 pb-8 sm:px-10 lg:py-10">
          <p className={theme.eyebrow}>Save the Date</p>
          <h1 id="std-names" className={`text-balance break-words ${theme.names}`}>
            {wedding.partner1} <span className={theme.amp}>&amp;</span> {wedding.partner2}
          </h1>
          <p aria-hidden="true" className={`text-2xl leading-none ${theme.ornament}`}>
            {theme.ornamentGlyph}
          </p>
          <div className={`grid gap-1 ${theme.text}`}>
            <p className="text-lg font-medium">{formatWeddingDate(wedding.date)}</p>
            <p>{formatWeddingTime(wedding.time)}</p>
            <p className="break-words">{wedding.venue}</p>
          </div>
          {message && <p className={`whitespace-pre-line ${theme.message}`}>{message}</p>}
          <p className={`text-sm tracking-wide text-balance ${theme.muted}`}>{SAVE_THE_DATE_NOTE}</p>
          <AddToCalendar wedding={wedding} origin={origin} headingClassName={theme.muted} headingLevel={2} />
          <figure className="mx-auto grid justify-items-center gap-2">
            <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-stone-200 print:shadow-none">
              <QrCode value={link} label={`QR code linking to the RSVP page: ${link}`} className="h-32 w-32 print:h-[3.5cm] print:w-[3.5cm]" />
            </div>
            <figcaption className={`text-xs ${theme.muted}`}>
              Scan to RSVP
              <span className="block font-mono break-all">{link.replace(/^https?:\/\//, "")}</span>
            </figcaption>
          </figure>
        </div>
      </article>
    </main>
  );
}
