/**
 * The self-hosted faces a page preloads (src/web/fonts.css): the Latin file of each, which every
 * name in a Latin script needs first. The server finds their hashed names in the Vite manifest by
 * these file names. Plain data, so the guest bundle and the server can both read it.
 */
export const THEME_FONT_FILES = {
  display: "cormorant-garamond-latin-500-normal.woff2",
  script: "great-vibes-latin-400-normal.woff2",
} as const;

export type ThemeFont = keyof typeof THEME_FONT_FILES;

/** The landing page's headings are in the display face (src/web/features/landing/); its script accent swaps in. */
export const LANDING_FONTS: readonly ThemeFont[] = ["display"];
