import type { AccessRole } from "../../../contract/access";

/**
 * Which access links open which host route (issue 31; docs/decisions/0043-access-links.md): the
 * one table, read by the host-access hook (plugins/host-access.ts) before any handler. The owner
 * (host key) opens every host route and is not listed. A host route missing here opens to the
 * owner alone, and `route-roles.test.ts` fails naming it, so a new route is never forgotten.
 *
 * Keys are the method and Fastify's URL pattern as registered (`request.routeOptions.url`).
 */
const DOOR = ["co-host", "editor", "viewer", "door"] as const satisfies readonly AccessRole[];
const READ = ["co-host", "editor", "viewer"] as const satisfies readonly AccessRole[];
const EDIT = ["co-host", "editor"] as const satisfies readonly AccessRole[];
const SETUP = ["co-host"] as const satisfies readonly AccessRole[];
/** Contact details, recipients' addresses or invitation links in bulk: not for a viewer. */
const CONTACTS = EDIT;
const OWNER_ONLY = [] as const satisfies readonly AccessRole[];

export const ROUTE_ROLES: Readonly<Record<string, readonly AccessRole[]>> = {
  // Whether this browser's key or link opens the wedding, and the live stream every screen listens to.
  "GET /api/host/session/:code": DOOR,
  "GET /api/access/:code/me": DOOR,
  "GET /api/responses/:code/events": DOOR,

  // The wedding itself, its questions, its photo: setting it up.
  "PUT /api/weddings/:id": SETUP,
  "PUT /api/weddings/:id/style": SETUP,
  "POST /api/questions": SETUP,
  "PUT /api/questions/:id": SETUP,
  "DELETE /api/questions/:id": SETUP,
  "PUT /api/weddings/:id/questions": SETUP,
  "POST /api/objects/upload": SETUP,
  "PUT /api/photos": SETUP,
  "PUT /api/weddings/:id/photo": SETUP,
  "DELETE /api/weddings/:id/photo": SETUP,

  // Replies (a viewer's list has no contact details: contract/rules/contact-details.ts).
  "GET /api/responses/:code": READ,
  "GET /api/responses/:code/event-summary": READ,
  "PUT /api/responses/:id": EDIT,
  "DELETE /api/responses/:id": EDIT,
  "POST /api/weddings/:id/responses": EDIT,
  "PUT /api/responses/:id/host": EDIT,
  "PUT /api/responses/:id/party": EDIT,

  // Exports: the reply, people and guest-list files carry contact details, the pack every link.
  "GET /api/responses/:code/export": CONTACTS,
  "GET /api/responses/:code/export/people": CONTACTS,
  "GET /api/weddings/:id/guest-list.csv": CONTACTS,
  "GET /api/weddings/:id/guest-list.xlsx": CONTACTS,
  "GET /api/weddings/:id/invitations.zip": CONTACTS,
  "GET /api/weddings/:id/seating/caterer/export": READ,

  // The guest list (a viewer's has no contact details nor invitation links).
  "GET /api/weddings/:id/parties": READ,
  "POST /api/weddings/:id/parties": EDIT,
  "POST /api/weddings/:id/parties/bulk": EDIT,
  "POST /api/weddings/:id/parties/import": EDIT,
  "PUT /api/parties/:id": EDIT,
  "DELETE /api/parties/:id": EDIT,
  "POST /api/parties/:id/invitation": EDIT,
  "PUT /api/weddings/:id/guest-list/settings": EDIT,
  "GET /api/weddings/:id/guest-notes": READ,
  // The trash (docs/decisions/0049-trash.md): who may delete a household or a reply may see it and put it back.
  "GET /api/weddings/:id/trash": EDIT,
  "POST /api/weddings/:id/trash/:entryId/restore": EDIT,
  "DELETE /api/guest-notes/:id": EDIT,

  // Messages: the Outbox names recipients, sending by hand carries links and phone numbers.
  "GET /api/weddings/:id/outbox": CONTACTS,
  "GET /api/weddings/:id/outbox/:messageId": CONTACTS,
  "POST /api/weddings/:id/outbox/:messageId/retry": EDIT,
  "GET /api/weddings/:id/mail-settings": CONTACTS,
  "GET /api/weddings/:id/mail/invited": READ,
  "POST /api/weddings/:id/mail/preview": EDIT,
  "POST /api/weddings/:id/mail/send": EDIT,
  "GET /api/weddings/:id/send-by-hand": CONTACTS,
  "GET /api/weddings/:id/invitations-sent": READ,
  "PUT /api/weddings/:id/parties/:partyId/sent-by-hand": EDIT,
  // The couple's own notification addresses and their reminder setting.
  "POST /api/weddings/:id/couple-addresses": SETUP,
  "PUT /api/weddings/:id/couple-addresses/:addressId": SETUP,
  "DELETE /api/weddings/:id/couple-addresses/:addressId": SETUP,
  "PUT /api/weddings/:id/mail-settings/reminders": SETUP,

  // Events.
  "GET /api/weddings/:id/events": READ,
  "POST /api/weddings/:id/events": EDIT,
  "PUT /api/weddings/:id/events/order": EDIT,
  "PUT /api/events/:id": EDIT,
  "DELETE /api/events/:id": EDIT,
  "PUT /api/events/:id/invitation": EDIT,

  // Seating.
  "GET /api/weddings/:id/seating": READ,
  "POST /api/weddings/:id/seating/tables": EDIT,
  "PUT /api/weddings/:id/seating/tables/:tableId": EDIT,
  "DELETE /api/weddings/:id/seating/tables/:tableId": EDIT,
  "POST /api/weddings/:id/seating/moves": EDIT,
  "POST /api/weddings/:id/seating/swaps": EDIT,
  "POST /api/weddings/:id/seating/gathers": EDIT,
  "PATCH /api/weddings/:id/seating/people": EDIT,
  "PUT /api/weddings/:id/seating/plan": EDIT,
  "POST /api/weddings/:id/seating/rules": EDIT,
  "DELETE /api/weddings/:id/seating/rules/:ruleId": EDIT,
  "POST /api/weddings/:id/seating/features": EDIT,
  "PUT /api/weddings/:id/seating/features/:featureId": EDIT,
  "DELETE /api/weddings/:id/seating/features/:featureId": EDIT,
  "PUT /api/weddings/:id/seating/find-table": EDIT,

  // Postal addresses are contact details (docs/decisions/0044-addresses-and-gifts.md): not for a viewer.
  "GET /api/weddings/:id/addresses": CONTACTS,
  "PUT /api/weddings/:id/addresses/settings": EDIT,
  "PUT /api/weddings/:id/addresses/:partyId": CONTACTS,
  "GET /api/weddings/:id/addresses/export": CONTACTS,
  "GET /api/weddings/:id/addresses/vcards/export": CONTACTS,
  // The wedding website (docs/decisions/0045-website-sections.md): setting it up, like the wedding itself.
  "GET /api/weddings/:id/website": READ,
  "POST /api/weddings/:id/website/sections": SETUP,
  "PUT /api/weddings/:id/website/order": SETUP,
  "PUT /api/weddings/:id/website/password": SETUP,
  "PUT /api/website/sections/:id": SETUP,
  "DELETE /api/website/sections/:id": SETUP,
  // Gifts and thank-yous.
  "GET /api/weddings/:id/gifts": READ,
  "GET /api/weddings/:id/gifts/reminder": READ,
  "GET /api/weddings/:id/gifts/export": READ,
  "POST /api/weddings/:id/gifts": EDIT,
  "PUT /api/weddings/:id/gifts/:giftId": EDIT,
  "DELETE /api/weddings/:id/gifts/:giftId": EDIT,

  // The door (decision 0039): the day's list has no contact details.
  "GET /api/weddings/:id/check-in": DOOR,
  "GET /api/weddings/:id/check-in/counts": DOOR,
  // A viewer changes nothing, marks included.
  "POST /api/weddings/:id/check-in/marks": ["co-host", "editor", "door"],

  // Who did what (docs/decisions/0047-activity-log.md): the couple's, as the Outbox is; a link's
  // name and every helper's doings are not an editor's or viewer's business.
  "GET /api/weddings/:id/activity": SETUP,

  // The owner's alone: the host key, and the links themselves.
  "POST /api/weddings/:id/host-key": OWNER_ONLY,
  "GET /api/weddings/:id/access-links": OWNER_ONLY,
  "POST /api/weddings/:id/access-links": OWNER_ONLY,
  "PUT /api/weddings/:id/access-links/:linkId": OWNER_ONLY,
  "DELETE /api/weddings/:id/access-links/:linkId": OWNER_ONLY,
  // Everything the wedding holds, and erasing it (docs/decisions/0046-take-it-or-erase-it.md).
  "GET /api/weddings/:id/archive.zip": OWNER_ONLY,
  "DELETE /api/weddings/:id": OWNER_ONLY,
};

/** The roles a host route opens to; undefined for a route missing from the table (then the owner alone). */
export function rolesOfRoute(method: string, url: string): readonly AccessRole[] | undefined {
  // Fastify answers HEAD with the GET route's handler and hooks.
  return ROUTE_ROLES[`${method === "HEAD" ? "GET" : method} ${url}`];
}
