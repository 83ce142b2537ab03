import { PRIMARY_ID } from "../ids";
import type { Answers, PartyMember } from "../response";

/**
 * How a party's reply names its people (docs/decisions/0012-guest-list.md, 0029-one-owner-per-table.md).
 * The link sends (ZLinkReply) and shows (LinkView) a guest by their guest id and an
 * open seat by `seatKey(n)`. Each side then holds them under keys of its own:
 * - the server stores the reply as every reply (`checkRsvp`, the responses page, the CSVs): the
 *   first person coming as PRIMARY_ID, everyone else by the key the link sent, and a named
 *   guest's entry with its guest id. Nobody coming: the party's first guest is the primary, and
 *   answers the extra events under that key (docs/decisions/0019-events.md).
 * - the form (web/features/party-reply/reply-draft.ts) holds an open seat under a local id.
 * Only a few keys differ between what is sent and what is held; `replyKeys` maps them both ways,
 * and `rekeyAnswers`/`rekeyFields` apply a direction to answers and to field errors.
 */
export interface ReplyKeys {
  /** The key a person is held under, from the key the link sends. */
  held(sentKey: string): string;
  /** The key the link sends, from the key a person is held under. */
  sent(heldKey: string): string;
  /** The guest id of the person held under this key, when they are a guest of the party. */
  guestId(heldKey: string): string | undefined;
}

/** One person whose keys differ, or who is a guest of the party. */
export interface KeyedPerson {
  sent: string;
  held: string;
  guestId?: string;
}

/** The mapping both ways; any key not listed is the same on both sides. */
export function replyKeys(people: Iterable<KeyedPerson>): ReplyKeys {
  const bySent = new Map<string, KeyedPerson>();
  const byHeld = new Map<string, KeyedPerson>();
  for (const person of people) {
    bySent.set(person.sent, person);
    byHeld.set(person.held, person);
  }
  return {
    held: (key) => bySent.get(key)?.held ?? key,
    sent: (key) => byHeld.get(key)?.sent ?? key,
    guestId: (key) => byHeld.get(key)?.guestId,
  };
}

/** Per-person answers under the keys `keyOf` gives; the party's own answers are unchanged. */
export function rekeyAnswers(answers: Answers, keyOf: (key: string) => string): Answers {
  const rekeyed: Answers = {};
  for (const [questionId, answer] of Object.entries(answers)) {
    rekeyed[questionId] = typeof answer === "string" ? answer : Object.fromEntries(Object.entries(answer).map(([key, value]) => [keyOf(key), value]));
  }
  return rekeyed;
}

/** Field errors whose last part names a person ("responses.q.primary") under the keys `keyOf` gives. */
export function rekeyFields(fields: Record<string, string>, keyOf: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/\.([^.]+)$/, (_, key: string) => `.${keyOf(key)}`), message]));
}

/**
 * The keys of a reply as its link sends it, for storing: the people coming in invitation order
 * (a guest's key is their guest id), and the party's first guest for when nobody comes.
 */
export function keysOfSentReply(coming: readonly { key: string; guestId?: string }[], firstGuestId: string): ReplyKeys {
  const primary = coming[0]?.key ?? firstGuestId;
  const people: KeyedPerson[] = coming.map((person) => ({ sent: person.key, held: person.key === primary ? PRIMARY_ID : person.key, guestId: person.guestId }));
  if (!coming.length) people.push({ sent: firstGuestId, held: PRIMARY_ID });
  return replyKeys(people);
}

/**
 * The keys of a stored party reply, from the people it lists (each named guest with its guest
 * id). A link reply listing nobody answered the events as its first guest; pass no guest ids
 * for a reply that did not come from the link.
 */
export function keysOfStoredReply(listed: readonly Pick<PartyMember, "id" | "guestId">[], partyGuestIds: readonly string[]): ReplyKeys {
  const people: KeyedPerson[] = listed.flatMap((member) => (member.guestId ? [{ sent: member.guestId, held: member.id, guestId: member.guestId }] : []));
  if (!listed.length && partyGuestIds[0]) people.push({ sent: partyGuestIds[0], held: PRIMARY_ID, guestId: partyGuestIds[0] });
  return replyKeys(people);
}

/** The keys a link reply's guests not coming to the wedding answer under (the brunch), in the party's order. */
export function declinedKeys(stored: readonly Pick<PartyMember, "id" | "guestId">[], partyGuestIds: readonly string[]): string[] {
  const coming = new Set(stored.map((member) => member.guestId).filter(Boolean));
  const keys = keysOfStoredReply(stored, partyGuestIds);
  return partyGuestIds.filter((id) => !coming.has(id)).map(keys.held);
}

/**
 * A link reply as the couple corrects it (docs/decisions/0019-events.md), with each invited
 * guest's id kept, so the guest list still reads who is coming (contract/rules/party-status.ts):
 * a reply of one person lists its primary guest.
 */
export function keepGuestIds(
  corrected: readonly PartyMember[],
  stored: readonly Pick<PartyMember, "id" | "guestId">[],
  partyGuestIds: readonly string[],
  primary: PartyMember | null,
): PartyMember[] {
  const keys = keysOfStoredReply(stored, partyGuestIds);
  const listed = corrected.length ? corrected : primary ? [primary] : [];
  return listed.map((member) => {
    const guestId = keys.guestId(member.id);
    return guestId ? { ...member, guestId } : member;
  });
}
