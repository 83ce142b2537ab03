import type { z } from "zod";
import type { Wedding, ZWeddingCreate, ZWeddingUpdate } from "../../../contract/wedding";
import { type GuestListSettings, ZLookupCheck, ZRsvpAccess } from "../../../contract/guest-list";
import { normaliseWeddingCode, ZRsvpStyle } from "../../../contract/wedding";
import { ZSideWords } from "../../../contract/side-labels";
import type { PhotoFocus } from "../../../contract/photos";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { hashSecret, newSecret, newWeddingCode } from "../../secrets";
import { checkPhotoForWedding, takePhotoForNewWedding } from "../photos";
import { keepQuestionTranslations, setAttendanceTranslations } from "../questions";
import { isUuid } from "../../db/ids";
import type { Db } from "../../db/connect";
import { weddingIsAdultsOnly } from "../../../contract/rules/children-policy";
import { readLanguages, resolveLanguages } from "./languages";
import * as repo from "./repository";
import { followWeddingLanguages } from "../events";

export function toPublicWedding(row: WeddingRow): Wedding {
  const languages = readLanguages(row);
  return {
    id: row.id,
    uniqueCode: row.uniqueCode,
    partner1: row.partner1,
    partner2: row.partner2,
    date: row.date,
    time: row.time,
    venue: row.venue,
    message: row.message,
    photoUrl: row.photoUrl,
    photoFocus: { x: row.photoFocusX, y: row.photoFocusY },
    rsvpStyle: ZRsvpStyle.catch("classic").parse(row.rsvpStyle),
    childrenPolicy: row.childrenPolicy,
    giftPreferences: row.giftPreferences,
    rsvpDeadline: row.rsvpDeadline,
    timeZone: row.timeZone,
    rsvpAccess: ZRsvpAccess.catch("open").parse(row.rsvpAccess),
    sideWords: ZSideWords.catch("names").parse(row.sideWords),
    lookupCheck: ZLookupCheck.catch("name").parse(row.lookupCheck),
    ...languages,
    adultsOnly: weddingIsAdultsOnly({ childrenPolicy: row.childrenPolicy, translations: languages.translations }),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createWedding(ctx: AppContext, input: z.output<typeof ZWeddingCreate>) {
  const languages = resolveLanguages(input);
  const hostKey = newSecret();
  // 40-bit codes rarely collide, but when they do the unique constraint says so and we redraw.
  for (let attempt = 0; attempt < 5; attempt++) {
    // One transaction: a photo another creation already took (or no photo of ours) leaves no wedding behind.
    const row = await ctx.db.transaction(async (tx) => {
      const { photoFocus, locale: _locale, locales: _locales, translations: _translations, ...fields } = input;
      const inserted = await repo.insertWedding(tx, {
        ...fields,
        ...languages,
        ...focusColumns(photoFocus),
        uniqueCode: newWeddingCode(),
        hostKeyHash: hashSecret(hostKey),
        // Its own random key: derived from the host key, the couple could work out each guest's links.
        editTokenKey: newSecret(32),
      });
      if (inserted && input.photoUrl) await takePhotoForNewWedding(tx, inserted.id, input.photoUrl);
      return inserted;
    });
    if (row) return { ...toPublicWedding(row), hostKey };
  }
  throw new Error("Could not allocate a unique wedding code");
}

/**
 * The HMAC key of the links derived for recipients (edit, invitation, stop and confirmation links;
 * decision 0003): a random key made with the wedding. Weddings made before it had none and keep
 * deriving from their first host key's hash, so the links already given out keep working.
 */
export function editTokenKey(row: Pick<WeddingRow, "editTokenKey" | "hostKeyHash">): string {
  return row.editTokenKey ?? row.hostKeyHash;
}

/**
 * A new host key for a wedding whose key (or private link) reached the wrong person: the old
 * one stops opening anything at once, on every instance. Shown once, like the first.
 */
export async function replaceHostKey(ctx: AppContext, current: WeddingRow): Promise<{ row: WeddingRow; hostKey: string }> {
  const hostKey = newSecret();
  const row = await repo.replaceHostKeyHash(ctx.db, current.id, hashSecret(hostKey));
  if (!row) throw notFound("Wedding");
  // Live streams opened with the old key hear this and close (features/live).
  await announceWeddingChange(ctx, row);
  return { row, hostKey };
}

/** Finds a wedding by its public code (as a person might type it) or by its id. */
export async function findWedding(ctx: AppContext, codeOrId: string): Promise<WeddingRow | undefined> {
  if (isUuid(codeOrId)) return repo.findWeddingById(ctx.db, codeOrId);
  const code = normaliseWeddingCode(codeOrId);
  return /^[0-9A-Z]{1,16}$/.test(code) ? repo.findWeddingByCode(ctx.db, code) : undefined;
}

export async function requireWedding(ctx: AppContext, codeOrId: string): Promise<WeddingRow> {
  const row = await findWedding(ctx, codeOrId);
  if (!row) throw notFound("Wedding");
  return row;
}

export async function updateWedding(ctx: AppContext, row: WeddingRow, patch: z.output<typeof ZWeddingUpdate>): Promise<Wedding> {
  const { photoFocus, locale, locales, translations, ...fields } = patch;
  const touchesLanguages = locale !== undefined || locales !== undefined || translations !== undefined;
  const languages = touchesLanguages ? resolveLanguages({ locale, locales, translations }, readLanguages(row)) : undefined;
  await checkPhotoForWedding(ctx.db, row, patch.photoUrl);
  const updated = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateWedding(tx, row.id, { ...fields, ...languages, ...focusColumns(photoFocus) });
    if (saved && languages) {
      await keepQuestionTranslations(tx, row.id, languages.locales.slice(1));
      // Events keep their offered languages' texts; their attendance questions, the questions feature writes.
      await setAttendanceTranslations(tx, await followWeddingLanguages(tx, row.id, languages.locale, languages.locales));
    }
    return saved;
  });
  if (!updated) throw notFound("Wedding");
  await announceWeddingChange(ctx, updated);
  return toPublicWedding(updated);
}

