import type { CardTheme } from "../save-the-date-styles";

/** The botanical look (save-the-date-styles.ts): its own chunk, fetched before the first paint of a wedding that wears it. */
const theme: CardTheme = {
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
};
export default theme;
