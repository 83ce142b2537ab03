import { z } from "zod";
import type { Actor } from "./access";

/**
 * Who did what (issue 31 item 2; docs/decisions/0047-activity-log.md). Every change a host or a
 * guest makes is one row of the wedding's activity log: its author, its kind and when. The
 * server's table of which route is which kind is features/activity/route-kinds.ts.
 */

/** Every kind of change, with the words the log says for it (host screens are English). */
export const ACTIVITY_KINDS = {
  "wedding.edited": "changed the wedding's details",
  "wedding.styled": "changed the wedding's style",
  "question.added": "added a question",
  "question.edited": "changed a question",
  "question.deleted": "deleted a question",
  "questions.reordered": "reordered the questions",
  "photo.set": "set the wedding's photo",
  "photo.removed": "removed the wedding's photo",
  "reply.side-set": "set a reply's side",
  "reply.deleted": "deleted a reply",
  "reply.entered": "entered a reply",
  "reply.corrected": "corrected a reply",
  "reply.party-linked": "linked a reply to a household",
  "reply.sent": "replied",
  "reply.edited": "changed their reply",
  "reply.erased": "erased their reply",
  "address.sent": "sent their postal address",
  "party.added": "added a household",
  "parties.added": "added households",
  "parties.imported": "imported the guest list",
  "party.edited": "changed a household",
  "party.deleted": "deleted a household",
  "party.link-replaced": "replaced a household's invitation link",
  "guest-list.settings": "changed the guest list's settings",
  "guest-note.deleted": "deleted a guest note",
  "trash.restored": "restored something deleted",
  "message.retried": "retried a message",
  "mail.sent": "sent invitations or reminders",
  "party.sent-by-hand": "marked an invitation as sent by hand",
  "couple-address.added": "added a notification address",
  "couple-address.edited": "changed a notification address",
  "couple-address.deleted": "deleted a notification address",
  "reminders.set": "changed the reminders",
  "event.added": "added an event",
  "events.reordered": "reordered the events",
  "event.edited": "changed an event",
  "event.deleted": "deleted an event",
  "event.invited": "changed who is invited to an event",
  "seating.table-added": "added a table",
  "seating.table-edited": "changed a table",
  "seating.table-deleted": "deleted a table",
  "seating.moved": "moved guests between tables",
  "seating.swapped": "swapped two guests' seats",
  "seating.gathered": "gathered a household at one table",
  "seating.people": "changed guests' seating needs",
  "seating.planned": "planned the seating",
  "seating.rule-added": "added a seating rule",
  "seating.rule-deleted": "deleted a seating rule",
  "seating.feature-added": "added a room feature",
  "seating.feature-edited": "changed a room feature",
  "seating.feature-deleted": "deleted a room feature",
  "seating.find-table": 'changed "Find my table"',
  "addresses.settings": "changed the address request",
  "address.set": "entered a household's postal address",
  "website.section-added": "added a website section",
  "website.reordered": "reordered the website",
  "website.password": "changed the website's password",
  "website.section-edited": "changed a website section",
  "website.section-deleted": "deleted a website section",
  "gift.added": "added a gift",
  "gift.edited": "changed a gift",
  "gift.deleted": "deleted a gift",
  "check-in.marked": "checked guests in",
  "host-key.replaced": "replaced the host key",
  "access-link.added": "made an access link",
  "access-link.renamed": "renamed an access link",
  "access-link.revoked": "revoked an access link",
} as const satisfies Record<string, string>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ZActivityKind = z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]);

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
