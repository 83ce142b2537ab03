import { i18n } from "../../lib/site-i18n";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BrandMark } from "../../components/brand-mark";

// At least 44 px tall, as every tap target (docs/design.md section 8).
const LINK =
  "inline-flex min-h-11 items-center rounded-sm text-white underline decoration-stone-500 underline-offset-4 hover:decoration-white focus-visible:ring-2 focus-visible:ring-blush-200 focus-visible:outline-none";

/** docs/spec.md 2: only Create RSVP and View Responses are links; the other items are plain text. */
export function SiteFooter() {
  return (
    <footer className="bg-stone-900 py-12 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-display text-xl text-white">
            <BrandMark /> Forever RSVP
          </p>
          <p className="mt-3 text-sm">
            {i18n._({ id: "landing.footerTagline", message: "Free, beautiful wedding RSVP forms. Made with love for couples everywhere." })}
          </p>
        </div>
        <FooterColumn title={i18n._({ id: "landing.footerProduct", message: "Product" })}>
          <li>
            <Link href="/admin" className={LINK}>
              {i18n._({ id: "landing.footerCreate", message: "Create RSVP" })}
            </Link>
          </li>
          <li>
            <Link href="/responses" className={LINK}>
              {i18n._({ id: "landing.footerResponses", message: "View Responses" })}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={i18n._({ id: "landing.footerResources", message: "Resources" })}>
          <li>{i18n._({ id: "landing.footerChecklist", message: "Planning Checklist" })}</li>
          <li>{i18n._({ id: "landing.footerBudget", message: "Budget Guide" })}</li>
          <li>{i18n._({ id: "landing.footerTimeline", message: "Timeline Templates" })}</li>
          <li>{i18n._({ id: "landing.footerTips", message: "Wedding Tips" })}</li>
        </FooterColumn>
        <FooterColumn title={i18n._({ id: "landing.footerSupport", message: "Support" })}>
          <li>{i18n._({ id: "landing.footerHelp", message: "Help Center" })}</li>
          <li>{i18n._({ id: "landing.footerContact", message: "Contact Us" })}</li>
          <li>{i18n._({ id: "landing.footerPrivacy", message: "Privacy Policy" })}</li>
          <li>{i18n._({ id: "landing.footerTerms", message: "Terms of Service" })}</li>
        </FooterColumn>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-stone-700 px-4 pt-6 text-sm sm:px-6">
        {i18n._({ id: "landing.copyright", message: "© {year} Forever RSVP. All rights reserved.", values: { year: String(new Date().getFullYear()) } })}
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-widest text-white uppercase">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">{children}</ul>
    </div>
  );
}
