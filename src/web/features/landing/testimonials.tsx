import { i18n } from "../../lib/site-i18n";
import Star from "lucide-react/icons/star";

// The couples' names are messages too: a translated page may quote couples of its own.
const testimonials = () => [
  {
    key: "sarah",
    name: i18n._({ id: "landing.testimonialOneName", message: "Sarah & Michael" }),
    text: i18n._({
      id: "landing.testimonialOne",
      message: "We had 140 guests and not one lost RSVP. Seeing the meal choices add up on the dashboard made the caterer's job (and ours) so much easier.",
    }),
    rating: 5,
  },
  {
    key: "priya",
    name: i18n._({ id: "landing.testimonialTwoName", message: "Priya & Daniel" }),
    text: i18n._({
      id: "landing.testimonialTwo",
      message: "Our grandparents answered on their phones without a single call for help. Setting it up took us one coffee.",
    }),
    rating: 5,
  },
  {
    key: "emma",
    name: i18n._({ id: "landing.testimonialThreeName", message: "Emma & James" }),
    text: i18n._({
      id: "landing.testimonialThree",
      message: "Assigning guests to each side made the seating plan a breeze, and the CSV export went straight to our planner.",
    }),
    rating: 5,
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center font-display text-3xl text-stone-900 sm:text-4xl">
          {i18n._({ id: "landing.testimonialsTitle", message: "Couples love Forever RSVP" })}
        </h2>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {testimonials().map((item) => (
            <li key={item.key}>
              <figure className="flex h-full flex-col rounded-2xl border border-blush-200 bg-white p-6 shadow-sm">
                <p
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={i18n._({ id: "landing.rated", message: "Rated {rating} out of 5", values: { rating: item.rating } })}
                >
                  {Array.from({ length: item.rating }, (_, index) => (
                    <Star key={index} className="h-5 w-5 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 font-display text-lg text-stone-800">
                  {i18n._({ id: "landing.quoted", message: "“{text}”", values: { text: item.text } })}
                </blockquote>
                <figcaption className="mt-4 font-medium text-stone-900">{item.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
