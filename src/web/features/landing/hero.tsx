import { Link } from "wouter";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import PlayCircle from "lucide-react/icons/circle-play";
import { buttonClass } from "../../components/ui/button";

export const CLAIMS = ["100% free", "No credit card", "Set up in under 5 minutes", "Unlimited responses"] as const;

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
            <span aria-hidden="true">♥</span> Loved by 2,500+ happy couples
          </p>
          <h1 id="hero-title" className="mt-5 font-display text-4xl leading-tight text-stone-900 sm:text-6xl">
            Beautiful wedding RSVPs, <span className="font-script text-[1.15em] leading-none font-normal text-blush-600">beautifully simple</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">
            Create your wedding page, ask exactly what you need to know, and share one link. Guests reply for their whole party from any phone, and you watch
            every answer arrive.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/admin" className={buttonClass("primary", "px-6 text-base")}>
              Create Your RSVP Form
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button type="button" onClick={showDemo} className={buttonClass("secondary", "px-6 text-base")}>
              <PlayCircle className="h-4 w-4" aria-hidden="true" />
              View Demo
            </button>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-stone-700 sm:flex sm:flex-wrap">
            {CLAIMS.map((claim) => (
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
            alt="A wedding invitation for Amelia and Jonah with gold rings, an envelope and a sprig of flowers"
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
