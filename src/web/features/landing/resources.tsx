import { i18n } from "../../lib/site-i18n";
import CalendarClock from "lucide-react/icons/calendar-clock";
import ListChecks from "lucide-react/icons/list-checks";
import Newspaper from "lucide-react/icons/newspaper";
import PiggyBank from "lucide-react/icons/piggy-bank";
import { SignupCard, type Resource } from "./signup-card";

// Each card's texts are whole messages, the success toast's sentence included (not a topic glued into it).
const resources = (): Resource[] => {
  const guide = i18n._({ id: "landing.getGuide", message: "Get Free Guide" });
  return [
    {
      key: "planning",
      icon: ListChecks,
      title: i18n._({ id: "landing.planningTitle", message: "Ultimate Planning Checklist" }),
      description: i18n._({ id: "landing.planningText", message: "A 12-month timeline with 200+ tasks, so nothing slips through the cracks." }),
      perks: [
        i18n._({ id: "landing.planningPerkMonths", message: "Month-by-month to-dos" }),
        i18n._({ id: "landing.planningPerkPrint", message: "Printable and shareable" }),
      ],
      signedUp: i18n._({
        id: "landing.planningSignedUp",
        message: "You've signed up for planning checklist tips! Check your email for your free guide.",
      }),
      button: guide,
    },
    {
      key: "budget",
      icon: PiggyBank,
      title: i18n._({ id: "landing.budgetTitle", message: "Wedding Budget Masterclass" }),
      description: i18n._({ id: "landing.budgetText", message: "Where the money goes, and how couples save £5,000+ without missing a thing." }),
      perks: [
        i18n._({ id: "landing.budgetPerkTemplate", message: "Budget planner template" }),
        i18n._({ id: "landing.budgetPerkVendors", message: "Vendor negotiation tips" }),
      ],
      signedUp: i18n._({ id: "landing.budgetSignedUp", message: "You've signed up for budget guide tips! Check your email for your free guide." }),
      button: guide,
    },
    {
      key: "timeline",
      icon: CalendarClock,
      title: i18n._({ id: "landing.timelineTitle", message: "6-Month Planning Rush" }),
      description: i18n._({ id: "landing.timelineText", message: "Planning on a short runway? A focused plan for a beautiful wedding in six months." }),
      perks: [
        i18n._({ id: "landing.timelinePerkWeeks", message: "Week-by-week schedule" }),
        i18n._({ id: "landing.timelinePerkPriorities", message: "Priorities that matter" }),
      ],
      signedUp: i18n._({ id: "landing.timelineSignedUp", message: "You've signed up for timeline guide tips! Check your email for your free guide." }),
      button: guide,
    },
    {
      key: "newsletter",
      icon: Newspaper,
      title: i18n._({ id: "landing.newsletterTitle", message: "Weekly Planning Tips" }),
      description: i18n._({ id: "landing.newsletterText", message: "One short, friendly email a week with ideas, reminders and real-couple stories." }),
      perks: [
        i18n._({ id: "landing.newsletterPerkSeasons", message: "Seasonal inspiration" }),
        i18n._({ id: "landing.newsletterPerkUnsubscribe", message: "Unsubscribe any time" }),
      ],
      signedUp: i18n._({ id: "landing.newsletterSignedUp", message: "You've signed up for newsletter tips! Check your email for your free guide." }),
      button: i18n._({ id: "landing.subscribe", message: "Subscribe Free" }),
    },
  ];
};

export function Resources() {
  return (
    <section id="resources" aria-labelledby="resources-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resources-title" className="font-display text-3xl text-stone-900 sm:text-4xl">
            {i18n._({ id: "landing.resourcesTitle", message: "Free wedding planning resources" })}
          </h2>
          <p className="mt-3 text-stone-700">
            {i18n._({ id: "landing.resourcesIntro", message: "Guides from couples and planners who've been there. Free, straight to your inbox." })}
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {resources().map((resource) => (
            <SignupCard key={resource.key} resource={resource} />
          ))}
        </ul>
      </div>
    </section>
  );
}
