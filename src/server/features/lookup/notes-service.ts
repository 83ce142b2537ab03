import type { z } from "zod";
import type { Actor } from "../../../contract/access";
import type { GuestNote, ZGuestNoteInput } from "../../../contract/guest-list";
import { noteForViewer, seesContactDetails } from "../../../contract/rules/contact-details";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findWedding } from "../weddings";
import * as repo from "./repository";

/**
 * Notes from guests who could not find their invitation (docs/decisions/0012-guest-list.md):
 * instead of a dead end, a line on the couple's review list. Bounded per wedding, so a script
 * cannot fill a couple's list or the database; per address by the route's rate limit.
 */
export const MAX_NOTES_PER_WEDDING = 500;

const NOTES_FULL = "The couple cannot receive more notes here. Please contact them directly.";

export async function leaveNote(ctx: AppContext, input: z.output<typeof ZGuestNoteInput>, clientAddress: string): Promise<void> {
  if (input.website) {
    // The honeypot, as on the RSVP form: a person never sees this field; automated posts fill it.
    throw new AppError("validation_failed", "This note looks automated and was not saved", { website: "Leave this field empty" });
  }
  const wedding = await findWedding(ctx, input.weddingId);
  if (!wedding) throw notFound("Wedding");
  const stored = await repo.insertNoteWithinCap(
    ctx.db,
    { weddingId: wedding.id, name: input.name, contact: input.contact, message: input.message, clientAddress },
    MAX_NOTES_PER_WEDDING,
  );
  if (stored === "full") throw new AppError("conflict", NOTES_FULL);
  // The couple's open guest-list page shows it at once; a lost notification waits for its next load.
  await ctx.feed.publish({ type: "guest-notes.changed", weddingId: wedding.id }).catch(() => {});
}

/** Newest first; the cap bounds the list, so one page holds all of it. */
export async function listNotes(ctx: AppContext, wedding: WeddingRow, actor: Actor): Promise<GuestNote[]> {
  const rows = await repo.listNotes(ctx.db, wedding.id, MAX_NOTES_PER_WEDDING);
  const notes = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  // A viewer reads the notes without the contact their writers left (contract/rules/contact-details.ts).
  return seesContactDetails(actor) ? notes : notes.map(noteForViewer);
}

export async function findWeddingOfNote(ctx: AppContext, noteId: string): Promise<WeddingRow | undefined> {
  const weddingId = await repo.findWeddingIdOfNote(ctx.db, noteId);
  return weddingId ? findWedding(ctx, weddingId) : undefined;
}

export async function deleteNote(ctx: AppContext, wedding: WeddingRow, noteId: string): Promise<void> {
  if (!(await repo.deleteNote(ctx.db, wedding.id, noteId))) throw notFound("Note");
}
