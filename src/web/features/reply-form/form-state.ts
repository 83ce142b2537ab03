import { MAX_PARTY_MEMBERS } from "../../../contract/limits";
import type { Question } from "../../../contract/question";
import type { Answers, GuestResponse, PartyMember, Relationship } from "../../../contract/response";
import { PRIMARY_ID } from "../../../contract/ids";
import { checkRsvp } from "../../../contract/rules/answers";
import { formVisibility } from "../../../contract/rules/visibility";

export interface MemberDraft {
  id: string;
  name: string;
  relationship: Relationship;
  /** As typed; only used for a child. */
  age: string;
}

export interface FormDraft {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** Honeypot: people never see it. */
  website: string;
  members: MemberDraft[];
  answers: Answers;
}

/** The request body minus weddingId (the server tolerates the primary guest leading partyMembers). */
export interface Submission {
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  partyMembers?: PartyMember[];
  responses: Answers;
  website: string;
}

function randomHex(bytes: number): string {
  // getRandomValues works on plain-http origins too, unlike crypto.randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const newMemberId = () => `m${randomHex(6)}`;
/** One per form instance, kept across retries and double taps so the server stores the answer once. */
export const newIdempotencyKey = () => `rsvp-${randomHex(16)}`;

export function emptyMember(): MemberDraft {
  return { id: newMemberId(), name: "", relationship: "guest", age: "" };
}

export function canAddMember(members: readonly MemberDraft[]): boolean {
  return members.length < MAX_PARTY_MEMBERS;
}

/** The form as the guest left it last time (opened through the private edit link). */
export function draftFromResponse(response: GuestResponse | undefined): FormDraft {
  if (!response) return { guestName: "", guestEmail: "", guestPhone: "", website: "", members: [], answers: {} };
  return {
    guestName: response.guestName,
    guestEmail: response.guestEmail,
    guestPhone: response.guestPhone ?? "",
    website: "",
    members: response.partyMembers
      .filter((member) => member.id !== PRIMARY_ID)
      .map((member) => ({
        id: member.id,
        name: member.name,
        relationship: member.relationship === "self" ? "guest" : member.relationship,
        age: member.age === undefined ? "" : String(member.age),
      })),
    answers: response.responses,
  };
}

/** The people a per-person question asks about right now: the guest, then named members when the party is shown. */
export function peopleOf(draft: FormDraft, showParty: boolean, you = ""): { id: string; name: string }[] {
  const self = { id: PRIMARY_ID, name: draft.guestName.trim() || you };
  if (!showParty) return [self];
  return [self, ...draft.members.filter((member) => member.name.trim()).map((member) => ({ id: member.id, name: member.name.trim() }))];
}

function parseAge(text: string): number | undefined | "invalid" {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > 130) return "invalid";
  return Number(trimmed);
}

/**
 * Turns the form into the request body using the shared rules (checkRsvp), so the guest
 * sees the server's own verdict before sending. Blank-named members are dropped (docs/spec.md
 * section 5), and so are answers about people no longer in the party.
 */
export function buildSubmission(
  questions: readonly Question[],
  draft: FormDraft,
  /** A household's guests not coming to the wedding, who may still answer its events (contract/rules/reply-keys.ts). */
  declined: readonly string[] = [],
): { ok: true; body: Submission } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  // Field errors are the server's English (docs/spec.md section 8), which field-messages.ts translates.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
  if (!draft.guestName.trim()) fields.guestName = "Your name is required";
  const { showParty } = formVisibility(questions, draft.answers);
  const kept = draft.members.filter((member) => member.name.trim());
  const members = kept.map((member) => {
    const age = member.relationship === "child" ? parseAge(member.age) : undefined;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
    if (age === "invalid") fields[`members.${member.id}.age`] = "Age is a whole number";
    return { id: member.id, name: member.name.trim(), relationship: member.relationship, ...(typeof age === "number" ? { age } : {}) };
  });
  const people = new Set([...peopleOf(draft, showParty).map((person) => person.id), ...declined]);
  const responses: Answers = {};
  for (const [id, answer] of Object.entries(draft.answers)) {
    if (typeof answer === "string") responses[id] = answer;
    else responses[id] = Object.fromEntries(Object.entries(answer).filter(([personId]) => people.has(personId)));
  }
  const checked = checkRsvp(questions, { guestName: draft.guestName.trim(), partyMembers: showParty ? members : [], responses, declined });
  if (!checked.ok) Object.assign(fields, checked.fields);
  if (Object.keys(fields).length || !checked.ok) return { ok: false, fields };
  return {
    ok: true,
    body: {
      guestName: draft.guestName.trim(),
      guestEmail: draft.guestEmail.trim(),
      guestPhone: draft.guestPhone.trim() || null,
      // docs/spec.md section 7: party members only when there is more than the primary guest.
      ...(checked.partyMembers.length > 1 ? { partyMembers: checked.partyMembers } : {}),
      responses: checked.answers,
      website: draft.website,
    },
  };
}
