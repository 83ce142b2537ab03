import { i18n } from "../../lib/site-i18n";
import type { ComponentType, SVGProps } from "react";
import Camera from "lucide-react/icons/camera";
import Palette from "lucide-react/icons/palette";
import Share2 from "lucide-react/icons/share-2";
import Smartphone from "lucide-react/icons/smartphone";
import Users from "lucide-react/icons/users";
import Zap from "lucide-react/icons/zap";

const features = (): { key: string; icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; description: string }[] => [
  {
    key: "mobile",
    icon: Smartphone,
    title: i18n._({ id: "landing.featureMobile", message: "Mobile-Friendly RSVP Forms" }),
    description: i18n._({
      id: "landing.featureMobileText",
      message: "Guests reply in a minute from any phone, tablet or laptop. No app, no account, no fuss.",
    }),
  },
  {
    key: "guests",
    icon: Users,
    title: i18n._({ id: "landing.featureGuests", message: "Guest Management" }),
    description: i18n._({
      id: "landing.featureGuestsText",
      message: "Every response in one place, with dietary restrictions, special requests and each guest's party.",
    }),
  },
  {
    key: "live",
    icon: Zap,
    title: i18n._({ id: "landing.featureLive", message: "Live Dashboard Updates" }),
    description: i18n._({ id: "landing.featureLiveText", message: "Replies appear as they arrive, with counts of who's coming and whose side they're on." }),
  },
  {
    key: "sharing",
    icon: Share2,
    title: i18n._({ id: "landing.featureSharing", message: "Easy Sharing" }),
    description: i18n._({ id: "landing.featureSharingText", message: "Two links to share anywhere: a save-the-date and an RSVP form. Copy, paste, done." }),
  },
  {
    key: "photo",
    icon: Camera,
    title: i18n._({ id: "landing.featurePhoto", message: "Photo Integration" }),
    description: i18n._({ id: "landing.featurePhotoText", message: "Add your favourite photo of the two of you to make the invitation unmistakably yours." }),
  },
  {
    key: "themes",
    icon: Palette,
    title: i18n._({ id: "landing.featureThemes", message: "Custom Themes & Analytics" }),
    description: i18n._({
      id: "landing.featureThemesText",
      message: "Choose a design for your save-the-date, and export every answer to a spreadsheet for planning.",
    }),
  },
];

export function FeaturesGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="font-display text-3xl text-stone-900 sm:text-4xl">
            {i18n._({ id: "landing.featuresTitle", message: "Everything you need for stress-free RSVPs" })}
          </h2>
          <p className="mt-3 text-stone-700">
            {i18n._({ id: "landing.featuresIntro", message: "Thoughtful tools that take the spreadsheet juggling out of wedding planning." })}
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features().map(({ key, icon: Icon, title, description }) => (
            <li key={key} className="rounded-2xl border border-blush-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-blush-100 text-blush-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-display text-xl text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-700">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
