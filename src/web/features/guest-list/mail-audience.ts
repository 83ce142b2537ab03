import type { Party } from "../../../contract/guest-list";
import type { BulkMailKind } from "../../../contract/mail-settings";

export type Audience = "selected" | "not_invited" | "not_replied" | "all";

export const AUDIENCE_LABEL: Record<Audience, string> = {
  selected: "The parties you selected",
  not_invited: "Not invited yet",
  not_replied: "Not replied yet",
  all: "Everyone on the list",
};

/** The parties a send goes to: never an opted-out party, never (for a reminder) one that replied. */
export function audienceParties(
  parties: readonly Party[],
  audience: Audience,
  kind: BulkMailKind,
  selection: readonly string[],
  invited: ReadonlySet<string>,
): Party[] {
  const chosen = new Set(selection);
  return parties.filter((party) => {
    if (party.mailOptedOut) return false;
    if (kind === "reminder" && party.status !== "not_replied") return false;
    if (audience === "selected") return chosen.has(party.id);
    if (audience === "not_invited") return !invited.has(party.id);
    if (audience === "not_replied") return party.status === "not_replied";
    return true;
  });
}

export const hasEmail = (party: Party) => party.guests.some((guest) => guest.email);
