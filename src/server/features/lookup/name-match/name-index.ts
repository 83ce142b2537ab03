import { nicknamesOf } from "../../../../contract/person-identity";
import { boundedDistance, deletionVariants, typoBound } from "./distance";
import { storedTokens } from "./normalise";

/**
 * One wedding's guest names, indexed by their folded tokens, so a lookup touches a few map
 * entries (the word, its nicknames, its deletion variants for typos), never every guest
 * (bench/README.md has the figures at 5,000 guests).
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

/** Stored postings one typed word hit, all with the same strength; `fields` says which of them count. */
export interface HitGroup {
  strength: number;
  postings: readonly Posting[];
  fields: "any" | NameField;
  /** Whether the stored word alone could open a party: someone's family name, or a one-name guest's name. */
  alone: boolean;
}

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
  /** Each list is in party order (parties are added in order and never after): matchName binary-searches it. */
  private readonly postings = new Map<string, Posting[]>();
  /** Stored tokens by their deletion variants (distance.ts): the only ones a typo can be. */
  private readonly byVariant = new Map<string, string[]>();
  /** Per party, per guest: whether the guest has a family name at all (a mononym's given name is their whole name). */
  readonly hasFamilyName: boolean[][];
  /** Stored words that alone could open a party (a family name, a mononym): the rest are only ever given names. */
  private readonly opensAlone = new Set<string>();

  constructor(parties: readonly (readonly IndexedName[])[]) {
    this.hasFamilyName = parties.map((guests) => guests.map((guest) => storedTokens(guest.lastName).length > 0));
    parties.forEach((guests, party) =>
      guests.forEach((guest, index) => {
        const mononym = !this.hasFamilyName[party]![index];
        const add = (raw: string, field: NameField) => {
          for (const token of storedTokens(raw)) {
            this.add(token, { party, guest: index, field });
            if (field === "family" || mononym) this.opensAlone.add(token);
          }
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
      for (const variant of deletionVariants(token, typoBound(token.length))) {
        const stored = this.byVariant.get(variant);
        if (stored) stored.push(token);
        else this.byVariant.set(variant, [token]);
      }
    }
    list.push(posting);
  }

  /**
   * Every stored name one typed word could be, with how sure each is: groups of the index's own
   * posting lists, not copies (a lookup touches thousands of postings and keeps a few).
   */
  hits(token: string): HitGroup[] {
    const groups: HitGroup[] = [];
    const exact = this.postings.get(token);
    if (exact) groups.push({ strength: STRENGTH.exact, postings: exact, fields: "any", alone: this.opensAlone.has(token) });
    for (const nickname of nicknamesOf(token)) {
      const postings = this.postings.get(nickname);
      if (postings) groups.push({ strength: STRENGTH.nickname, postings, fields: "given", alone: this.opensAlone.has(nickname) });
    }
    const bound = typoBound(token.length);
    if (bound === 0) return groups;
    const seen = new Set<string>([token]);
    for (const variant of deletionVariants(token, bound)) {
      for (const stored of this.byVariant.get(variant) ?? []) {
        if (seen.has(stored)) continue;
        seen.add(stored);
        // The shorter word sets the bound: "Ann" is never a typo of "Anne".
        const allowed = Math.min(bound, typoBound(stored.length));
        if (allowed === 0 || boundedDistance(token, stored, allowed) > allowed) continue;
        groups.push({
          strength: STRENGTH.typo,
          postings: this.postings.get(stored)!,
          fields: isGenderedVariant(token, stored) ? "family" : "any",
          alone: this.opensAlone.has(stored),
        });
      }
    }
    return groups;
  }
}

/** Whether a posting of a group counts: nicknames are given names only; a gendered variant is never a given name's typo. */
export function counts(group: HitGroup, posting: Posting): boolean {
  return group.fields === "any" || posting.field === group.fields;
}
