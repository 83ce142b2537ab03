import { useEffect, useRef } from "react";
import { useLingui } from "../../lib/i18n-react";
import { loadSections, useGuestSections, type SectionsWedding } from "./guest-sections";

/**
 * Where the website's sections go (docs/decisions/0045-website-sections.md): below the reply. Until
 * their chunk is in, an empty marker stands there; the chunk is fetched when the guest scrolls
 * within a screen of it, and the sections then appear below everything already shown, so nothing moves.
 */
export function SectionsSlot({ wedding }: { wedding: SectionsWedding }) {
  const { sections, Sections } = useGuestSections(wedding);
  const { i18n } = useLingui();
  const marker = useRef<HTMLDivElement>(null);
  const waiting = sections.length > 0 && !Sections;
  useEffect(() => {
    const element = marker.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadSections(sections).catch(() => undefined);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, sections]);
  if (!sections.length) return null;
  return Sections ? <Sections wedding={wedding} sections={sections} i18n={i18n} /> : <div ref={marker} />;
}
