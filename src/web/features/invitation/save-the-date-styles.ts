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
 */
export const CARD_THEMES: Record<RsvpStyle, CardTheme> = {
  classic,
  modern: {
    page: "bg-stone-100",
    pageText: "text-stone-600",
    card: "bg-white shadow-2xl",
    frame: "",
    photo: "aspect-square",
    eyebrow: "font-sans text-xs font-bold tracking-[0.5em] text-stone-900 uppercase",
    kicker: "font-sans text-xs font-bold tracking-[0.35em] text-stone-900 uppercase",
    names: "font-sans text-5xl leading-[0.95] font-black tracking-tight text-stone-950 uppercase",
    amp: "font-light text-stone-500",
    message: "font-sans text-lg leading-relaxed text-stone-700",
    text: "text-stone-900",
    strong: "text-stone-950",
    muted: "text-stone-600",
    icon: "text-stone-900",
    note: "bg-stone-100",
    noteTitle: "text-stone-900",
    ornament: "text-stone-900",
    ornamentGlyph: "—",
    fonts: [],
  },
  rustic: {
    page: "bg-[#efe4d2]",
    pageText: "text-[#5c4127]",
    card: "rounded-lg border border-[#c9b28f] bg-[#fbf6ec] shadow-md",
    frame: "mx-5 mt-5 rounded-md border-2 border-dashed border-[#a6875b] p-2 lg:mb-5",
    photo: "aspect-[4/3] rounded-sm sepia-[.2] lg:aspect-[4/5]",
    eyebrow: "font-script text-4xl leading-none text-[#6e5030]",
    kicker: "font-display text-xl font-medium text-[#6e5030] italic",
    names: "font-display text-5xl leading-tight font-semibold text-[#4a3520]",
    amp: "font-script font-normal text-[#8a6a3f]",
    message: "font-display text-xl leading-relaxed text-[#3f2e1c] italic",
    text: "text-[#3f2e1c]",
    strong: "text-[#2e2114]",
    muted: "text-[#6e5030]",
    icon: "text-[#8a6a3f]",
    note: "bg-[#f3ead9]",
    noteTitle: "text-[#6e5030]",
    ornament: "text-[#8a6a3f]",
    ornamentGlyph: "✿",
    fonts: ["display"],
  },
  botanical: {
    page: "bg-[#eef2ea]",
    pageText: "text-[#4f6340]",
    card: "rounded-t-[10rem] rounded-b-3xl bg-white ring-1 ring-[#c7d3bb] shadow-[0_25px_70px_-45px_rgba(47,61,39,0.7)]",
    frame: "mx-6 mt-6 overflow-hidden rounded-t-full ring-4 ring-[#dfe7d6] lg:mb-6",
    photo: "aspect-[3/4]",
    eyebrow: "text-xs font-semibold tracking-[0.3em] text-[#4f6340] uppercase",
    kicker: "text-xs font-semibold tracking-[0.28em] text-[#4f6340] uppercase",
    names: "font-display text-5xl leading-tight font-medium text-[#2f3d27]",
    amp: "font-script font-normal text-[#5f7349]",
    message: "font-display text-xl leading-relaxed text-[#2f3d27] italic",
    text: "text-[#2f3d27]",
    strong: "text-[#1f2a19]",
    muted: "text-[#4f6340]",
    icon: "text-[#5f7349]",
    note: "bg-[#eef2ea]",
    noteTitle: "text-[#4f6340]",
    ornament: "text-[#6b7f57]",
    ornamentGlyph: "❧",
    fonts: ["display"],
  },
  minimalist: {
    page: "bg-white",
    pageText: "text-stone-600",
    card: "bg-white",
    frame: "mx-auto mt-10 w-44 lg:w-64",
    photo: "aspect-square rounded-full",
    eyebrow: "text-[0.7rem] font-light tracking-[0.45em] text-stone-600 uppercase",
    kicker: "text-[0.7rem] font-light tracking-[0.4em] text-stone-600 uppercase",
    names: "font-sans text-4xl font-extralight tracking-wide text-stone-900",
    amp: "text-stone-500",
    message: "font-sans text-lg leading-relaxed font-light text-stone-700",
    text: "text-stone-800",
    strong: "text-stone-900",
    muted: "text-stone-600",
    icon: "text-stone-500",
    note: "bg-stone-50 ring-1 ring-stone-200",
    noteTitle: "text-stone-700",
    ornament: "text-stone-300",
    ornamentGlyph: "·",
    fonts: [],
  },
  vintage: {
    page: "bg-[#e9e1d3]",
    pageText: "text-[#5a4429]",
    card: "rounded-sm border-[6px] border-double border-[#8b6f47] bg-[#f7f1e3]",
    frame: "mx-8 mt-8 -rotate-2 bg-white p-3 pb-10 shadow-lg lg:mb-8",
    photo: "aspect-[4/3] sepia",
    eyebrow: "font-display text-base font-semibold tracking-[0.3em] text-[#6b5233] uppercase",
    kicker: "font-display text-base font-semibold tracking-[0.22em] text-[#6b5233] uppercase",
    names: "font-display text-5xl leading-tight font-semibold text-[#3b2a17]",
    amp: "font-display text-[#7a5f3b] italic",
    message: "font-display text-xl leading-relaxed text-[#3b2a17] italic",
    text: "text-[#3b2a17]",
    strong: "text-[#2a1d0f]",
    muted: "text-[#6b5233]",
    icon: "text-[#7a5f3b]",
    note: "bg-[#efe6d2]",
    noteTitle: "text-[#5a4429]",
    ornament: "text-[#8b6f47]",
    ornamentGlyph: "✦",
    fonts: ["display"],
  },
  romantic: {
    page: "bg-linear-to-b from-rose-50 to-pink-100",
    pageText: "text-rose-900",
    card: "rounded-[2.5rem] bg-white/95 shadow-[0_30px_80px_-40px_rgba(190,24,93,0.5)]",
    frame: "mx-auto mt-8 w-56 rounded-full bg-linear-to-br from-rose-200 to-pink-300 p-1.5 lg:w-72",
    photo: "aspect-square rounded-full",
    eyebrow: "font-display text-xl font-medium tracking-[0.2em] text-rose-700 uppercase",
    kicker: "font-display text-lg font-medium tracking-[0.12em] text-rose-700 uppercase",
    names: "font-script text-6xl leading-tight text-rose-950",
    amp: "text-rose-600",
    message: "font-display text-xl leading-relaxed text-stone-800 italic",
    text: "text-stone-800",
    strong: "text-rose-950",
    muted: "text-rose-900",
    icon: "text-rose-600",
    note: "bg-rose-50",
    noteTitle: "text-rose-800",
    ornament: "text-rose-400",
    ornamentGlyph: "♡",
    fonts: ["script"],
  },
  elegant: {
    page: "bg-stone-950",
    pageText: "text-stone-300",
    card: "bg-stone-900 ring-1 ring-amber-200/40 print:bg-white",
    frame: "m-6 p-1 ring-1 ring-amber-200/60",
    photo: "aspect-[4/3] lg:aspect-[4/5]",
    eyebrow: "text-xs tracking-[0.45em] text-amber-200 uppercase print:text-stone-700",
    kicker: "text-xs tracking-[0.35em] text-amber-200 uppercase print:text-stone-700",
    names: "font-display text-5xl leading-tight font-medium tracking-wide text-amber-50 print:text-stone-900",
    amp: "font-script font-normal text-amber-200 print:text-stone-700",
    message: "font-display text-xl leading-relaxed text-stone-200 italic print:text-stone-800",
    text: "text-stone-100 print:text-stone-900",
    strong: "text-amber-50 print:text-stone-900",
    muted: "text-stone-300 print:text-stone-700",
    icon: "text-amber-200 print:text-stone-700",
    note: "bg-stone-800 print:bg-white",
    noteTitle: "text-amber-200 print:text-stone-700",
    ornament: "text-amber-200 print:text-stone-500",
    ornamentGlyph: "◆",
    fonts: ["display"],
  },
  // The legacy value shows as Classic (the style picker marks Classic chosen).
  default: classic,
};

export function themeOf(style: RsvpStyle): CardTheme {
  return CARD_THEMES[style] ?? classic;
}
