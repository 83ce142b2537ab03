import { i18n } from "../../lib/site-i18n";
import { Link } from "wouter";
import ArrowRight from "lucide-react/icons/arrow-right";
import { buttonClass } from "../../components/ui/button";

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-blush-100 via-white to-blush-200 p-8 text-center shadow-sm sm:p-14">
        <h2 id="cta-title" className="font-display text-3xl text-stone-900 sm:text-4xl">
          {i18n._({ id: "landing.ctaTitle", message: "Ready to create your perfect RSVP?" })}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-700">
          {i18n._({
            id: "landing.ctaIntro",
            message: "Join thousands of couples who planned their day with Forever RSVP. It's free, and you'll be done in under 5 minutes.",
          })}
        </p>
        <Link href="/admin" className={buttonClass("primary", "mt-8 px-8 text-base")}>
          {i18n._({ id: "landing.startFree", message: "Start For Free" })}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <p className="mt-4 text-sm text-stone-600">{i18n._({ id: "landing.ctaClaims", message: "No credit card · Unlimited responses" })}</p>
      </div>
    </section>
  );
}
