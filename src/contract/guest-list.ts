import { z } from "zod";
import { isEmailAddress } from "./email-address";
import { LENGTH } from "./limits";
import { ZLocale } from "./translations";
import { ZSide } from "./response";
import { requiredText, text } from "./text";
import { LOOKUP_CHECKS } from "./rules/lookup-detail";

/**
 * The couple's guest list (docs/design.md section 7, docs/decisions/0012): parties (households)
 * of invited guests, each with a seat allowance and a private invitation link. A wedding
 * without parties behaves exactly as docs/spec.md says.
 */

/** Named guests one party may list, and the unnamed seats it may add on top. */
export const MAX_PARTY_GUESTS = 20;
export const MAX_EXTRA_SEATS = 10;
/** Guests (named people) one wedding's list may hold: far beyond the largest weddings, and bounded. */
export const MAX_GUESTS_PER_WEDDING = 5_000;
/** Parties one import request may carry (a 2,000-guest spreadsheet is ~1,000 households). */
export const MAX_IMPORT_PARTIES = 2_500;
export const MAX_TAGS = 10;
export const MAX_ALIASES = 5;
/** A page of the host's party list. */
export const PARTY_PAGE_SIZE = 500;

export const GUEST_LENGTH = { firstName: 60, lastName: 60, tag: 40, note: 1000, alias: 60, partyName: LENGTH.name, postalCode: 20 } as const;

const ZEmailOrBlank = z
  .string()
  .trim()
  .max(LENGTH.email)
  // Guests' addresses in any script ("zoë@müller.de"), as the couple's spreadsheet has them (issue 29).
  .refine((email) => email === "" || isEmailAddress(email), "Enter a valid email address")
  .nullish()
  .transform((email) => email || null);

/** One invited person, as the couple enters or imports them. An id keeps an existing guest (and their reply). */
export const ZGuestInput = z.strictObject({
  id: z.string().trim().max(64).optional(),
  firstName: requiredText(GUEST_LENGTH.firstName, "First name is required"),
  lastName: text(GUEST_LENGTH.lastName).default(""),
  email: ZEmailOrBlank,
  phone: text(LENGTH.phone)
    .nullish()
    .transform((phone) => phone || null),
  isChild: z.boolean().default(false),
  age: z.number().int("Age is a whole number").min(0).max(17).nullish(),
  /** Other names the couple knows this guest by ("Bubba"), for the invitation lookup. */
  aliases: z.array(requiredText(GUEST_LENGTH.alias)).max(MAX_ALIASES).default([]),
});
export type GuestInput = z.input<typeof ZGuestInput>;

const ZTag = requiredText(GUEST_LENGTH.tag, "A tag cannot be blank");

/** A household as the couple enters, edits or imports it. */
export const ZPartyInput = z.strictObject({
  /** "The Okafor family"; blank means one is made from the guests' names. */
  name: text(GUEST_LENGTH.partyName).default(""),
  guests: z.array(ZGuestInput).min(1, "A party needs at least one named guest").max(MAX_PARTY_GUESTS, `At most ${MAX_PARTY_GUESTS} guests in one party`),
  /** Seats the party may name itself ("+1"): the allowance is guests + extraSeats. */
  extraSeats: z.number().int().min(0).max(MAX_EXTRA_SEATS, `At most ${MAX_EXTRA_SEATS} open seats`).default(0),
  side: ZSide.nullable().default(null),
  tags: z
    .array(ZTag)
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  note: text(GUEST_LENGTH.note).default(""),
  /** The language of this household's invitations and reminders (issue 16); null: the wedding's own. Absent on an update keeps it. */
  locale: ZLocale.nullable().optional(),
  /** The household's postcode, for a lookup that asks for it (decision 0022); blank or null clears it, absent keeps it. */
  postalCode: text(GUEST_LENGTH.postalCode).nullish(),
});
export type PartyInput = z.input<typeof ZPartyInput>;

export const PARTY_STATUSES = ["not_replied", "attending", "partial", "declined"] as const;
export const ZPartyStatus = z.enum(PARTY_STATUSES);
export type PartyStatus = z.infer<typeof ZPartyStatus>;

export const PARTY_STATUS_LABEL: Record<PartyStatus, string> = {
  not_replied: "Not replied",
  attending: "Attending",
  partial: "Partly attending",
  declined: "Declined",
};

export const ZInvitedGuest = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isChild: z.boolean(),
  age: z.number().nullable(),
  aliases: z.array(z.string()),
  /** From the party's reply: true coming, false not, null no reply yet. */
  attending: z.boolean().nullable(),
});
export type InvitedGuest = z.infer<typeof ZInvitedGuest>;

