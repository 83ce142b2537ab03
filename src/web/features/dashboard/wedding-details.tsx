import { i18n } from "../host/host-i18n";
import type { ReactNode } from "react";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import { objectPosition, photoSrcSet } from "../../../contract/photos";
import type { Wedding } from "../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { withZone } from "../host/zoned-time";

/** The dashboard's card of the wedding as the couple entered it: photo, date, time, venue, deadline, message, policies. */
export function WeddingDetails({ wedding: w }: { wedding: Wedding }) {
  return (
    <section aria-labelledby="details-title" className="self-start overflow-hidden rounded-2xl border border-blush-200 bg-white shadow-sm">
      {w.photoUrl && (
        <img
          src={w.photoUrl}
          srcSet={photoSrcSet(w.photoUrl)}
          sizes="(min-width: 1024px) 600px, 100vw"
          alt={i18n._({ id: "dashboard.photoAlt", message: "{partner1} and {partner2}", values: { partner1: w.partner1, partner2: w.partner2 } })}
          width={960}
          height={540}
          className="aspect-video w-full object-cover"
          style={{ objectPosition: objectPosition(w.photoFocus) }}
        />
      )}
      <div className="p-5 sm:p-8">
        <h2 id="details-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "dashboard.details", message: "Wedding details" })}
        </h2>
        <dl className="mt-4 grid gap-3 text-stone-800">
          <Detail
            icon={<CalendarHeart className="h-5 w-5" aria-hidden="true" />}
            term={i18n._({ id: "dashboard.date", message: "Date" })}
            value={formatWeddingDate(w.date)}
          />
          <Detail
            icon={<Clock className="h-5 w-5" aria-hidden="true" />}
            term={i18n._({ id: "dashboard.time", message: "Time" })}
            value={w.time ? withZone(formatWeddingTime(w.time), w.timeZone) : formatWeddingTime(w.time)}
          />
          <Detail icon={<MapPin className="h-5 w-5" aria-hidden="true" />} term={i18n._({ id: "dashboard.venue", message: "Venue" })} value={w.venue} />
          {w.rsvpDeadline && (
            <Detail
              icon={<Mail className="h-5 w-5" aria-hidden="true" />}
              term={i18n._({ id: "dashboard.rsvpBy", message: "RSVP by" })}
              value={formatWeddingDate(w.rsvpDeadline)}
            />
          )}
        </dl>
        {w.message && <p className="mt-5 border-l-2 border-blush-200 pl-4 font-serif text-lg whitespace-pre-line text-stone-700 italic">{w.message}</p>}
        {(w.childrenPolicy || w.giftPreferences) && (
          <dl className="mt-5 grid gap-3 text-sm">
            {w.childrenPolicy && <TextDetail term={i18n._({ id: "dashboard.children", message: "Children" })} value={w.childrenPolicy} />}
            {w.giftPreferences && <TextDetail term={i18n._({ id: "dashboard.gifts", message: "Gifts" })} value={w.giftPreferences} />}
          </dl>
        )}
      </div>
    </section>
  );
}

function Detail({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">
        <span className="absolute top-1 left-0 text-blush-600">{icon}</span>
        {term}
      </dt>
      <dd className="text-base">{value}</dd>
    </div>
  );
}

function TextDetail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-stone-900">{term}</dt>
      <dd className="whitespace-pre-line text-stone-700">{value}</dd>
    </div>
  );
}
