import type { I18n } from "../../../contract/translator";

/** Honest search links for the venue: real searches on real sites, never invented hotels. */
function hotelSearchLinks(venue: string, i18n: I18n) {
  return [
    {
      label: "Google Maps",
      description: i18n._({ id: "hotels.mapsDescription", message: "Hotels near the venue on a map" }),
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`hotels near ${venue}`)}`,
    },
    {
      label: "Booking.com",
      description: i18n._({ id: "hotels.bookingDescription", message: "Rooms and prices for your dates" }),
      href: `https://www.booking.com/searchresults.html?ss=${encodeURIComponent(venue)}`,
    },
  ];
}

export function HotelSearchLinks({ venue, i18n }: { venue: string; i18n: I18n }) {
  return (
    <ul className="grid gap-2">
      {hotelSearchLinks(venue, i18n).map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-4 py-3 text-start hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          >
            <span className="grid">
              <span className="font-medium text-stone-900">{link.label}</span>
              <span className="text-sm text-stone-600">{link.description}</span>
            </span>
            <span aria-hidden="true" className="text-blush-600 rtl:-scale-x-100">
              ↗
            </span>
            <span className="sr-only">{i18n._({ id: "common.newTab", message: "(opens in a new tab)" })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