/** A party as the couple sees it. */
export const ZParty = z.object({
  id: z.string(),
  weddingId: z.string(),
  name: z.string(),
  guests: z.array(ZInvitedGuest),
  extraSeats: z.number(),
  /** The seat allowance: named guests plus open seats. */
  seats: z.number(),
  side: ZSide.nullable(),
  tags: z.array(z.string()),
  note: z.string(),
  status: ZPartyStatus,
  /** People coming, from the reply (named guests and named open seats). */
  attending: z.number(),
  /** The party's reply, if any. */
  responseId: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The secret of the private invitation link (`invitationPath`); only ever shown to the couple. */
  invitationToken: z.string(),
  /** The party used the opt-out in an invitation or reminder: no more of either go to it. */
  mailOptedOut: z.boolean().optional(),
  /** The language of its invitations and reminders; null: the wedding's own (issue 16). */
  locale: ZLocale.nullable().optional(),
  postalCode: z.string().nullable(),
  /**
   * The words printed on its invitation, which a lookup may ask for (decision 0022): derived like
   * the link's token, replaced with it ("new link"), only ever shown to the couple.
   */
  invitationWords: z.string(),
  /** When the couple marked its invitation link as sent by hand; null: not (docs/decisions/0035-sending-by-hand.md). */
  sentByHandAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Party = z.infer<typeof ZParty>;

/** The counts at the top of the guest list. Guests are people; not replied counts parties. */
export const ZGuestListSummary = z.object({
  parties: z.number(),
  /** Named guests plus open seats: everyone the couple has room for. */
  invited: z.number(),
  repliedParties: z.number(),
  notRepliedParties: z.number(),
  attending: z.number(),
  declined: z.number(),
  /** Seats of the households that have not replied, named guests and open seats alike (contract/rules/head-count.ts). */
  pending: z.number(),
  openSeats: z.number(),
});
export type GuestListSummary = z.infer<typeof ZGuestListSummary>;

export const ZPartyPage = z.object({
  parties: z.array(ZParty),
  /** The counts, on the last page only: they cover the whole list, so one read of it counts once. */
  summary: ZGuestListSummary.nullable(),
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PartyPage = z.infer<typeof ZPartyPage>;

export const ZPartyPageQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PARTY_PAGE_SIZE).default(PARTY_PAGE_SIZE),
});

/** One action over many parties at once. */
export const ZBulkPartyAction = z.strictObject({
  ids: z.array(z.string().max(64)).min(1).max(PARTY_PAGE_SIZE),
  action: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("side"), side: ZSide.nullable() }),
    z.strictObject({ type: z.literal("addTag"), tag: ZTag }),
    z.strictObject({ type: z.literal("removeTag"), tag: ZTag }),
    z.strictObject({ type: z.literal("delete") }),
  ]),
});
export type BulkPartyAction = z.input<typeof ZBulkPartyAction>;

/**
 * An import: the parties the mapping step made. Re-importing merges: a party whose guests match
 * existing ones (by name, or by email) is updated in place rather than added again.
 */
export const ZPartyImport = z.strictObject({
  parties: z.array(ZPartyInput).min(1).max(MAX_IMPORT_PARTIES, `At most ${MAX_IMPORT_PARTIES} households in one import`),
  /** True: report what would happen and store nothing (the preview's final check). */
  dryRun: z.boolean().default(false),
});

export const ZImportResult = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  guestsAdded: z.number(),
});
export type ImportResult = z.infer<typeof ZImportResult>;

export const RSVP_ACCESS = ["open", "invitation"] as const;
/** open: anyone with the RSVP link may reply (docs/spec.md); invitation: only parties on the guest list. */
export const ZRsvpAccess = z.enum(RSVP_ACCESS);
export type RsvpAccess = z.infer<typeof ZRsvpAccess>;

/** What the lookup asks besides the name: nothing, or one detail the couple holds (contract/rules/lookup-detail.ts). */
export const ZLookupCheck = z.enum(LOOKUP_CHECKS);
export { LOOKUP_CHECKS, type LookupCheck } from "./rules/lookup-detail";

/** Either setting, or both; one left out keeps its value. */
export const ZGuestListSettings = z
  .strictObject({ rsvpAccess: ZRsvpAccess.optional(), lookupCheck: ZLookupCheck.optional() })
  .refine((settings) => settings.rsvpAccess !== undefined || settings.lookupCheck !== undefined, "Name a setting to change");
export const ZGuestListSettingsResult = z.object({ rsvpAccess: ZRsvpAccess, lookupCheck: ZLookupCheck });
export type GuestListSettings = z.infer<typeof ZGuestListSettingsResult>;

export { ZPartyMatch, type PartyMatch } from "./response";

/** The couple confirms, corrects or clears the party a reply belongs to. */
export const ZResponsePartyUpdate = z.strictObject({ partyId: z.string().max(64).nullable() });

/** A guest who could not find their invitation leaves the couple a note instead of a dead end. */
export const ZGuestNoteInput = z.strictObject({
  weddingId: z.string().trim().min(1).max(64),
  name: requiredText(LENGTH.name, "Your name is required"),
  contact: text(LENGTH.email).default(""),
  message: text(GUEST_LENGTH.note).default(""),
  website: z.string().max(500).optional(),
});

export const ZGuestNote = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type GuestNote = z.infer<typeof ZGuestNote>;

export { invitationPath, invitationTokenFromHash } from "./invitation-link";
