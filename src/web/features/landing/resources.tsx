import CalendarClock from "lucide-react/icons/calendar-clock";
import ListChecks from "lucide-react/icons/list-checks";
import Newspaper from "lucide-react/icons/newspaper";
import PiggyBank from "lucide-react/icons/piggy-bank";
import { SignupCard, type Resource } from "./signup-card";

const RESOURCES: readonly Resource[] = [
  {
    key: "planning",
    icon: ListChecks,
    title: "Ultimate Planning Checklist",
    description: "A 12-month timeline with 200+ tasks, so nothing slips through the cracks.",
    perks: ["Month-by-month to-dos", "Printable and shareable"],
    topic: "planning checklist",
    button: "Get Free Guide",
  },
  {
    key: "budget",
    icon: PiggyBank,
    title: "Wedding Budget Masterclass",
    description: "Where the money goes, and how couples save £5,000+ without missing a thing.",
    perks: ["Budget planner template", "Vendor negotiation tips"],
    topic: "budget guide",
    button: "Get Free Guide",
  },
  {
    key: "timeline",
    icon: CalendarClock,
    title: "6-Month Planning Rush",
    description: "Planning on a short runway? A focused plan for a beautiful wedding in six months.",
    perks: ["Week-by-week schedule", "Priorities that matter"],
    topic: "timeline guide",
    button: "Get Free Guide",
  },
  {
    key: "newsletter",
    icon: Newspaper,
    title: "Weekly Planning Tips",
    description: "One short, friendly email a week with ideas, reminders and real-couple stories.",
    perks: ["Seasonal inspiration", "Unsubscribe any time"],
    topic: "newsletter",
    button: "Subscribe Free",
  },
];

export function Resources() {
  return (
    <section id="resources" aria-labelledby="resources-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resources-title" className="font-display text-3xl text-stone-900 sm:text-4xl">
            Free wedding planning resources
          </h2>
          <p className="mt-3 text-stone-700">Guides from couples and planners who've been there. Free, straight to your inbox.</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCES.map((resource) => (
            <SignupCard key={resource.key} resource={resource} />
          ))}
        </ul>
      </div>
    </section>
  );
}
