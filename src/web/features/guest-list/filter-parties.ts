import type { Party, PartyStatus } from "../../../contract/guest-list";
import { foldName, nameWords } from "../../../contract/person-identity";
import type { Side } from "../../../contract/response";

/** "unassigned" stands for a party with no side yet; "" means any. */
export type SideFilter = Side | "unassigned" | "";

export interface PartyFilter {
  search: string;
  side: SideFilter;
  /** A tag the party carries; "" means any. */
  tag: string;
  status: PartyStatus | "";
}

export const NO_FILTER: PartyFilter = { search: "", side: "", tag: "", status: "" };

/**
 * Everything a search may match in a party (issue 13, item 5: search by any guest name): its
 * name and each guest's names and aliases, folded once as the product compares names
 * (contract/person-identity.ts), so "jose" finds "José", "lukasz" finds "Łukasz" and "obrien"
 * finds "O'Brien".
 */
export function searchText(party: Party): string {
  const names = party.guests.flatMap((guest) => [`${guest.firstName} ${guest.lastName}`, ...guest.aliases]);
  return foldName([party.name, ...names].join("\n"));
}

function matchesSide(party: Party, side: SideFilter): boolean {
  if (side === "") return true;
  if (side === "unassigned") return party.side === null;
  // A household on both sides is on each side too; "both" alone finds just those.
  if (side === "both") return party.side === "both";
  return party.side === side || party.side === "both";
}

/**
 * The parties the filters let through, in list order. `folded` caches each party's search text
 * (keyed by the party object, so a refetched party is folded afresh).
 */
export function filterParties(parties: readonly Party[], filter: PartyFilter, folded: WeakMap<Party, string> = new WeakMap()): Party[] {
  const needles = nameWords(filter.search);
  return parties.filter((party) => {
    if (!matchesSide(party, filter.side)) return false;
    if (filter.tag && !party.tags.includes(filter.tag)) return false;
    if (filter.status && party.status !== filter.status) return false;
    if (needles.length === 0) return true;
    let text = folded.get(party);
    if (text === undefined) {
      text = searchText(party);
      folded.set(party, text);
    }
    // Every word typed must appear: "maria garcia" finds María García but not María Okafor.
    return needles.every((needle) => text.includes(needle));
  });
}

/** Every tag in use, sorted, for the tag filter and the bulk "remove tag" choice. */
export function tagsInUse(parties: readonly Party[]): string[] {
  const tags = new Set<string>();
  for (const party of parties) for (const tag of party.tags) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}
