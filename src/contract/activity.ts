import { z } from "zod";
import type { Actor } from "./access";

/**
 * Who did what (issue 31 item 2; docs/decisions/0047-activity-log.md). Every change a host or a
 * guest makes is one row of the wedding's activity log: its author, its kind and when. The
 * server's table of which route is which kind is features/activity/route-kinds.ts.
 */

/**
 * Every kind of change. Their words are written once, in the couple's catalogue
 * (web/features/activity/activity-words.ts, under `activityMessageId`): the screens say them,
 * and the server reads the same compiled English for the summary it stores with each entry.
 */
export const ACTIVITY_KINDS = [
  "wedding.edited",
  "wedding.styled",
  "question.added",
  "question.edited",
  "question.deleted",
  "questions.reordered",
  "photo.set",
  "photo.removed",
  "reply.side-set",
  "reply.deleted",
  "reply.entered",
  "reply.corrected",
  "reply.party-linked",
  "reply.sent",
  "reply.edited",
  "reply.erased",
  "address.sent",
  "party.added",
  "parties.added",
  "parties.imported",
  "party.edited",
  "party.deleted",
  "party.link-replaced",
  "guest-list.settings",
  "guest-note.deleted",
  "trash.restored",
  "message.retried",
  "mail.sent",
  "party.sent-by-hand",
  "couple-address.added",
  "couple-address.edited",
  "couple-address.deleted",
  "reminders.set",
  "event.added",
  "events.reordered",
  "event.edited",
  "event.deleted",
  "event.invited",
  "seating.table-added",
  "seating.table-edited",
  "seating.table-deleted",
  "seating.moved",
  "seating.swapped",
  "seating.gathered",
  "seating.people",
  "seating.planned",
  "seating.rule-added",
  "seating.rule-deleted",
  "seating.feature-added",
  "seating.feature-edited",
  "seating.feature-deleted",
  "seating.find-table",
  "addresses.settings",
  "address.set",
  "website.section-added",
  "website.reordered",
  "website.password",
  "website.section-edited",
  "website.section-deleted",
  "gift.added",
  "gift.edited",
  "gift.deleted",
  "check-in.marked",
  "host-key.replaced",
  "access-link.added",
  "access-link.renamed",
  "access-link.revoked",
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ZActivityKind = z.enum(ACTIVITY_KINDS);

/** A kind's message id in the couple's catalogue: "seating.table-added" is "activity.kind.seating.tableAdded". */
export function activityMessageId(kind: ActivityKind): string {
  return `activity.kind.${kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** owner: the host key; link: an access link; guest-link: a household's invitation link; guest-form: the open form. */
export const ACTIVITY_AUTHOR_KINDS = ["owner", "link", "guest-link", "guest-form"] as const;
export const ZActivityAuthorKind = z.enum(ACTIVITY_AUTHOR_KINDS);
export type ActivityAuthorKind = z.infer<typeof ZActivityAuthorKind>;

/** A host's name as the log and the trash keep it: the owner is "The couple", a link goes by its name as it was then. */
export function hostAuthorName(actor: Actor): string {
  return actor.kind === "owner" ? "The couple" : actor.name;
}

/** The name the open form's author gets when they typed none (never happens today: the form asks for one). */
export const ANONYMOUS_GUEST = "A guest";

export const ZActivityEntry = z.object({
  id: z.string(),
  at: z.string(),
  authorKind: ZActivityAuthorKind,
  authorName: z.string(),
  linkId: z.string().nullable(),
  kind: ZActivityKind,
  recordId: z.string().nullable(),
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

/** A person to filter by: an author kind and, for an access link, its id (names may repeat). */
export const ZActivityQuery = z.strictObject({
  /** "owner", "guests" (both guest kinds), or an access link's id. */
  author: z.string().trim().max(64).optional(),
  kind: ZActivityKind.optional(),
  /** The cursor: the last entry's `at` and id, as `next` returned it. */
  before: z
    .string()
    .max(120)
    .regex(/^[0-9TZ:.+-]+_[0-9a-f-]{36}$/, "Not a cursor this log returned")
    .optional(),
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;

export const ZActivityPage = z.object({
  entries: z.array(ZActivityEntry),
  /** The cursor of the next (older) page; null at the end. */
  next: z.string().nullable(),
  /** True when older changes were pruned: the log says "older changes are no longer kept". */
  olderPruned: z.boolean(),
  /** How many changes a wedding's log keeps. */
  bound: z.number(),
});
export type ActivityPage = z.infer<typeof ZActivityPage>;

export const ACTIVITY_PAGE_SIZE = 50;
