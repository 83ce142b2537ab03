import { type PartyInput } from "../../../../../contract/guest-list";
import { foldName } from "../../../../../contract/person-identity";
import { type PartySuggestion, type ImportPreview } from "./import-preview";
import { partyProblem } from "./party-problem";

/**
 * Same surname and same address (one row per guest without a household column), each compared
 * as the product compares names (contract/person-identity.ts): "Wałęsa" and "Walesa" are one.
 */
export function suggestParties(parties: PartyInput[], addresses: string[]): PartySuggestion[] {
  const groups = new Map<string, number[]>();
  parties.forEach((party, index) => {
    const surname = foldName(party.guests[0]?.lastName ?? "");
    const address = foldName(addresses[index] ?? "");
    if (!surname || !address) return;
    const key = `${surname}\u0000${address}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return (
    [...groups.values()]
      .filter((indexes) => indexes.length > 1)
      // Offered only when the merged household is one the server accepts (guest and seat limits).
      .filter((indexes) => partyProblem(mergeParties(indexes.map((index) => parties[index]!))) === null)
      .map((indexes) => ({
        reason: `Same surname and address: ${parties[indexes[0]!]!.guests[0]!.lastName}, ${addresses[indexes[0]!]}`,
        partyIndexes: indexes,
      }))
  );
}

/** The preview with the chosen suggestions merged into one party each; the rest stay suggestions. */
export function applySuggestions(preview: ImportPreview, chosen: PartySuggestion[]): ImportPreview {
  const mergedInto = new Map<number, number[]>();
  const absorbed = new Set<number>();
  for (const suggestion of chosen) {
    const [first, ...rest] = suggestion.partyIndexes;
    if (first === undefined || [first, ...rest].some((index) => absorbed.has(index) || mergedInto.has(index))) continue;
    mergedInto.set(first, rest);
    rest.forEach((index) => absorbed.add(index));
  }
  const parties: PartyInput[] = [];
  const partyRows: number[][] = [];
  const newIndex = new Map<number, number>();
  preview.parties.forEach((party, index) => {
    if (absorbed.has(index)) return;
    const others = (mergedInto.get(index) ?? []).map((other) => preview.parties[other]!);
    newIndex.set(index, parties.length);
    parties.push(others.length ? mergeParties([party, ...others]) : party);
    partyRows.push([index, ...(mergedInto.get(index) ?? [])].flatMap((each) => preview.partyRows[each] ?? []));
  });
  const suggestions = preview.suggestions
    .filter((suggestion) => !chosen.includes(suggestion) && suggestion.partyIndexes.every((index) => !absorbed.has(index) && !mergedInto.has(index)))
    .map((suggestion) => ({ ...suggestion, partyIndexes: suggestion.partyIndexes.map((index) => newIndex.get(index)!) }));
  return { ...preview, parties, partyRows, suggestions };
}

function mergeParties(parties: PartyInput[]): PartyInput {
  const sides = [...new Set(parties.map((party) => party.side ?? null).filter((side) => side !== null))];
  return {
    name: parties.find((party) => party.name)?.name ?? "",
    guests: parties.flatMap((party) => party.guests),
    extraSeats: parties.reduce((sum, party) => sum + (party.extraSeats ?? 0), 0),
    side: sides.length === 1 ? sides[0]! : sides.length > 1 ? "both" : null,
    tags: [...new Set(parties.flatMap((party) => party.tags ?? []))],
    note: [...new Set(parties.map((party) => party.note ?? "").filter(Boolean))].join("\n"),
  };
}
