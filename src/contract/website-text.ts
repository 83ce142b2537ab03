import type { Locale } from "./locales";

// Plain types and functions with no zod import, so the guest bundle can read a section in the
// guest's language and show a link's host without the schema library (docs/decisions/0009).

/**
 * The website's sections (docs/decisions/0045-website-sections.md). `schedule` (at most one) has a
 * title and an intro of its own; its entries are the events each reader may see, never stored in it.
 */
export const SECTION_KINDS = ["story", "schedule", "travel", "things_to_do", "qa", "registry", "wedding_party"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** One entry of a section: a question and its answer, a store or fund and its note, a person and their role, a hotel, a place. */
export interface SectionItem {
  label: string;
  detail: string | null;
  /** http(s) only, stored normalised; shown as a plain outgoing link with its host beside it. */
  url: string | null;
  /** A photo the server processed for this wedding (the photo pipeline). */
  photoUrl: string | null;
}

export type SectionItemTranslation = { label?: string; detail?: string };
export type SectionTranslation = { title?: string; body?: string; items?: SectionItemTranslation[] };
export type SectionTranslations = Partial<Record<Locale, SectionTranslation>>;

/** A section as a guest in its audience reads it: never who the audience is. */
export interface GuestSection {
  id: string;
  kind: SectionKind;
  title: string;
  body: string | null;
  items: SectionItem[];
  photos: string[];
  translations?: SectionTranslations;
}

/** The section's title or body in `locale`, else as the couple wrote it. */
export function sectionText(section: GuestSection, field: "title" | "body", locale: Locale | undefined): string | null {
  const translated = locale ? section.translations?.[locale]?.[field]?.trim() : undefined;
  return translated || section[field];
}

/** An item's label or detail in `locale` (aligned by index), else as the couple wrote it. */
export function itemText(section: GuestSection, index: number, field: "label" | "detail", locale: Locale | undefined): string | null {
  const translated = locale ? section.translations?.[locale]?.items?.[index]?.[field]?.trim() : undefined;
  return translated || section.items[index]?.[field] || null;
}

/** The host a link leaves for, shown beside the couple's label so a guest sees where it goes. */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
