import { i18n } from "../../lib/site-i18n";
import { claims } from "./hero";

// The figures are messages too: a language writes its numbers its own way.
const stats = () => [
  {
    key: "couples",
    value: i18n._({ id: "landing.statCouplesValue", message: "2,500+" }),
    label: i18n._({ id: "landing.statCouples", message: "Happy Couples" }),
  },
  {
    key: "responses",
    value: i18n._({ id: "landing.statResponsesValue", message: "50,000+" }),
    label: i18n._({ id: "landing.statResponses", message: "RSVP Responses" }),
  },
  { key: "rating", value: i18n._({ id: "landing.statRatingValue", message: "4.9" }), label: i18n._({ id: "landing.statRating", message: "Average Rating" }) },
];

export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="bg-blush-700 py-14 text-white sm:py-16">
      <h2 id="stats-title" className="sr-only">
        {i18n._({ id: "landing.statsTitle", message: "Forever RSVP in numbers" })}
      </h2>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {stats().map((stat) => (
            <div key={stat.key} className="flex flex-col gap-1">
              <dt className="text-sm font-medium tracking-widest text-blush-100 uppercase">{stat.label}</dt>
              <dd className="order-first font-display text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 flex flex-wrap justify-center gap-3 text-sm">
          {claims().map((claim) => (
            <li key={claim} className="rounded-full border border-white/30 px-4 py-1.5 text-white">
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
