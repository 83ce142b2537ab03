import { counts, type NameIndex, STRENGTH, type TokenHit } from "./name-index";
import { queryTokens } from "./normalise";

/**
 * What a typed name found (docs/decisions/0012-guest-list.md):
 * - full: a guest's given and family name (or a mononym's one name), every typed word accounted
 *   for in the party; `guests` are the party's guests the name is.
 * - family: only family names ("Okafor", "Garcia Lopez").
 * - given: only given names ("Maria"): never enough to open an invitation.
 * Only the best-scoring parties of the strongest kind are returned: an exact name beats a
 * nickname, which beats a typo, so "Kate Smith" opens Kate's invitation, not Katherine's.
 */
export type NameMatch = { kind: "none" } | { kind: "full" | "family" | "given"; parties: { party: number; guests: number[]; score: number }[] };

interface PartyScore {
  party: number;
  kind: "full" | "family" | "given";
  guests: number[];
  score: number;
}

function scoreParty(party: number, perToken: TokenHit[][], hasFamilyName: boolean[]): PartyScore {
  let score = 0;
  for (const hits of perToken) score += Math.max(...hits.map((hit) => hit.strength));
  const fullGuests: number[] = [];
  hasFamilyName.forEach((hasFamily, guest) => {
    const given = new Set<number>();
    const family = new Set<number>();
    perToken.forEach((hits, token) => {
      for (const hit of hits) {
        if (hit.guest !== guest) continue;
        (hit.field === "given" ? given : family).add(token);
      }
    });
    const complete = hasFamily ? [...given].some((g) => [...family].some((f) => f !== g)) : given.size > 0;
    if (complete) fullGuests.push(guest);
  });
  // A name made only of typos is too far from anyone's: at least one word must be right.
  const oneSure = perToken.some((hits) => hits.some((hit) => hit.strength > STRENGTH.typo));
  if (fullGuests.length > 0 && (oneSure || perToken.length === 1)) return { party, kind: "full", guests: fullGuests, score };
  const anyFamily = perToken.some((hits) => hits.some((hit) => hit.field === "family"));
  return { party, kind: anyFamily ? "family" : "given", guests: [], score };
}

/**
 * Scores every party against a typed name. Every typed word must be some name in the party, or
 * the party is not a match: "Maria Garcia" does not find "Mario Garza".
 */
export function matchName(index: NameIndex, typed: string): NameMatch {
  const tokens = queryTokens(typed);
  if (tokens.length === 0) return { kind: "none" };
  const groupsByToken = tokens.map((token) => index.hits(token));
  const size = (position: number) => groupsByToken[position]!.reduce((total, group) => total + group.postings.length, 0);
  // Only a party the rarest word hit can have every word: start from it.
  let rarest = 0;
  for (let position = 1; position < tokens.length; position++) if (size(position) < size(rarest)) rarest = position;
  const byParty = new Map<number, TokenHit[][]>();
  for (const group of groupsByToken[rarest]!) {
    for (const posting of group.postings) {
      if (!counts(group, posting)) continue;
      let perToken = byParty.get(posting.party);
      if (!perToken) {
        perToken = tokens.map(() => []);
        byParty.set(posting.party, perToken);
      }
      perToken[rarest]!.push({ ...posting, strength: group.strength });
    }
  }
  groupsByToken.forEach((groups, position) => {
    if (position === rarest) return;
    for (const group of groups) {
      for (const posting of group.postings) {
        const perToken = byParty.get(posting.party);
        if (perToken && counts(group, posting)) perToken[position]!.push({ ...posting, strength: group.strength });
      }
    }
  });
  const scored: PartyScore[] = [];
  for (const [party, perToken] of byParty) {
    if (perToken.every((hits) => hits.length > 0)) scored.push(scoreParty(party, perToken, index.hasFamilyName[party]!));
  }
  if (scored.length === 0) return { kind: "none" };
  // A single word that is someone's given name in one party and a family name in another
  // ("Jordan") could be either: it is treated as a given name, which never opens a party alone.
  const kinds = new Set(scored.map((entry) => entry.kind));
  const kind = kinds.has("full") ? "full" : kinds.has("given") ? "given" : "family";
  const ofKind = scored.filter((entry) => entry.kind === kind);
  const best = Math.max(...ofKind.map((entry) => entry.score));
  const top = kind === "given" ? ofKind : ofKind.filter((entry) => entry.score === best);
  return { kind, parties: top.map(({ party, guests, score }) => ({ party, guests, score })).sort((a, b) => a.party - b.party) };
}
