import type { CardTheme } from "../save-the-date-styles";

/** The vintage look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
