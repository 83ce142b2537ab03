import { z } from "zod";
import { PRIMARY_ID } from "./ids";
import { LENGTH, MAX_PARTY_MEMBERS } from "./limits";
import { ZLocale } from "./translations";
import { hasForbiddenChars, requiredText, text } from "./text";

const RELATIONSHIPS = ["spouse", "partner", "child", "guest"] as const;
const ZRelationship = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof ZRelationship>;

export { PRIMARY_ID };

const SIDES = ["bride", "groom"] as const;
export const ZSide = z.enum(SIDES);
export type Side = z.infer<typeof ZSide>;

// Ids become keys of plain objects (per-person answers): "constructor" or "__proto__" would
// read as inherited properties, so a required per-person answer looked given when it was not.
const ZMemberId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Member ids are letters, digits, - and _")
  .refine((id) => !(id in Object.prototype), "This id is reserved");

/** A person the guest brings. The primary guest (id 'primary', relationship 'self') may lead the list. */
const ZPartyMemberInput = z.union([
  z.object({
    id: z.literal(PRIMARY_ID),
    name: text(LENGTH.name).optional(),
    relationship: z.literal("self").optional(),
    age: z.unknown().optional(),
    isPrimary: z.literal(true).optional(),
  }),
  z
    .object({
      id: ZMemberId.refine((id) => id !== PRIMARY_ID),
      name: requiredText(LENGTH.name, "Party member name is required"),
      relationship: ZRelationship.default("guest"),
      age: z.number().int("Age is a whole number").min(0).max(130).nullish(),
      isPrimary: z.literal(false).optional(),
    })
    // Age is only asked for a child; a stale age left after changing the relationship is dropped.
    .transform(({ age, ...member }) => (member.relationship === "child" && age != null ? { ...member, age } : member)),
]);

const ZPartyMember = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum([...RELATIONSHIPS, "self"]),
  age: z.number().optional(),
  isPrimary: z.boolean(),
  /** The invited guest (contract/guest-list.ts) this person is, on a reply from an invitation link. */
  guestId: z.string().optional(),
});
export type PartyMember = z.infer<typeof ZPartyMember>;

/** An answer: one string for the party, or one string per person id for individual questions. */
const ZAnswerText = z
  .string()
  .max(LENGTH.longAnswer)
  .refine((value) => !hasForbiddenChars(value), "Contains characters that are not allowed");
export const ZAnswer = z.union([ZAnswerText, z.record(ZMemberId, ZAnswerText)]);
export type Answer = z.infer<typeof ZAnswer>;
export type Answers = Record<string, Answer>;

const ZEmail = z.email("Enter a valid email address");

export const ZRsvpSubmit = z.strictObject({
  weddingId: z.string().trim().min(1).max(64),
  guestName: requiredText(LENGTH.name, "Your name is required"),
  guestEmail: z.string().trim().max(LENGTH.email).pipe(ZEmail),
  guestPhone: text(LENGTH.phone)
    .nullish()
    .transform((value) => (value ? value : null)),
  partyMembers: z
    .array(ZPartyMemberInput)
    .max(MAX_PARTY_MEMBERS + 1)
    .optional(),
  responses: z.record(z.string().max(64), ZAnswer),
  /** Honeypot: hidden from people, filled by bots. Must be empty. */
  website: z.string().max(500).optional(),
  /** The language the guest read the form in: their confirmation email is written in it (issue 16). */
  locale: ZLocale.optional(),
});
export type RsvpSubmit = z.input<typeof ZRsvpSubmit>;

/**
 * A guest's own change, authorised by the edit token from the thank-you view, sent in the
 * body or, like the read, in the X-Edit-Token header. Without either the answer is 401.
 */
export const ZRsvpGuestEdit = ZRsvpSubmit.omit({ weddingId: true }).extend({
  editToken: z.string().trim().max(200).optional(),
});

/**
 * A host entering or correcting an answer received another way (phone, card): no deadline, no
 * honeypot, and the email may be left blank (stored as ""): grandma answered by phone.
 */
export const ZRsvpHostEntry = ZRsvpSubmit.omit({ weddingId: true, website: true, locale: true }).extend({
  /** The couple usually knows whose side a caller is on; absent on a correction keeps the side. */
  sideAssignment: ZSide.nullable().optional(),
  /**
   * Adding only: the household on the guest list the call came from. Its reply is its own, and it
   * answers every event that household is invited to, private ones too (docs/decisions/0019-events.md).
   */
  partyId: z.string().trim().max(64).optional(),
  guestEmail: z
    .string()
    .trim()
    .max(LENGTH.email)
    .refine((email) => email === "" || ZEmail.safeParse(email).success, "Enter a valid email address"),
});

export const ZSubmitResult = z.object({
  id: z.string(),
  editToken: z.string(),
  submittedAt: z.string(),
});
export type SubmitResult = z.infer<typeof ZSubmitResult>;

export const ZSideUpdate = z.strictObject({ sideAssignment: ZSide.nullable() });

/** How a reply belongs to a guest-list party (contract/guest-list.ts): its own invitation link, a host-confirmed or a suggested match. */
export const ZPartyMatch = z.enum(["invitation", "confirmed", "suggested"]);
export type PartyMatch = z.infer<typeof ZPartyMatch>;

export const ZRsvpResponse = z.object({
  id: z.string(),
  weddingId: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string().nullable(),
  partyMembers: z.array(ZPartyMember),
  responses: z.record(z.string(), ZAnswer),
  sideAssignment: ZSide.nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** The guest-list party this reply belongs to, if any (absent on weddings without a guest list). */
  partyId: z.string().nullable().optional(),
  partyMatch: ZPartyMatch.nullable().optional(),
});
export type RsvpResponse = z.infer<typeof ZRsvpResponse>;

/** The guest's own answer, read back with the edit token (to prefill the edit form). */
export const ZGuestResponse = ZRsvpResponse.omit({ sideAssignment: true, partyId: true, partyMatch: true });
export type GuestResponse = z.infer<typeof ZGuestResponse>;

/**
 * The optional Idempotency-Key header of a submit or a host entry (docs/decisions/0003): 8-200
 * visible ASCII characters. Loose, so the request's other headers pass through untouched.
 */
export const ZIdempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7E]{8,200}$/, "Idempotency-Key must be 8-200 visible ASCII characters")
    .optional(),
});
