import type { CardTheme } from "../save-the-date-styles";

/** The romantic look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
