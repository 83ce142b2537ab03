import type { ActivityKind } from "../../../contract/activity";

/**
 * Which change each write route makes (issue 31 item 2; docs/decisions/0047-activity-log.md):
 * the one table the activity hook reads, beside the route-to-role table (access/route-roles.ts),
 * keyed the same way (method and Fastify's URL pattern). Every non-GET host route is here; `null`
 * says, with its reason, that a route changes nothing a couple would look for. `activity.test.ts`
 * walks the role table and fails naming a write route missing here, so none is forgotten.
 */
export const HOST_ROUTE_KINDS: Readonly<Record<string, ActivityKind | null>> = {
  "PUT /api/weddings/:id": "wedding.edited",
  "PUT /api/weddings/:id/style": "wedding.styled",
  "POST /api/questions": "question.added",
  "PUT /api/questions/:id": "question.edited",
  "DELETE /api/questions/:id": "question.deleted",
  "PUT /api/weddings/:id/questions": "questions.reordered",
  // Issues an upload target only; the photo is the wedding's once `PUT .../photo` uses it.
  "POST /api/objects/upload": null,
  // Turns an uploaded file into an image, for a wedding that may not exist yet; the next route sets it.
  "PUT /api/photos": null,
  "PUT /api/weddings/:id/photo": "photo.set",
  "DELETE /api/weddings/:id/photo": "photo.removed",

  "PUT /api/responses/:id": "reply.side-set",
  "DELETE /api/responses/:id": "reply.deleted",
  "POST /api/weddings/:id/responses": "reply.entered",
  "PUT /api/responses/:id/host": "reply.corrected",
  "PUT /api/responses/:id/party": "reply.party-linked",

  "POST /api/weddings/:id/parties": "party.added",
  "POST /api/weddings/:id/parties/bulk": "parties.added",
  "POST /api/weddings/:id/parties/import": "parties.imported",
  "PUT /api/parties/:id": "party.edited",
  "DELETE /api/parties/:id": "party.deleted",
  "POST /api/parties/:id/invitation": "party.link-replaced",
  "PUT /api/weddings/:id/guest-list/settings": "guest-list.settings",
  "DELETE /api/guest-notes/:id": "guest-note.deleted",
  // The record is the household or reply restored (its id, as before the delete).
  "POST /api/weddings/:id/trash/:entryId/restore": "trash.restored",

  "POST /api/weddings/:id/outbox/:messageId/retry": "message.retried",
  // Renders what a message would say; sends and stores nothing.
  "POST /api/weddings/:id/mail/preview": null,
  "POST /api/weddings/:id/mail/send": "mail.sent",
  "PUT /api/weddings/:id/parties/:partyId/sent-by-hand": "party.sent-by-hand",
  "POST /api/weddings/:id/couple-addresses": "couple-address.added",
  "PUT /api/weddings/:id/couple-addresses/:addressId": "couple-address.edited",
  "DELETE /api/weddings/:id/couple-addresses/:addressId": "couple-address.deleted",
  "PUT /api/weddings/:id/mail-settings/reminders": "reminders.set",

  "POST /api/weddings/:id/events": "event.added",
  "PUT /api/weddings/:id/events/order": "events.reordered",
  "PUT /api/events/:id": "event.edited",
  "DELETE /api/events/:id": "event.deleted",
  "PUT /api/events/:id/invitation": "event.invited",

  "POST /api/weddings/:id/seating/tables": "seating.table-added",
  "PUT /api/weddings/:id/seating/tables/:tableId": "seating.table-edited",
  "DELETE /api/weddings/:id/seating/tables/:tableId": "seating.table-deleted",
  "POST /api/weddings/:id/seating/moves": "seating.moved",
  "POST /api/weddings/:id/seating/swaps": "seating.swapped",
  "POST /api/weddings/:id/seating/gathers": "seating.gathered",
  "PATCH /api/weddings/:id/seating/people": "seating.people",
  "PUT /api/weddings/:id/seating/plan": "seating.planned",
  "POST /api/weddings/:id/seating/rules": "seating.rule-added",
  "DELETE /api/weddings/:id/seating/rules/:ruleId": "seating.rule-deleted",
  "POST /api/weddings/:id/seating/features": "seating.feature-added",
  "PUT /api/weddings/:id/seating/features/:featureId": "seating.feature-edited",
  "DELETE /api/weddings/:id/seating/features/:featureId": "seating.feature-deleted",
  "PUT /api/weddings/:id/seating/find-table": "seating.find-table",

  "PUT /api/weddings/:id/addresses/settings": "addresses.settings",
  "PUT /api/weddings/:id/addresses/:partyId": "address.set",
  "POST /api/weddings/:id/website/sections": "website.section-added",
  "PUT /api/weddings/:id/website/order": "website.reordered",
  "PUT /api/weddings/:id/website/password": "website.password",
  "PUT /api/website/sections/:id": "website.section-edited",
  "DELETE /api/website/sections/:id": "website.section-deleted",
  "POST /api/weddings/:id/gifts": "gift.added",
  "PUT /api/weddings/:id/gifts/:giftId": "gift.edited",
  "DELETE /api/weddings/:id/gifts/:giftId": "gift.deleted",

  "POST /api/weddings/:id/check-in/marks": "check-in.marked",

  "POST /api/weddings/:id/host-key": "host-key.replaced",
  "POST /api/weddings/:id/access-links": "access-link.added",
  "PUT /api/weddings/:id/access-links/:linkId": "access-link.renamed",
  "DELETE /api/weddings/:id/access-links/:linkId": "access-link.revoked",
  // Erases the wedding, its log with it (docs/decisions/0046-take-it-or-erase-it.md).
  "DELETE /api/weddings/:id": null,
};

/** How a guest's write route finds its author: by the reply it names or creates, or by the invitation link's token. */
export type GuestAuthorSource = "created-reply" | "named-reply" | "invitation-link";

/** The guests' write routes: the open form's (with its edit token) and the invitation link's. */
export const GUEST_ROUTE_KINDS: Readonly<Record<string, { kind: ActivityKind; author: GuestAuthorSource }>> = {
  "POST /api/responses": { kind: "reply.sent", author: "created-reply" },
  "PUT /api/responses/:id/guest": { kind: "reply.edited", author: "named-reply" },
  "DELETE /api/responses/:id/guest": { kind: "reply.erased", author: "named-reply" },
  "PUT /api/invitations/mine": { kind: "reply.sent", author: "invitation-link" },
  "DELETE /api/invitations/mine": { kind: "reply.erased", author: "invitation-link" },
  "PUT /api/invitations/mine/address": { kind: "address.sent", author: "invitation-link" },
};

/** The params that name the record a route acts on, most specific first (`:id` comes last: under /api/weddings it is the wedding). */
export const RECORD_PARAMS = ["linkId", "tableId", "ruleId", "featureId", "giftId", "addressId", "messageId", "partyId"] as const;
