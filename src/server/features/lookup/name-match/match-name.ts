import { counts, type HitGroup, type NameField, type NameIndex, type Posting, STRENGTH } from "./name-index";
import { queryTokens } from "./normalise";

/**
 * What a typed name found (docs/decisions/0012-guest-list.md):
 * - full: a guest's given and family name (or a mononym's one name), every typed word accounted
 *   for in the party; `guests` are the party's guests the name is.
 * - family: only family names ("Okafor", "Garcia Lopez").
 * - given: only given names ("Maria"): never enough to open an invitation. A single word that is
 *   only ever a given name comes back at once, with no parties: walking every party that has it
 *   (thousands of postings for a common name) would make "on the list" slower than "not on it",
 *   which the lookup must not tell (docs/decisions/0022-lookup-privacy.md).
 * Only the best-scoring parties of the strongest kind are returned: an exact name beats a
 * nickname, which beats a typo, so "Kate Smith" opens Kate's invitation, not Katherine's.
 */
export type NameMatch = { kind: "none" } | { kind: "full" | "family" | "given"; parties: { party: number; guests: number[]; score: number }[] };

const NONE: NameMatch = { kind: "none" };

interface PartyScore {
  party: number;
  kind: "full" | "family" | "given";
  guests: number[];
  score: number;
}

/** One typed word's hit on one guest of a party. */
interface Hit {
  guest: number;
  field: NameField;
  strength: number;
}

// A typed word's position is a bit in a guest's masks, so a lookup reads at most this many
// words; nobody's name on one invitation runs longer, so a longer one matches no party anyway.
const MAX_WORDS = 31;

function scoreParty(party: number, perToken: Hit[][], hasFamilyName: boolean[]): PartyScore {
  let score = 0;
  let oneSure = false;
  let anyFamily = false;
  // Per guest: which typed words hit their given names, which their family name.
  const given = new Int32Array(hasFamilyName.length);
  const family = new Int32Array(hasFamilyName.length);
  perToken.forEach((hits, token) => {
    let best = 0;
    for (const hit of hits) {
      if (hit.strength > best) best = hit.strength;
      if (hit.field === "given") given[hit.guest]! |= 1 << token;
      else {
        family[hit.guest]! |= 1 << token;
        anyFamily = true;
      }
    }
    score += best;
    // A name made only of typos is too far from anyone's: at least one word must be right.
    if (best > STRENGTH.typo) oneSure = true;
  });
  const fullGuests: number[] = [];
  hasFamilyName.forEach((hasFamily, guest) => {
    const g = given[guest]!;
    const f = family[guest]!;
    // A given and a family name, from two different typed words: not one word counted twice.
    const complete = hasFamily ? g !== 0 && f !== 0 && !(g === f && (g & (g - 1)) === 0) : g !== 0;
    if (complete) fullGuests.push(guest);
  });
  if (fullGuests.length > 0 && (oneSure || perToken.length === 1)) return { party, kind: "full", guests: fullGuests, score };
  return { party, kind: anyFamily ? "family" : "given", guests: [], score };
}

/** The first position in a posting list (sorted by party, name-index.ts) at or after `party`. */
function firstOf(postings: readonly Posting[], party: number): number {
  let low = 0;
  let high = postings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (postings[middle]!.party < party) low = middle + 1;
    else high = middle;
  }
  return low;
}

function collect(hits: Hit[], group: HitGroup, postings: readonly Posting[], from: number, party: number) {
  for (let at = from; at < postings.length && postings[at]!.party === party; at++) {
    const posting = postings[at]!;
    if (counts(group, posting)) hits.push({ guest: posting.guest, field: posting.field, strength: group.strength });
  }
}

/**
 * Scores every party against a typed name. Every typed word must be some name in the party, or
 * the party is not a match: "Maria Garcia" does not find "Mario Garza". Only the parties the
 * rarest word hit are candidates; each other word is looked up in them by binary search, so a
 * common given name costs a few probes per candidate rather than a walk of every John.
 */
export function matchName(index: NameIndex, typed: string): NameMatch {
  const tokens = queryTokens(typed);
  if (tokens.length === 0 || tokens.length > MAX_WORDS) return NONE;
  const groupsByToken = tokens.map((token) => index.hits(token));
  if (tokens.length === 1 && groupsByToken[0]!.length > 0 && !groupsByToken[0]!.some((group) => group.alone)) return { kind: "given", parties: [] };
  const sizes = groupsByToken.map((groups) => groups.reduce((total, group) => total + group.postings.length, 0));
  const rarest = sizes.indexOf(Math.min(...sizes));
  let byParty = new Map<number, Hit[][]>();
  for (const group of groupsByToken[rarest]!) {
    for (const posting of group.postings) {
      if (!counts(group, posting)) continue;
      let perToken = byParty.get(posting.party);
      if (!perToken) {
        perToken = tokens.map(() => []);
        byParty.set(posting.party, perToken);
      }
      perToken[rarest]!.push({ guest: posting.guest, field: posting.field, strength: group.strength });
    }
  }
  for (let position = 0; position < tokens.length && byParty.size > 0; position++) {
    if (position === rarest) continue;
    const still = new Map<number, Hit[][]>();
    for (const [party, perToken] of byParty) {
      const hits = perToken[position]!;
      for (const group of groupsByToken[position]!) collect(hits, group, group.postings, firstOf(group.postings, party), party);
      if (hits.length > 0) still.set(party, perToken);
    }
    byParty = still;
  }
  if (byParty.size === 0) return NONE;
  const scored: PartyScore[] = [];
  for (const [party, perToken] of byParty) scored.push(scoreParty(party, perToken, index.hasFamilyName[party]!));
  // A single word that is someone's given name in one party and a family name in another
  // ("Jordan") could be either: it is treated as a given name, which never opens a party alone.
  const kinds = new Set(scored.map((entry) => entry.kind));
  const kind = kinds.has("full") ? "full" : kinds.has("given") ? "given" : "family";
  const ofKind = scored.filter((entry) => entry.kind === kind);
  const best = Math.max(...ofKind.map((entry) => entry.score));
  const top = kind === "given" ? ofKind : ofKind.filter((entry) => entry.score === best);
  return { kind, parties: top.map(({ party, guests, score }) => ({ party, guests, score })).sort((a, b) => a.party - b.party) };
}
