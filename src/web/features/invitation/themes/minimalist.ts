import type { CardTheme } from "../save-the-date-styles";

/** The minimalist look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
