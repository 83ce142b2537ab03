import type { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locales";
import { keepOfferedTranslations, languageProblems } from "../../../contract/translations";
import {
  WEBSITE_LIMITS,
  type HostSection,
  type Website,
  type ZSectionCreate,
  type ZSectionTranslationsInput,
  type ZSectionUpdate,
} from "../../../contract/website";
import type { SectionItem, SectionTranslation, SectionTranslations } from "../../../contract/website-text";
import type { AppContext } from "../../context";
import type { WebsiteSectionRow, WeddingRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError, notFound } from "../../errors";
import { eventDetailsOf } from "../events";
import { checkPhotoForWedding } from "../photos";
import { announceWeddingChange, findWedding } from "../weddings";
import * as repo from "./repository";
import { hashSitePassword } from "./site-password";

type Create = z.output<typeof ZSectionCreate>;
type Update = z.output<typeof ZSectionUpdate>;
type TranslationsInput = z.output<typeof ZSectionTranslationsInput>;

function toHostSection(row: WebsiteSectionRow): HostSection {
  const audience: HostSection["audience"] =
    row.audience === "event"
      ? { kind: "event", eventId: row.audienceEventId }
      : row.audience === "tags"
        ? { kind: "tags", tags: row.audienceTags }
        : { kind: "everyone" };
  return {
    id: row.id,
    kind: row.kind as HostSection["kind"],
    title: row.title,
    body: row.body,
    items: row.items,
    photos: row.photos,
    translations: row.translations,
    position: row.position,
    hidden: row.hidden,
    audience,
  };
}

export async function getWebsite(ctx: AppContext, wedding: WeddingRow): Promise<Website> {
  const [rows, hash] = await Promise.all([repo.listSections(ctx.db, wedding.id), repo.findPasswordHash(ctx.db, wedding.id)]);
  return { sections: rows.map(toHostSection), passwordSet: !!hash };
}

export async function findWeddingOfSection(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const row = await repo.findSection(ctx.db, id);
  return row ? findWedding(ctx, row.weddingId) : undefined;
}

async function requireSectionOf(ctx: AppContext, wedding: WeddingRow, id: string): Promise<WebsiteSectionRow> {
  const row = await repo.findSection(ctx.db, id);
  if (!row || row.weddingId !== wedding.id) throw notFound("Section");
  return row;
}

const invalid = (field: string, message: string) => new AppError("validation_failed", `Invalid body: ${field}: ${message}`, { [field]: message });

/** The audience's columns; an event must be one of this wedding's extra events (400 otherwise, nothing stored). */
async function audienceColumns(ctx: AppContext, wedding: WeddingRow, audience: Create["audience"]) {
  if (audience.kind === "everyone") return { audience: "everyone", audienceEventId: null, audienceTags: [] as string[] };
  if (audience.kind === "tags") return { audience: "tags", audienceEventId: null, audienceTags: audience.tags };
  const events = await eventDetailsOf(ctx, wedding.id);
  if (!events.some((event) => event.id === audience.eventId)) throw invalid("audience.eventId", "Not one of this wedding's events");
  return { audience: "event", audienceEventId: audience.eventId, audienceTags: [] as string[] };
}

/**
 * The section's photos and its items' must be photos the server processed for this wedding (the
 * photo pipeline, docs/decisions/0005-photo-uploads.md): one already shown stays; a new one is checked.
 */
async function checkPhotos(
  ctx: AppContext,
  wedding: WeddingRow,
  photos: readonly string[],
  items: readonly SectionItem[],
  kept: readonly string[],
): Promise<string[]> {
  const all = [...new Set([...photos, ...items.flatMap((item) => (item.photoUrl ? [item.photoUrl] : []))])];
  if (all.length > WEBSITE_LIMITS.photos + WEBSITE_LIMITS.items) throw invalid("photos", "Too many photos");
  for (const url of all) {
    if (kept.includes(url)) continue;
    await checkPhotoForWedding(ctx.db, { id: wedding.id, photoUrl: null }, url).catch(() => {
      throw invalid("photos", "Upload the photo here; other addresses and other weddings' photos cannot be used");
    });
  }
  return all;
}

function weddingLanguages(wedding: WeddingRow): { locale: Locale; offered: Locale[] } {
  const locale = isLocale(wedding.locale) ? wedding.locale : DEFAULT_LOCALE;
  return { locale, offered: wedding.locales.filter(isLocale) };
}

/** Translations after a write, by decision 0018's rules: offered languages only, blank is "not translated", a language left out keeps what it had. */
function translationsAfter(wedding: WeddingRow, current: SectionTranslations, input: TranslationsInput | undefined): SectionTranslations {
  if (!input) return current;
  const { locale, offered } = weddingLanguages(wedding);
  const problems = Object.entries(languageProblems(locale, offered, Object.keys(input))).filter(([field]) => field.startsWith("translations."));
  if (problems.length) throw invalid(problems[0]![0], problems[0]![1]);
  const merged: SectionTranslations = { ...current };
  for (const [code, entry] of Object.entries(input)) {
    const items = entry.items?.map((item) => ({ ...(item.label ? { label: item.label } : {}), ...(item.detail ? { detail: item.detail } : {}) }));
    const kept: SectionTranslation = {
      ...(entry.title ? { title: entry.title } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(items?.some((item) => Object.keys(item).length) ? { items } : {}),
    };
    if (Object.keys(kept).length) merged[code as Locale] = kept;
    else delete merged[code as Locale];
  }
  return keepOfferedTranslations(merged, locale, offered);
}

const TOO_MANY = `A website can have at most ${WEBSITE_LIMITS.sections} sections. Remove one before adding another.`;
const ONE_SCHEDULE = "Your website already has a schedule section: it lists your events. Edit that one instead.";

/** The schedule lists the events each reader may see (decision 0045): it holds no entries or photos of its own. */
function checkScheduleFields(kind: string, fields: { items?: readonly unknown[]; photos?: readonly unknown[] }) {
  if (kind !== "schedule") return;
  if (fields.items?.length) throw invalid("items", "The schedule lists your events; add or change them on the Events screen");
  if (fields.photos?.length) throw invalid("photos", "The schedule lists your events; it has no photos of its own");
}

export async function createSection(ctx: AppContext, wedding: WeddingRow, input: Create): Promise<HostSection> {
  checkScheduleFields(input.kind, input);
  const audience = await audienceColumns(ctx, wedding, input.audience);
  const photoUrls = await checkPhotos(ctx, wedding, input.photos, input.items, []);
  const translations = translationsAfter(wedding, {}, input.translations);
  const values = {
    kind: input.kind,
    title: input.title,
    body: input.body ?? null,
    items: input.items,
    photos: input.photos,
    photoUrls,
    hidden: input.hidden,
    translations,
    ...audience,
  };
  // Counted under the wedding's row lock, so parallel adds cannot both see room for one more.
  const created = await ctx.db.transaction(async (tx) => {
    await lockWedding(tx, wedding.id);
    const { n, last } = await repo.sectionCount(tx, wedding.id);
    if (n >= WEBSITE_LIMITS.sections) return "full" as const;
    if (input.kind === "schedule" && (await repo.hasSchedule(tx, wedding.id))) return "schedule" as const;
    return repo.insertSection(tx, wedding.id, values, last + 1);
  });
  if (created === "full") throw new AppError("conflict", TOO_MANY, { sections: TOO_MANY });
  if (created === "schedule") throw new AppError("conflict", ONE_SCHEDULE, { kind: ONE_SCHEDULE });
  await announceWeddingChange(ctx, wedding);
  return toHostSection(created);
}

export async function updateSection(ctx: AppContext, wedding: WeddingRow, id: string, patch: Update): Promise<HostSection> {
  const current = await requireSectionOf(ctx, wedding, id);
  checkScheduleFields(current.kind, patch);
  const { audience, translations, photos, items, ...fields } = patch;
  const photoUrls = photos || items ? await checkPhotos(ctx, wedding, photos ?? current.photos, items ?? current.items, current.photoUrls) : undefined;
  await repo.updateSection(ctx.db, id, {
    ...fields,
    ...(photos ? { photos } : {}),
    ...(items ? { items } : {}),
    ...(photoUrls ? { photoUrls } : {}),
    ...(audience ? await audienceColumns(ctx, wedding, audience) : {}),
    ...(translations ? { translations: translationsAfter(wedding, current.translations, translations) } : {}),
  });
  await announceWeddingChange(ctx, wedding);
  return toHostSection((await repo.findSection(ctx.db, id))!);
}

/** The whole order at once, in one transaction: every section of this wedding, once. */
export async function reorderSections(ctx: AppContext, wedding: WeddingRow, ids: string[]): Promise<Website> {
  const known = new Set((await repo.listSections(ctx.db, wedding.id)).map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw invalid("ids", "List every section of this wedding exactly once");
  }
  await repo.reorderSections(ctx.db, wedding.id, ids);
  await announceWeddingChange(ctx, wedding);
  return getWebsite(ctx, wedding);
}

/** Sets (hashed) or removes the site's password; every browser that typed the old one must type the new one. */
export async function setSitePassword(ctx: AppContext, wedding: WeddingRow, password: string | null): Promise<Website> {
  await repo.setPasswordHash(ctx.db, wedding.id, password === null ? null : await hashSitePassword(password));
  await announceWeddingChange(ctx, wedding);
  return getWebsite(ctx, wedding);
}
