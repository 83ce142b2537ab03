import { z } from "zod";
import { ZGuestEvent } from "./events";
import { ZGuestSection } from "./website";
import { MAX_EXTRA_SEATS, MAX_PARTY_GUESTS } from "./guest-list";
import { ZQuestion } from "./question";
import { LENGTH } from "./limits";
import { ZLocale } from "./translations";
import { ZAnswer } from "./response";
import { requiredText, text } from "./text";

/**
 * The guest side of the guest list (docs/decisions/0012): finding one's invitation by name, and
 * a party answering from its private link. The token travels in the X-Invitation-Token header,
 * never in a URL.
 */
export { INVITATION_TOKEN_HEADER, seatKey } from "./invitation-link";

/** The wedding the page that opened the link is for (its code): a link used on another wedding's page is refused. */
export const ZLinkQuery = z.object({ wedding: z.string().trim().max(64).optional() });

/** What a guest types to find their invitation; `choice` answers the question a first try asked. */
export const ZLookupRequest = z.strictObject({
  weddingId: z.string().trim().min(1).max(64),
  name: requiredText(120, "Type your name as it would be on the invitation"),
  choice: z.string().trim().max(64).optional(),
  /** The detail a strict lookup asks for (the wedding's `lookupCheck`): ignored when it asks for the name alone. */
  detail: z.string().trim().max(LENGTH.email).optional(),
  /** The page's language: the question and its options come back in it (else the wedding's). */
  locale: ZLocale.optional(),
});
export type LookupRequest = z.input<typeof ZLookupRequest>;

/**
 * found: the invitation's token (the page opens it). ask: guests of the same full name are on
 * several invitations; the options (two or more) tell them apart without revealing who else is
 * invited. not_found: everything else, one answer in shape and work: no match, a wrong answer to
 * the question, a name that is not enough to tell (a given name alone, a family name several
 * households share), and in a strict lookup a wrong detail (docs/decisions/0022-lookup-privacy.md).
 */
export const ZLookupResult = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("found"), token: z.string() }),
  z.object({ outcome: z.literal("ask"), prompt: z.string(), options: z.array(z.object({ id: z.string(), label: z.string() })) }),
  z.object({ outcome: z.literal("not_found") }),
]);
export type LookupResult = z.infer<typeof ZLookupResult>;

const ZLinkGuest = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), isChild: z.boolean() });

/**
 * A party's reply as it is stored, for the link to show and change it. Its email and phone are
 * only what the party typed on the link, never what the couple typed (decision 0022): blank or
 * null when it typed nothing, whatever the couple holds.
 */
const ZLinkAnswer = z.object({
  guests: z.array(z.object({ guestId: z.string(), attending: z.boolean() })),
  extraGuests: z.array(z.object({ name: z.string(), isChild: z.boolean(), age: z.number().nullable() })),
  responses: z.record(z.string(), ZAnswer),
  guestEmail: z.string(),
  guestPhone: z.string().nullable(),
  updatedAt: z.string(),
});

/** What an invitation link shows: whom it greets, who is invited, and the party's reply if it gave one. */
export const ZLinkView = z.object({
  weddingCode: z.string(),
  party: z.object({
    name: z.string(),
    guests: z.array(ZLinkGuest),
    extraSeats: z.number(),
    /** The couple has an email address for someone in the party: the form says so and asks for none (never which). */
    emailOnFile: z.boolean(),
  }),
  reply: ZLinkAnswer.nullable(),
  /**
   * The questions this party is asked: the public ones and those of the private events it is
   * invited to (docs/decisions/0019-events.md), in form order. The form uses these, not the page's.
   */
  questions: z.array(ZQuestion).optional(),
  /** The extra events this party is invited to; absent when there are none. */
  events: z.array(ZGuestEvent).optional(),
  /** The website's sections this party may see, its limited ones included (docs/decisions/0045-website-sections.md); absent when none. */
  sections: z.array(ZGuestSection).optional(),
});
export type LinkView = z.infer<typeof ZLinkView>;

const ZExtraGuest = z.strictObject({
  name: requiredText(LENGTH.name, "Add this guest's name, or remove the seat"),
  isChild: z.boolean().default(false),
  age: z.number().int("Age is a whole number").min(0).max(17).nullish(),
});

/**
 * A party's reply from its link: one choice per invited guest (every one of them), the open
 * seats it names (all coming), and answers: party questions by question id, per-person ones
 * keyed by guest id or `seatKey(n)`. Contact details are optional: the couple has them.
 */
export const ZLinkReply = z.strictObject({
  guests: z
    .array(z.strictObject({ guestId: z.string().max(64), attending: z.boolean() }))
    .min(1)
    .max(MAX_PARTY_GUESTS),
  extraGuests: z.array(ZExtraGuest).max(MAX_EXTRA_SEATS).default([]),
  responses: z.record(z.string().max(64), ZAnswer).default({}),
  guestEmail: z
    .string()
    .trim()
    .max(LENGTH.email)
    .refine((email) => email === "" || z.email().safeParse(email).success, "Enter a valid email address")
    .default(""),
  guestPhone: text(LENGTH.phone)
    .nullish()
    .transform((phone) => phone || null),
  website: z.string().max(500).optional(),
  /** The language the party read its invitation in: its confirmation is written in it (issue 16). */
  locale: ZLocale.optional(),
});
export type LinkReplyInput = z.input<typeof ZLinkReply>;
