import "../couple.css";
import { FeaturesGrid } from "../features/landing/features-grid";
import { FinalCta } from "../features/landing/final-cta";
import { Gallery } from "../features/landing/gallery";
import { Hero } from "../features/landing/hero";
import { Resources } from "../features/landing/resources";
import { SiteFooter } from "../features/landing/site-footer";
import { StatsBand } from "../features/landing/stats-band";
import { Testimonials } from "../features/landing/testimonials";

export default function Landing() {
  return (
    <>
      <main id="main">
        <Hero />
        <Gallery />
        <FeaturesGrid />
        <StatsBand />
        <Resources />
        <Testimonials />
        <FinalCta />
      </main>
      <SiteFooter />
    </>
  );
}
