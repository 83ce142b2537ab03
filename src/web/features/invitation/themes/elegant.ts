import type { CardTheme } from "../save-the-date-styles";

/** The elegant look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
