import type { CardTheme } from "../save-the-date-styles";

/** The modern look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
