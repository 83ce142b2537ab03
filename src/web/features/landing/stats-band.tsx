import { CLAIMS } from "./hero";

const STATS = [
  { value: "2,500+", label: "Happy Couples" },
  { value: "50,000+", label: "RSVP Responses" },
  { value: "4.9", label: "Average Rating" },
] as const;

export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="bg-blush-700 py-14 text-white sm:py-16">
      <h2 id="stats-title" className="sr-only">
        Forever RSVP in numbers
      </h2>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1">
              <dt className="text-sm font-medium tracking-widest text-blush-100 uppercase">{stat.label}</dt>
              <dd className="order-first font-display text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 flex flex-wrap justify-center gap-3 text-sm">
          {CLAIMS.map((claim) => (
            <li key={claim} className="rounded-full border border-white/30 px-4 py-1.5 text-white">
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
