import { PHOTO_SIZES } from "../../../contract/photos";
import type { GuestScreenName } from "../../../contract/screens";
import { DEFAULT_LOCALE, localeDirection, type Locale } from "../../../contract/locales";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { getPublicView, type PublicWeddingView } from "../weddings";
import type { ThemeFont } from "../../../contract/theme-fonts";
import { escapeHtml, fontPreloadLinks, jsonForScript, preloadLinks, type PageParts } from "./html";
import {
  activateGuestLocale,
  coupleNames,
  guestPageDescription,
  guestPageFonts,
  guestPageTitle,
  notFoundTitle,
  photoAlt,
  prerenderGuestPage,
  prerenderLockedPage,
} from "./prerender";

export interface GuestPageInput {
  page: GuestScreenName;
  /** The code exactly as in the URL: the client caches the data under the same key. */
  code: string;
  view: PublicWeddingView | undefined;
  origin: string;
  preload: { js: string[]; css: string[] };
  srcSet?: (photoUrl: string) => string | undefined;
  /** Built font files by face (none before a build). */
  fonts?: Partial<Record<ThemeFont, string>>;
  /** The language the page is painted in (contract/guest-locale.ts chose it); its catalogue is loaded. */
  locale?: Locale;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

const meta = (attribute: "property" | "name", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Head tags, title and the embedded data for a guest page: a rich link preview and a first paint with no spinner. */
export function guestPageParts(input: GuestPageInput): PageParts {
  const { page, code, view, origin, preload, locale = DEFAULT_LOCALE } = input;
  // Synchronous from here to the end of the pre-render, so no other request's language slips in.
  activateGuestLocale(locale);
  const language = { lang: locale, dir: localeDirection(locale) };
  const head = ['<meta name="robots" content="noindex" />', ...preloadLinks(preload)];
  const data = `<script type="application/json" id="initial-data">${jsonForScript({ code, full: view ? { ...view.wedding, questions: view.questions, ...(view.events?.length ? { events: view.events } : {}), ...(view.sections?.length ? { sections: view.sections } : {}) } : null })}</script>`;
  if (!view) return { ...language, title: notFoundTitle(), head: head.join("\n    "), data };

  const { wedding } = view;
  const names = coupleNames(wedding);
  const description = guestPageDescription(page, wedding, locale);
  const url = `${origin}/${page}/${encodeURIComponent(code)}`;
  const fonts = guestPageFonts(wedding).flatMap((font) => input.fonts?.[font] ?? []);
  head.push(
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Forever RSVP"),
    meta("property", "og:title", names),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", names),
    meta("name", "twitter:description", description),
  );
  if (wedding.photoUrl) {
    const image = absolute(origin, wedding.photoUrl);
    head.push(meta("property", "og:image", image), meta("name", "twitter:image", image), meta("property", "og:image:alt", photoAlt(wedding)));
    // The invitation photo is the largest paint: start it with the HTML, not after the JS.
    const srcSet = input.srcSet?.(wedding.photoUrl);
    head.push(
      `<link rel="preload" as="image" href="${escapeHtml(wedding.photoUrl)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${PHOTO_SIZES}"` : ""} fetchpriority="high" />`,
    );
  }
  // After the photo: on a slow phone link the photo is the largest paint, the names have a fallback meanwhile.
  head.push(...fontPreloadLinks(fonts));
  return {
    ...language,
    title: guestPageTitle(page, wedding),
    description,
    head: head.join("\n    "),
    html: prerenderGuestPage(page, wedding, origin, locale, view.events, view.sections),
    data,
  };
}

/**
 * A guest page of a site whose couple set a password, for a reader without it (decision 0045):
 * the couple's names (title, heading, link preview) and the password form; no date, venue,
 * photo, message, question, event or section, in the HTML or its embedded data.
 */
export function lockedPageParts(
  input: Pick<GuestPageInput, "page" | "code" | "preload" | "locale"> & { wedding: PublicWeddingView["wedding"]; problem?: "wrong" | "limit" },
): PageParts {
  const { page, code, preload, locale = DEFAULT_LOCALE, wedding } = input;
  activateGuestLocale(locale);
  const names = coupleNames(wedding);
  const lock = { names, ...(input.problem ? { problem: input.problem } : {}) };
  const head = [
    '<meta name="robots" content="noindex" />',
    ...preloadLinks(preload),
    meta("property", "og:title", names),
    meta("name", "twitter:title", names),
  ];
  return {
    lang: locale,
    dir: localeDirection(locale),
    title: names,
    head: head.join("\n    "),
    html: prerenderLockedPage(code, page, lock),
    data: `<script type="application/json" id="initial-data">${jsonForScript({ code, full: null, locked: lock })}</script>`,
  };
}

/** The public view, or undefined for a code no wedding has (the page then shows Not Found, with a 404). */
export async function findGuestView(ctx: AppContext, code: string): Promise<PublicWeddingView | undefined> {
  if (code.length > 64) return undefined;
  try {
    return await getPublicView(ctx, code);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  }
}
