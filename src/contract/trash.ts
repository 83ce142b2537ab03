import { z } from "zod";

/**
 * The wedding's trash (issue 31 item 3; docs/decisions/0049-trash.md): what a host deleted, kept
 * TRASH_DAYS days and restorable with the same ids. The list shows what, when and who, never
 * the rows themselves.
 */
export const TRASH_DAYS = 30;
/** Entries a wedding's trash keeps: past it the oldest go. */
export const TRASH_BOUND = 500;

export const TRASH_KINDS = ["party", "reply", "event", "question", "table", "section", "gift", "rule", "feature"] as const;
export const ZTrashKind = z.enum(TRASH_KINDS);
export type TrashKind = z.infer<typeof ZTrashKind>;

export const ZTrashEntry = z.object({
  id: z.string(),
  kind: ZTrashKind,
  /** The deleted household's or reply's id: the screen that deleted it finds its entry by it, for "Undo". */
  recordId: z.string(),
  /** A household's name or a reply's guest: never a contact detail. */
  label: z.string(),
  deletedAt: z.string(),
  /** Who deleted it, as the activity log names them ("The couple", an access link's name). */
  deletedBy: z.string(),
  expiresAt: z.string(),
});
export type TrashEntry = z.infer<typeof ZTrashEntry>;

export const ZTrashList = z.object({ entries: z.array(ZTrashEntry), bound: z.number(), days: z.number() });
export type TrashList = z.infer<typeof ZTrashList>;

export const ZRestoreResult = z.object({
  kind: ZTrashKind,
  /** The restored household's or reply's id, as it was before the delete. */
  id: z.string(),
  label: z.string(),
  /** People who came back without their seat (its table is gone or full, or the seat taken). */
  unseated: z.array(z.string()),
  /** What could not come back, in words (an invitation to an event deleted since, ...). */
  skipped: z.array(z.string()),
});
export type RestoreResult = z.infer<typeof ZRestoreResult>;
