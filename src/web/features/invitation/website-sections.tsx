import { photoSrcSet } from "../../../contract/photos";
import { itemText, linkHost, sectionText, type GuestSection } from "../../../contract/website-text";
import { ScheduleList } from "./event-schedule";
import { useGuestEvents } from "./guest-events";
import type { SectionsProps } from "./guest-sections";
import { REPLY_CARD } from "./reply-card";
import { useGuestLocale } from "./use-guest-locale";

/**
 * The couple's website sections (docs/decisions/0045-website-sections.md), in their order and the
 * guest's language, each on the white paper of the reply's card (whatever the page's look). Links are plain outgoing links with their host beside the couple's label,
 * nothing embedded; every image has its box reserved (width and height) and loads lazily, so
 * nothing moves when it arrives. Its own chunk (guest-sections.ts); the server paints it too.
 */
export function WebsiteSections({ wedding, sections, i18n }: SectionsProps) {
  const locale = useGuestLocale();
  // The schedule section's entries: the events the server gave this reader (the public's, or a party's own from its link), never stored in it.
  const { events } = useGuestEvents(wedding);
  const newTab = i18n._({ id: "common.newTab", message: "(opens in a new tab)" });
  return (
    <>
      {sections.map((section) => {
        const body = sectionText(section, "body", locale);
        const heading = `section-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={heading} data-kind={section.kind} className={`grid gap-3 text-start ${REPLY_CARD}`}>
            <h2 id={heading} className="font-serif text-2xl text-stone-900">
              <bdi>{sectionText(section, "title", locale)}</bdi>
            </h2>
            {body && (
              <p dir="auto" className="text-sm leading-relaxed whitespace-pre-line">
                {body}
              </p>
            )}
            {section.photos.length > 0 && (
              <div className="grid grid-cols-2 gap-2">
                {section.photos.map((url) => (
                  <img
                    key={url}
                    src={url}
                    srcSet={photoSrcSet(url)}
                    sizes="(min-width: 640px) 280px, 50vw"
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    alt=""
                    className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
                  />
                ))}
              </div>
            )}
            {section.kind === "schedule" && <ScheduleList wedding={wedding} events={events} i18n={i18n} />}
            {section.items.length > 0 && <Items section={section} locale={locale} newTab={newTab} />}
          </section>
        );
      })}
    </>
  );
}

function Items({ section, locale, newTab }: { section: GuestSection; locale: ReturnType<typeof useGuestLocale>; newTab: string }) {
  return (
    <ul className="grid gap-3 text-sm">
      {section.items.map((item, index) => {
        const label = itemText(section, index, "label", locale);
        const detail = itemText(section, index, "detail", locale);
        return (
          <li key={index} className="flex items-start gap-3">
            {item.photoUrl && (
              <img src={item.photoUrl} width={64} height={64} loading="lazy" decoding="async" alt="" className="h-16 w-16 shrink-0 rounded-full object-cover" />
            )}
            <div className="grid min-w-0 gap-0.5">
              {item.url ? (
                <p>
                  <a href={item.url} rel="noopener noreferrer nofollow" target="_blank" className="font-semibold text-blush-700 underline underline-offset-2">
                    <bdi>{label}</bdi>
                    <span className="sr-only"> {newTab}</span>
                  </a>{" "}
                  <span className="text-xs opacity-80" dir="ltr">
                    {`(${linkHost(item.url)})`}
                  </span>
                </p>
              ) : (
                <p className="font-semibold text-stone-900">
                  <bdi>{label}</bdi>
                </p>
              )}
              {detail && (
                <p dir="auto" className="whitespace-pre-line">
                  {detail}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
