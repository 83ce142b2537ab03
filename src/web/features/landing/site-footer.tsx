import type { ReactNode } from "react";
import { Link } from "wouter";
import { BrandMark } from "../../components/brand-mark";

const LINK =
  "rounded text-white underline decoration-stone-500 underline-offset-4 hover:decoration-white focus-visible:ring-2 focus-visible:ring-blush-200 focus-visible:outline-none";

/** docs/spec.md 2: only Create RSVP and View Responses are links; the other items are plain text. */
export function SiteFooter() {
  return (
    <footer className="bg-stone-900 py-12 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-display text-xl text-white">
            <BrandMark /> Forever RSVP
          </p>
          <p className="mt-3 text-sm">Free, beautiful wedding RSVP forms. Made with love for couples everywhere.</p>
        </div>
        <FooterColumn title="Product">
          <li>
            <Link href="/admin" className={LINK}>
              Create RSVP
            </Link>
          </li>
          <li>
            <Link href="/responses" className={LINK}>
              View Responses
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Resources">
          <li>Planning Checklist</li>
          <li>Budget Guide</li>
          <li>Timeline Templates</li>
          <li>Wedding Tips</li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li>Help Center</li>
          <li>Contact Us</li>
          <li>Privacy Policy</li>
          <li>Terms of Service</li>
        </FooterColumn>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-stone-700 px-4 pt-6 text-sm sm:px-6">
        © {new Date().getFullYear()} Forever RSVP. All rights reserved.
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
