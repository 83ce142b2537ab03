import type { ReactNode } from "react";
import { isRsvpClosed } from "../../../contract/rules/deadline";
import type { Wedding } from "../../../contract/wedding";
import { FindHotelsButton } from "./find-hotels-button";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { WeddingPhoto } from "./wedding-photo";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-center gap-2.5 text-stone-800">
      <span aria-hidden="true" className="mt-0.5 text-blush-600">
        {icon}
      </span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </div>
  );
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.7">
    <path d={path} />
  </svg>
);

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-blush-50 px-4 py-3 text-left">
      <h2 className="text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase">{title}</h2>
      <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{children}</p>
    </div>
  );
}

export function Ornament({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex items-center justify-center gap-3 text-blush-500 ${className}`}>
      <span className="h-px w-12 bg-current opacity-60" />
      <span className="font-serif text-lg">❦</span>
      <span className="h-px w-12 bg-current opacity-60" />
    </div>
  );
}

/** The invitation a guest opens first (docs/spec.md section 2, /rsvp). */
export function InvitationCard({ wedding }: { wedding: Wedding }) {
  const names = `${wedding.partner1} & ${wedding.partner2}`;
  return (
    <article
      aria-labelledby="invitation-names"
      className="overflow-hidden rounded-3xl bg-white shadow-[0_20px_60px_-30px_rgba(133,63,49,0.45)] ring-1 ring-blush-200"
    >
      {wedding.photoUrl && <WeddingPhoto src={wedding.photoUrl} focus={wedding.photoFocus} alt={`Photo of ${names}`} className="aspect-[4/3] h-auto w-full" />}
      <div className="grid gap-5 px-5 pt-8 pb-7 text-center sm:px-10">
        <p className="text-xs font-semibold tracking-[0.28em] text-blush-700 uppercase">You're invited to the wedding of</p>
        <h1 id="invitation-names" className="font-serif text-4xl leading-tight text-balance text-stone-900 sm:text-5xl">
          {wedding.partner1} <span className="text-blush-600 italic">&amp;</span> {wedding.partner2}
        </h1>
        <Ornament />
        <div className="grid gap-2 text-base">
          <Detail label="Date" icon={icon("M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4")}>
            <span className="font-medium">{formatWeddingDate(wedding.date)}</span>
          </Detail>
          <Detail label="Time" icon={icon("M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z")}>
            {formatWeddingTime(wedding.time)}
          </Detail>
          <Detail label="Venue" icon={icon("M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z")}>
            <span className="break-words">{wedding.venue}</span>
          </Detail>
        </div>
        {wedding.message && <p className="font-serif text-lg leading-relaxed whitespace-pre-line text-stone-700 italic">“{wedding.message}”</p>}
        {(wedding.childrenPolicy || wedding.giftPreferences) && (
          <div className="grid gap-2">
            {wedding.childrenPolicy && <Note title="Children">{wedding.childrenPolicy}</Note>}
            {wedding.giftPreferences && <Note title="Gifts">{wedding.giftPreferences}</Note>}
          </div>
        )}
        {wedding.rsvpDeadline && (
          <p className="text-sm text-stone-700">
            {isRsvpClosed(wedding.rsvpDeadline, wedding.timeZone) ? "Replies closed after " : "Kindly reply by "}
            <strong className="font-semibold text-stone-900">{formatWeddingDate(wedding.rsvpDeadline)}</strong>
          </p>
        )}
        <div>
          <FindHotelsButton />
        </div>
      </div>
    </article>
  );
}
