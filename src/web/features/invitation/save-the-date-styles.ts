import { useEffect, useState } from "react";
import type { RsvpStyle } from "../../../contract/wedding";
import type { ThemeFont } from "../../../contract/theme-fonts";

export interface CardTheme {
  /** The page behind the card, on /rsvp and /save-the-date, and the colour of text set directly on it. */
  page: string;
  pageText: string;
  card: string;
  /** Wrapper around the save-the-date photo: the frame. */
  frame: string;
  photo: string;
  /** "Save the Date" above the names. */
  eyebrow: string;
  /** "You're invited to the wedding of", above the names on the invitation. */
  kicker: string;
  names: string;
  amp: string;
  message: string;
  text: string;
  /** Emphasis inside body text (the reply-by date). */
  strong: string;
  muted: string;
  icon: string;
  /** Children and gift notes on the invitation. */
  note: string;
  noteTitle: string;
  ornament: string;
  ornamentGlyph: string;
  /**
   * The self-hosted face the names are set in, which the server preloads (src/server/features/pages/service.ts).
   * Only that one: the other faces (accents, the message) swap in when they arrive rather than
   * compete with the photo and the scripts for a phone's first seconds.
   */
  fonts: readonly ThemeFont[];
}

const classic: CardTheme = {
  page: "bg-[radial-gradient(ellipse_at_top,var(--color-blush-100),var(--color-blush-50)_60%)]",
  pageText: "text-stone-600",
  card: "rounded-[2rem] bg-white shadow-[0_25px_70px_-40px_rgba(133,63,49,0.6)] ring-1 ring-blush-200",
  frame: "mx-5 mt-5 rounded-[1.6rem] bg-blush-50 p-2 ring-1 ring-blush-200 lg:mb-5",
  photo: "aspect-[4/5] rounded-[1.2rem]",
  eyebrow: "font-script text-4xl leading-none text-blush-700",
  kicker: "text-xs font-semibold tracking-[0.28em] text-blush-700 uppercase",
  names: "font-display text-5xl leading-tight font-medium text-stone-900",
  amp: "font-script text-blush-600",
  message: "font-display text-xl leading-relaxed text-stone-700 italic",
  text: "text-stone-800",
  strong: "text-stone-900",
  muted: "text-stone-600",
  icon: "text-blush-600",
  note: "bg-blush-50",
  noteTitle: "text-blush-700",
  ornament: "text-blush-500",
  ornamentGlyph: "❦",
  fonts: ["display"],
};

/**
 * One look per rsvpStyle (docs/spec.md section 2), for the save-the-date and the RSVP page alike
 * (docs/decisions/0016-typography-and-themes.md). Class names are written out in full so Tailwind
 * finds them; every text colour meets WCAG AA on its card (e2e/themes.test.ts runs axe-core on
 * each); print: variants keep every style legible in black on paper.
 *
 * A wedding wears one look, so each but Classic is its own chunk (themes/), loaded before a guest
 * page's first render (routes/rsvp.tsx, routes/save-the-date.tsx): the eight others were 1.6 KB
 * gzip of every guest page's budget (docs/decisions/0019-events.md). The server, which renders
 * synchronously, provides them all (all-themes.ts, never in the web bundle); the couple's style
 * preview fetches them all as it loads (features/themes/theme-preview.tsx), so no guest page carries that code.
 */
const loaders: Partial<Record<RsvpStyle, () => Promise<{ default: CardTheme }>>> = {
  modern: () => import("./themes/modern"),
  rustic: () => import("./themes/rustic"),
  botanical: () => import("./themes/botanical"),
  minimalist: () => import("./themes/minimalist"),
  vintage: () => import("./themes/vintage"),
  romantic: () => import("./themes/romantic"),
  elegant: () => import("./themes/elegant"),
};
// The legacy value shows as Classic (the style picker marks Classic chosen).
const themes: Partial<Record<RsvpStyle, CardTheme>> = { classic, default: classic };

export function provideThemes(all: Partial<Record<RsvpStyle, CardTheme>>): void {
  Object.assign(themes, all);
}

/** Before a page's first render: the wedding's look (a chunk that fails leaves Classic). */
export async function loadTheme(style?: RsvpStyle): Promise<void> {
  const load = style && !themes[style] && loaders[style];
  if (load) themes[style!] = (await load().catch(() => ({ default: classic }))).default;
}

export function themeOf(style: RsvpStyle): CardTheme {
  return themes[style] ?? classic;
}

/** The look for a page frame or a preview: one not loaded yet is fetched, then drawn. */
export function useTheme(style: RsvpStyle): CardTheme {
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!themes[style]) void loadTheme(style).then(() => redraw((count) => count + 1));
  }, [style]);
  return themeOf(style);
}
