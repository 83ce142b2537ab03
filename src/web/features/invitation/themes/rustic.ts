import type { CardTheme } from "../save-the-date-styles";

/** The rustic look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
