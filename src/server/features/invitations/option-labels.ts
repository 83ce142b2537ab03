import type { LookupParty } from "./lookup-index";

/**
 * The answers to "who is invited with you?" when several parties have a guest of the typed
 * name (docs/decisions/0012-guest-list.md). Each is the first names of the others on that
 * invitation: something the real guest knows at a glance, which shows a stranger (who already
 * typed a full name on the list) no family name, contact detail or count of the list. Two
 * invitations that still read the same get their side, then a number.
 */
const SIDE_LABEL: Record<string, string> = { bride: "the bride's side", groom: "the groom's side" };
const NAMES_SHOWN = 3;

function companions(party: LookupParty, matched: number[]): string {
  const others = party.firstNames.filter((_, guest) => !matched.includes(guest));
  if (others.length === 0) return party.extraSeats > 0 ? "Just me and a guest" : "Just me";
  const shown = others.slice(0, NAMES_SHOWN);
  const more = others.length - shown.length;
  const names = more > 0 ? [...shown, `${more} more`] : shown;
  return `With ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`}`;
}

export function optionLabels(candidates: { party: LookupParty; guests: number[] }[]): string[] {
  let labels = candidates.map((candidate) => companions(candidate.party, candidate.guests));
  const repeated = (all: string[]) => all.some((label, position) => all.indexOf(label) !== position);
  if (repeated(labels)) {
    labels = labels.map((label, position) => {
      const side = SIDE_LABEL[candidates[position]!.party.side ?? ""];
      return side ? `${label} (${side})` : label;
    });
  }
  if (repeated(labels)) labels = labels.map((label, position) => `${label} (invitation ${position + 1})`);
  return labels;
}
