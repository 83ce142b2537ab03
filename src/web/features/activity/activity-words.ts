import { i18n } from "../host/host-i18n";
import type { ActivityEntry, ActivityKind } from "../../../contract/activity";

/** Who made a change, as the log names them: the owner is "The couple", a guest says how they came. */
export function authorLabel(entry: ActivityEntry): string {
  switch (entry.authorKind) {
    case "owner":
      return i18n._({ id: "activity.owner", message: "The couple" });
    case "link":
      return entry.authorName;
    case "guest-link":
      return i18n._({ id: "activity.guestLink", message: "{name} (invitation link)", values: { name: entry.authorName } });
    case "guest-form":
      return i18n._({ id: "activity.guestForm", message: "{name} (reply form)", values: { name: entry.authorName } });
  }
}

/** What a change did, in the couple's words (the server's stored summary is the same English, for exports and logs). */
export function kindWords(kind: ActivityKind): string {
  switch (kind) {
    case "wedding.edited":
      return i18n._({ id: "activity.kind.wedding.edited", message: "changed the wedding's details" });
    case "wedding.styled":
      return i18n._({ id: "activity.kind.wedding.styled", message: "changed the wedding's style" });
    case "question.added":
      return i18n._({ id: "activity.kind.question.added", message: "added a question" });
    case "question.edited":
      return i18n._({ id: "activity.kind.question.edited", message: "changed a question" });
    case "question.deleted":
      return i18n._({ id: "activity.kind.question.deleted", message: "deleted a question" });
    case "questions.reordered":
      return i18n._({ id: "activity.kind.questions.reordered", message: "saved the questions (added, changed, reordered or removed some)" });
    case "photo.set":
      return i18n._({ id: "activity.kind.photo.set", message: "set the wedding's photo" });
    case "photo.removed":
      return i18n._({ id: "activity.kind.photo.removed", message: "removed the wedding's photo" });
    case "reply.side-set":
      return i18n._({ id: "activity.kind.reply.sideSet", message: "set a reply's side" });
    case "reply.deleted":
      return i18n._({ id: "activity.kind.reply.deleted", message: "deleted a reply" });
    case "reply.entered":
      return i18n._({ id: "activity.kind.reply.entered", message: "entered a reply" });
    case "reply.corrected":
      return i18n._({ id: "activity.kind.reply.corrected", message: "corrected a reply" });
    case "reply.party-linked":
      return i18n._({ id: "activity.kind.reply.partyLinked", message: "linked a reply to a household" });
    case "reply.sent":
      return i18n._({ id: "activity.kind.reply.sent", message: "replied" });
    case "reply.edited":
      return i18n._({ id: "activity.kind.reply.edited", message: "changed their reply" });
    case "reply.erased":
      return i18n._({ id: "activity.kind.reply.erased", message: "erased their reply" });
    case "address.sent":
      return i18n._({ id: "activity.kind.address.sent", message: "sent their postal address" });
    case "party.added":
      return i18n._({ id: "activity.kind.party.added", message: "added a household" });
    case "parties.added":
      return i18n._({ id: "activity.kind.parties.added", message: "added households" });
    case "parties.imported":
      return i18n._({ id: "activity.kind.parties.imported", message: "imported the guest list" });
    case "party.edited":
      return i18n._({ id: "activity.kind.party.edited", message: "changed a household" });
    case "party.deleted":
      return i18n._({ id: "activity.kind.party.deleted", message: "deleted a household" });
    case "party.link-replaced":
      return i18n._({ id: "activity.kind.party.linkReplaced", message: "replaced a household's invitation link" });
    case "guest-list.settings":
      return i18n._({ id: "activity.kind.guestList.settings", message: "changed the guest list's settings" });
    case "guest-note.deleted":
      return i18n._({ id: "activity.kind.guestNote.deleted", message: "deleted a guest note" });
    case "trash.restored":
      return i18n._({ id: "activity.kind.trash.restored", message: "restored something deleted" });
    case "message.retried":
      return i18n._({ id: "activity.kind.message.retried", message: "retried a message" });
    case "mail.sent":
      return i18n._({ id: "activity.kind.mail.sent", message: "sent invitations or reminders" });
    case "party.sent-by-hand":
      return i18n._({ id: "activity.kind.party.sentByHand", message: "marked an invitation as sent by hand" });
    case "couple-address.added":
      return i18n._({ id: "activity.kind.coupleAddress.added", message: "added a notification address" });
    case "couple-address.edited":
      return i18n._({ id: "activity.kind.coupleAddress.edited", message: "changed a notification address" });
    case "couple-address.deleted":
      return i18n._({ id: "activity.kind.coupleAddress.deleted", message: "deleted a notification address" });
    case "reminders.set":
      return i18n._({ id: "activity.kind.reminders.set", message: "changed the reminders" });
    case "event.added":
      return i18n._({ id: "activity.kind.event.added", message: "added an event" });
    case "events.reordered":
      return i18n._({ id: "activity.kind.events.reordered", message: "reordered the events" });
    case "event.edited":
      return i18n._({ id: "activity.kind.event.edited", message: "changed an event" });
    case "event.deleted":
      return i18n._({ id: "activity.kind.event.deleted", message: "deleted an event" });
    case "event.invited":
      return i18n._({ id: "activity.kind.event.invited", message: "changed who is invited to an event" });
    case "seating.table-added":
      return i18n._({ id: "activity.kind.seating.tableAdded", message: "added a table" });
    case "seating.table-edited":
      return i18n._({ id: "activity.kind.seating.tableEdited", message: "changed a table" });
    case "seating.table-deleted":
      return i18n._({ id: "activity.kind.seating.tableDeleted", message: "deleted a table" });
    case "seating.moved":
      return i18n._({ id: "activity.kind.seating.moved", message: "moved guests between tables" });
    case "seating.swapped":
      return i18n._({ id: "activity.kind.seating.swapped", message: "swapped two guests' seats" });
    case "seating.gathered":
      return i18n._({ id: "activity.kind.seating.gathered", message: "gathered a household at one table" });
    case "seating.people":
      return i18n._({ id: "activity.kind.seating.people", message: "changed guests' seating needs" });
    case "seating.planned":
      return i18n._({ id: "activity.kind.seating.planned", message: "planned the seating" });
    case "seating.rule-added":
      return i18n._({ id: "activity.kind.seating.ruleAdded", message: "added a seating rule" });
    case "seating.rule-deleted":
      return i18n._({ id: "activity.kind.seating.ruleDeleted", message: "deleted a seating rule" });
    case "seating.feature-added":
      return i18n._({ id: "activity.kind.seating.featureAdded", message: "added a room feature" });
    case "seating.feature-edited":
      return i18n._({ id: "activity.kind.seating.featureEdited", message: "changed a room feature" });
    case "seating.feature-deleted":
      return i18n._({ id: "activity.kind.seating.featureDeleted", message: "deleted a room feature" });
    case "seating.find-table":
      return i18n._({ id: "activity.kind.seating.findTable", message: "changed “Find my table”" });
    case "addresses.settings":
      return i18n._({ id: "activity.kind.addresses.settings", message: "changed the address request" });
    case "address.set":
      return i18n._({ id: "activity.kind.address.set", message: "entered a household's postal address" });
    case "website.section-added":
      return i18n._({ id: "activity.kind.website.sectionAdded", message: "added a website section" });
    case "website.reordered":
      return i18n._({ id: "activity.kind.website.reordered", message: "reordered the website" });
    case "website.password":
      return i18n._({ id: "activity.kind.website.password", message: "changed the website's password" });
    case "website.section-edited":
      return i18n._({ id: "activity.kind.website.sectionEdited", message: "changed a website section" });
    case "website.section-deleted":
      return i18n._({ id: "activity.kind.website.sectionDeleted", message: "deleted a website section" });
    case "gift.added":
      return i18n._({ id: "activity.kind.gift.added", message: "added a gift" });
    case "gift.edited":
      return i18n._({ id: "activity.kind.gift.edited", message: "changed a gift" });
    case "gift.deleted":
      return i18n._({ id: "activity.kind.gift.deleted", message: "deleted a gift" });
    case "check-in.marked":
      return i18n._({ id: "activity.kind.checkIn.marked", message: "checked guests in" });
    case "host-key.replaced":
      return i18n._({ id: "activity.kind.hostKey.replaced", message: "replaced the host key" });
    case "access-link.added":
      return i18n._({ id: "activity.kind.accessLink.added", message: "made an access link" });
    case "access-link.renamed":
      return i18n._({ id: "activity.kind.accessLink.renamed", message: "renamed an access link" });
    case "access-link.revoked":
      return i18n._({ id: "activity.kind.accessLink.revoked", message: "revoked an access link" });
  }
}
