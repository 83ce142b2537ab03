import { boundedDistance, typoBound } from "./distance";
import { NICKNAME_FAMILIES } from "./nicknames";
import { storedTokens } from "./normalise";

/**
 * One wedding's guest names, indexed by their folded tokens, so a lookup touches a few map
 * entries and the handful of stored words close enough in length to be a typo, not every
 * guest (bench/README.md has the figures at 5,000 guests).
 */

export type NameField = "given" | "family";

export interface IndexedName {
  firstName: string;
  lastName: string;
  aliases: readonly string[];
}

export interface Posting {
  party: number;
  guest: number;
  field: NameField;
}

/** How sure one typed word is of one stored word: the same, a nickname of it, a typo of it. */
export const STRENGTH = { exact: 3, nickname: 2.5, typo: 2 } as const;

export interface TokenHit extends Posting {
  strength: number;
}

const EQUIVALENTS = (() => {
  const map = new Map<string, Set<string>>();
  for (const family of NICKNAME_FAMILIES) {
    for (const name of family) {
      const set = map.get(name) ?? new Set<string>();
      for (const other of family) if (other !== name) set.add(other);
      map.set(name, set);
    }
  }
  return map;
})();

/**
 * Mario and Maria, Daniel and Daniela, Julio and Julia are different people, not a typo: two
 * given names that differ only in a final vowel (or one has an extra final vowel) never match
 * as a typo.
 */
export function isGenderedVariant(a: string, b: string): boolean {
  const stem = (word: string) => word.replace(/[aeiouy]$/, "");
  return a !== b && stem(a) === stem(b);
}

export class NameIndex {
  private readonly postings = new Map<string, Posting[]>();
  /** Distinct stored tokens by length: the only ones a typo of a given length can be. */
  private readonly byLength = new Map<number, string[]>();
  /** Per party, per guest: whether the guest has a family name at all (a mononym's given name is their whole name). */
  readonly hasFamilyName: boolean[][];

  constructor(parties: readonly (readonly IndexedName[])[]) {
    this.hasFamilyName = parties.map((guests) => guests.map((guest) => storedTokens(guest.lastName).length > 0));
    parties.forEach((guests, party) =>
      guests.forEach((guest, index) => {
        const add = (raw: string, field: NameField) => {
          for (const token of storedTokens(raw)) this.add(token, { party, guest: index, field });
        };
        add(guest.firstName, "given");
        for (const alias of guest.aliases) add(alias, "given");
        add(guest.lastName, "family");
      }),
    );
  }

  private add(token: string, posting: Posting) {
    let list = this.postings.get(token);
    if (!list) {
      list = [];
      this.postings.set(token, list);
      const sameLength = this.byLength.get(token.length) ?? [];
      sameLength.push(token);
      this.byLength.set(token.length, sameLength);
    }
    list.push(posting);
  }

  /** Every stored name one typed word could be, with how sure each is. */
  hits(token: string): TokenHit[] {
    const hits: TokenHit[] = [];
    for (const posting of this.postings.get(token) ?? []) hits.push({ ...posting, strength: STRENGTH.exact });
    for (const nickname of EQUIVALENTS.get(token) ?? []) {
      for (const posting of this.postings.get(nickname) ?? []) {
        if (posting.field === "given") hits.push({ ...posting, strength: STRENGTH.nickname });
      }
    }
    const bound = typoBound(token.length);
    for (let length = token.length - bound; bound > 0 && length <= token.length + bound; length++) {
      for (const stored of this.byLength.get(length) ?? []) {
        // The shorter word sets the bound: "Ann" is never a typo of "Anne".
        const allowed = Math.min(bound, typoBound(stored.length));
        if (stored === token || allowed === 0 || boundedDistance(token, stored, allowed) > allowed) continue;
        const variant = isGenderedVariant(token, stored);
        for (const posting of this.postings.get(stored)!) {
          if (!(variant && posting.field === "given")) hits.push({ ...posting, strength: STRENGTH.typo });
        }
      }
    }
    return hits;
  }
}
