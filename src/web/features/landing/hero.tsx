import { i18n } from "../../lib/site-i18n";
import { withElements } from "../../lib/i18n-react";
import { Link } from "wouter";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import PlayCircle from "lucide-react/icons/circle-play";
import { buttonClass } from "../../components/ui/button";

/** The promises under the hero and in the stats band, read when shown (host catalogue). */
export const claims = (): string[] => [
  i18n._({ id: "landing.claimFree", message: "100% free" }),
  i18n._({ id: "landing.claimNoCard", message: "No credit card" }),
  i18n._({ id: "landing.claimQuick", message: "Set up in under 5 minutes" }),
  i18n._({ id: "landing.claimUnlimited", message: "Unlimited responses" }),
];

/** View Demo has no behaviour in the original; here it shows what a couple gets: the gallery and features below. */
function showDemo() {
  const target = document.getElementById("gallery");
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,#f1d8cb_0%,transparent_55%),radial-gradient(ellipse_at_bottom_left,#e4ead9_0%,transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-blush-200 bg-white/70 px-3 py-1 text-sm font-medium text-blush-700">
            <span aria-hidden="true">♥</span> {i18n._({ id: "landing.lovedBy", message: "Loved by 2,500+ happy couples" })}
          </p>
          <h1 id="hero-title" className="mt-5 font-display text-4xl leading-tight text-stone-900 sm:text-6xl">
            {withElements(i18n._({ id: "landing.heroTitle", message: "Beautiful wedding RSVPs, <0>beautifully simple</0>" }), {
              0: <span className="font-script text-[1.15em] leading-none font-normal text-blush-600" />,
            })}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">
            {i18n._({
              id: "landing.heroIntro",
              message:
                "Create your wedding page, ask exactly what you need to know, and share one link. Guests reply for their whole party from any phone, and you watch every answer arrive.",
            })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/admin" className={buttonClass("primary", "px-6 text-base")}>
              {i18n._({ id: "landing.createForm", message: "Create Your RSVP Form" })}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button type="button" onClick={showDemo} className={buttonClass("secondary", "px-6 text-base")}>
              <PlayCircle className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "landing.viewDemo", message: "View Demo" })}
            </button>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-stone-700 sm:flex sm:flex-wrap">
            {claims().map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 shrink-0 text-sage-500" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <img
            src="/images/hero-invitation.svg"
            alt={i18n._({
              id: "landing.heroImageAlt",
              message: "A wedding invitation for Amelia and Jonah with gold rings, an envelope and a sprig of flowers",
            })}
            width={800}
            height={640}
            fetchPriority="high"
            className="h-auto w-full drop-shadow-sm"
          />
        </div>
      </div>
    </section>
  );
}