/** The contract's { x, y } as the two columns; nothing when the focal point is not being set. */
function focusColumns(focus: PhotoFocus | undefined): Partial<Pick<WeddingRow, "photoFocusX" | "photoFocusY">> {
  return focus ? { photoFocusX: focus.x, photoFocusY: focus.y } : {};
}

/**
 * A wedding or its questions changed: drop this instance's cached invitation now and tell
 * the other instances to drop theirs. A lost notification is bounded by the cache TTL.
 */
export async function announceWeddingChange(ctx: AppContext, wedding: { id: string; uniqueCode: string }): Promise<void> {
  ctx.cache.invalidate(wedding);
  await ctx.feed.publish({ type: "wedding.changed", weddingId: wedding.id, uniqueCode: wedding.uniqueCode }).catch(() => {});
}

/**
 * Who may reply, and what the lookup asks besides the name (contract/guest-list.ts): part of the
 * public invitation, so its cache is dropped. A setting left out keeps its value.
 */
export async function setGuestListSettings(ctx: AppContext, row: WeddingRow, settings: Partial<GuestListSettings>): Promise<GuestListSettings> {
  const updated = await repo.updateWedding(ctx.db, row.id, settings);
  if (!updated) throw notFound("Wedding");
  await announceWeddingChange(ctx, updated);
  const { rsvpAccess, lookupCheck } = toPublicWedding(updated);
  return { rsvpAccess, lookupCheck };
}

/**
 * The flag every submit reads from the cached view: whether the couple gets an email for each
 * reply. features/mail keeps it in step with the couple's addresses (`value`, read from them in
 * this same statement); the next read of the public view picks it up (the caller announces).
 */
export async function setNotifyEachReply(ctx: AppContext, weddingId: string, value: SQL): Promise<void> {
  await repo.setNotifyEachReply(ctx.db, weddingId, value);
}

/** How many days before the deadline the scheduled reminder goes (features/mail's setting); null: none. */
export async function setReminderDays(ctx: AppContext, weddingId: string, days: number | null): Promise<void> {
  await repo.updateWedding(ctx.db, weddingId, { reminderDaysBefore: days });
}

/** Weddings with a scheduled reminder and a deadline, for the daily job (features/mail). */
export async function weddingsWithScheduledReminders(ctx: AppContext) {
  return repo.weddingsWithScheduledReminders(ctx.db);
}

/**
 * The erase's last statement, in its transaction (features/erase): the wedding's row, and every
 * row of its data with it, since every key that names a wedding, directly or through a parent,
 * is `on delete cascade` (docs/decisions/0046-take-it-or-erase-it.md).
 */
export async function deleteWeddingRow(tx: Db, id: string): Promise<boolean> {
  return repo.deleteWeddingRow(tx, id);
}
