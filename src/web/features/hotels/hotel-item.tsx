import { useLingui } from "../../lib/i18n-react";
import type { Hotel } from "../../../contract/ai";

const linkClass =
  "rounded font-medium text-blush-700 underline decoration-blush-200 underline-offset-4 hover:decoration-blush-600 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none";

function NewTab() {
  const { i18n } = useLingui();
  return (
    <>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        {" "}
        ↗
      </span>
      <span className="sr-only"> {i18n._({ id: "common.newTab", message: "(opens in a new tab)" })}</span>
    </>
  );
}

/** A real place from OpenStreetMap: name, distance, price as tagged, features, its own website. */
export function HotelItem({ hotel }: { hotel: Hotel }) {
  const { i18n } = useLingui();
  return (
    <li className="grid gap-1.5 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h4 className="font-medium text-stone-900">{hotel.name}</h4>
        <p className="text-sm whitespace-nowrap text-stone-700">
          {i18n._({ id: "hotels.away", message: "{distance} away", values: { distance: hotel.distance } })}
        </p>
      </div>
      <p className="text-sm text-stone-700">{hotel.priceRange}</p>
      {hotel.features.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={i18n._({ id: "hotels.features", message: "Features of {name}", values: { name: hotel.name } })}>
          {hotel.features.map((feature) => (
            <li key={feature} className="rounded-full bg-blush-100 px-2.5 py-0.5 text-xs text-stone-800">
              {feature}
            </li>
          ))}
        </ul>
      )}
      {hotel.website && (
        <a href={hotel.website} target="_blank" rel="noopener noreferrer" className={`text-sm ${linkClass} w-fit`}>
          {i18n._({ id: "hotels.website", message: "Website" })}
          <span className="sr-only"> {i18n._({ id: "hotels.websiteOf", message: "of {name}", values: { name: hotel.name } })}</span>
          <NewTab />
        </a>
      )}
    </li>
  );
}

/** The site a search link opens, named as the site names itself. */
function siteOf(url: string | undefined): string | undefined {
  const host = /^https?:\/\/([^/]+)/i.exec(url ?? "")?.[1]?.toLowerCase() ?? "";
  const sites: [string, string][] = [
    ["google.", "Google Maps"],
    ["booking.com", "Booking.com"],
    ["openstreetmap.org", "OpenStreetMap"],
    ["airbnb.", "Airbnb"],
  ];
  return sites.find(([part]) => host.includes(part))?.[1];
}

/**
 * A search on another site, labelled as a search: never presented as a hotel. The server names it
 * in English; another language says it in its own words, by the site it opens (issue 16).
 */
export function SearchLinkItem({ link }: { link: Hotel }) {
  const { i18n } = useLingui();
  const site = i18n.locale === "en" ? undefined : siteOf(link.url ?? link.website);
  const title = site ? i18n._({ id: "hotels.searchOn", message: "Search {site} near the venue", values: { site } }) : link.name;
  const details = site
    ? i18n._({ id: "hotels.searchOnDetails", message: "Places to stay and prices for your dates" })
    : [link.priceRange, ...link.features].join(" · ");
  return (
    <li>
      <a
        href={link.url ?? link.website}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
      >
        <span className="grid gap-0.5">
          <span className="font-medium text-stone-900">{title}</span>
          <span className="text-sm text-stone-600">{details}</span>
        </span>
        <span aria-hidden="true" className="text-blush-600 rtl:-scale-x-100">
          ↗
        </span>
        <span className="sr-only">{i18n._({ id: "common.newTab", message: "(opens in a new tab)" })}</span>
      </a>
    </li>
  );
}
