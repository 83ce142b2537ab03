import type { RsvpStyle } from "../../../contract/wedding";

export interface CardTheme {
  page: string;
  card: string;
  /** Wrapper around the photo: the frame. */
  frame: string;
  photo: string;
  eyebrow: string;
  names: string;
  amp: string;
  text: string;
  muted: string;
  ornament: string;
  ornamentGlyph: string;
}

/**
 * One look per rsvpStyle (docs/spec.md section 2). Class names are written out in full so
 * Tailwind finds them; print: variants keep every style legible in black on paper.
 */
export const CARD_THEMES: Record<RsvpStyle, CardTheme> = {
  classic: {
    page: "bg-blush-50",
    card: "rounded-[2rem] bg-white shadow-[0_25px_70px_-40px_rgba(133,63,49,0.6)] ring-1 ring-blush-200",
    frame: "mx-5 mt-5 rounded-[1.6rem] bg-blush-50 p-2 ring-1 ring-blush-200",
    photo: "aspect-[4/5] rounded-[1.2rem]",
    eyebrow: "font-serif text-sm tracking-[0.35em] text-blush-700 uppercase",
    names: "font-serif text-5xl leading-tight text-stone-900",
    amp: "text-blush-600 italic",
    text: "text-stone-800",
    muted: "text-stone-600",
    ornament: "text-blush-500",
    ornamentGlyph: "❦",
  },
  modern: {
    page: "bg-stone-100",
    card: "bg-white shadow-2xl",
    frame: "",
    photo: "aspect-square",
    eyebrow: "font-sans text-xs font-bold tracking-[0.5em] text-stone-900 uppercase",
    names: "font-sans text-5xl leading-[0.95] font-black tracking-tight text-stone-950 uppercase",
    amp: "font-light text-stone-500",
    text: "text-stone-900",
    muted: "text-stone-600",
    ornament: "text-stone-900",
    ornamentGlyph: "—",
  },
  rustic: {
    page: "bg-[#efe4d2]",
    card: "rounded-lg border border-[#c9b28f] bg-[#fbf6ec] shadow-md",
    frame: "mx-5 mt-5 rounded-md border-2 border-dashed border-[#a6875b] p-2",
    photo: "aspect-[4/3] rounded-sm sepia-[.2]",
    eyebrow: "font-serif text-lg text-[#6e5030] italic",
    names: "font-serif text-5xl leading-tight text-[#4a3520]",
    amp: "text-[#8a6a3f] italic",
    text: "text-[#3f2e1c]",
    muted: "text-[#6e5030]",
    ornament: "text-[#8a6a3f]",
    ornamentGlyph: "✿",
  },
  botanical: {
    page: "bg-[#eef2ea]",
    card: "rounded-t-[10rem] rounded-b-3xl bg-white ring-1 ring-[#c7d3bb] shadow-[0_25px_70px_-45px_rgba(47,61,39,0.7)]",
    frame: "mx-6 mt-6 overflow-hidden rounded-t-full ring-4 ring-[#dfe7d6]",
    photo: "aspect-[3/4]",
    eyebrow: "text-xs font-semibold tracking-[0.3em] text-[#4f6340] uppercase",
    names: "font-serif text-5xl leading-tight text-[#2f3d27]",
    amp: "text-[#5f7349] italic",
    text: "text-[#2f3d27]",
    muted: "text-[#4f6340]",
    ornament: "text-[#6b7f57]",
    ornamentGlyph: "❧",
  },
  minimalist: {
    page: "bg-white",
    card: "bg-white",
    frame: "mx-auto mt-10 w-44",
    photo: "aspect-square rounded-full",
    eyebrow: "text-[0.7rem] font-light tracking-[0.45em] text-stone-600 uppercase",
    names: "font-sans text-4xl font-extralight tracking-wide text-stone-900",
    amp: "text-stone-500",
    text: "text-stone-800",
    muted: "text-stone-600",
    ornament: "text-stone-300",
    ornamentGlyph: "·",
  },
  vintage: {
    page: "bg-[#e9e1d3]",
    card: "rounded-sm border-[6px] border-double border-[#8b6f47] bg-[#f7f1e3]",
    frame: "mx-8 mt-8 -rotate-2 bg-white p-3 pb-10 shadow-lg",
    photo: "aspect-[4/3] sepia",
    eyebrow: "font-serif text-sm tracking-[0.25em] text-[#6b5233] uppercase",
    names: "font-serif text-5xl leading-tight text-[#3b2a17]",
    amp: "text-[#8b6f47]",
    text: "text-[#3b2a17]",
    muted: "text-[#6b5233]",
    ornament: "text-[#8b6f47]",
    ornamentGlyph: "✦",
  },
  romantic: {
    page: "bg-linear-to-b from-rose-50 to-pink-100",
    card: "rounded-[2.5rem] bg-white/95 shadow-[0_30px_80px_-40px_rgba(190,24,93,0.5)]",
    frame: "mx-auto mt-8 w-56 rounded-full bg-linear-to-br from-rose-200 to-pink-300 p-1.5",
    photo: "aspect-square rounded-full",
    eyebrow: "font-serif text-xl text-rose-700 italic",
    names: "font-serif text-5xl leading-tight text-rose-950 italic",
    amp: "text-rose-600",
    text: "text-stone-800",
    muted: "text-rose-900/80",
    ornament: "text-rose-400",
    ornamentGlyph: "♡",
  },
  elegant: {
    page: "bg-stone-950",
    card: "bg-stone-900 ring-1 ring-amber-200/40 print:bg-white",
    frame: "m-6 p-1 ring-1 ring-amber-200/60",
    photo: "aspect-[4/3]",
    eyebrow: "text-xs tracking-[0.45em] text-amber-200 uppercase print:text-stone-700",
    names: "font-serif text-5xl leading-tight text-amber-50 print:text-stone-900",
    amp: "text-amber-200 italic print:text-stone-700",
    text: "text-stone-100 print:text-stone-900",
    muted: "text-stone-300 print:text-stone-700",
    ornament: "text-amber-200 print:text-stone-500",
    ornamentGlyph: "◆",
  },
  default: {
    page: "bg-blush-50",
    card: "rounded-2xl bg-white shadow-lg",
    frame: "",
    photo: "aspect-[4/3]",
    eyebrow: "text-xs font-semibold tracking-[0.25em] text-blush-700 uppercase",
    names: "font-serif text-4xl leading-tight text-stone-900",
    amp: "text-blush-600",
    text: "text-stone-800",
    muted: "text-stone-600",
    ornament: "text-blush-500",
    ornamentGlyph: "♥",
  },
};
