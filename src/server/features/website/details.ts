import { isInvitedTo, type EventAccess, type EventAudience } from "../../../contract/rules/event-audience";
import type { GuestSection, SectionKind } from "../../../contract/website-text";
import type { AppContext } from "../../context";
import type { WebsiteSectionRow } from "../../db/schema";
import * as repo from "./repository";

// What the public views read of the website (the weddings feature's cached view, a party's link):
// apart from the website service, which depends on the weddings feature that reads these.

const NOBODY: Omit<EventAccess, "id"> = { visibility: "invited", invitedTags: [], invitedPartyIds: [] };

/**
 * A section's audience in the events' terms (docs/decisions/0045-website-sections.md), so one
 * rule (contract/rules/event-audience.ts) decides sections and events alike. A section limited to
 * an event that no longer exists, or that the caller does not know, is for nobody: never for everyone.
 */
export function sectionAccess(
  row: Pick<WebsiteSectionRow, "id" | "audience" | "audienceEventId" | "audienceTags">,
  events: readonly EventAccess[],
): EventAccess {
  if (row.audience === "everyone") return { id: row.id, visibility: "everyone", invitedTags: [], invitedPartyIds: [] };
  if (row.audience === "tags") return { id: row.id, visibility: "invited", invitedTags: row.audienceTags, invitedPartyIds: [] };
  const event = row.audienceEventId ? events.find((candidate) => candidate.id === row.audienceEventId) : undefined;
  return event ? { ...event, id: row.id } : { id: row.id, ...NOBODY };
}

export function toGuestSection(row: WebsiteSectionRow): GuestSection {
  // Only when there are some: the guest pages carry every byte.
  const translations = Object.keys(row.translations).length ? { translations: row.translations } : {};
  return { id: row.id, kind: row.kind as SectionKind, title: row.title, body: row.body, items: row.items, photos: row.photos, ...translations };
}

/** The shown (not hidden) sections this audience may see, in the couple's order. */
export function sectionsForAudience(rows: readonly WebsiteSectionRow[], events: readonly EventAccess[], audience: EventAudience): GuestSection[] {
  return rows.filter((row) => !row.hidden && isInvitedTo(sectionAccess(row, events), audience)).map(toGuestSection);
}

/** A wedding's sections and its password hash: read beside the events, filtered by {@link publicWebsiteOf} once they are in. */
export async function readWebsite(ctx: AppContext, weddingId: string): Promise<{ rows: WebsiteSectionRow[]; sitePasswordHash?: string }> {
  const [rows, sitePasswordHash] = await Promise.all([repo.listSections(ctx.db, weddingId), repo.findPasswordHash(ctx.db, weddingId)]);
  return { rows, ...(sitePasswordHash ? { sitePasswordHash } : {}) };
}

/**
 * What the shared cached view holds: the public's sections only, and whether any shown section is
 * limited (then a party's read asks the database for its own). A limited section never enters the
 * shared entry, so no public answer or painted page can carry it by mistake.
 */
export function publicWebsiteOf(
  website: { rows: readonly WebsiteSectionRow[]; sitePasswordHash?: string },
  events: readonly EventAccess[],
): { sections: GuestSection[]; limitedSections: boolean; scheduleSection: boolean; sitePasswordHash?: string } {
  const sections = sectionsForAudience(website.rows, events, null);
  const limitedSections = sections.length < website.rows.filter((row) => !row.hidden).length;
  // Once the couple made the schedule a section, it is where, whether and for whom the schedule shows:
  // the invitation no longer lists it (a flag, nothing of the section's audience or text).
  const scheduleSection = website.rows.some((row) => row.kind === "schedule");
  return { sections, limitedSections, scheduleSection, ...(website.sitePasswordHash ? { sitePasswordHash: website.sitePasswordHash } : {}) };
}

/** A party's sections: the public's and those limited to it, read afresh (they are never cached). */
export async function partySectionsOf(ctx: AppContext, weddingId: string, events: readonly EventAccess[], audience: EventAudience): Promise<GuestSection[]> {
  return sectionsForAudience(await repo.listSections(ctx.db, weddingId), events, audience);
}
