import { i18n } from "../host/host-i18n";
import type { Party } from "../../../contract/guest-list";
import type { BulkMailKind } from "../../../contract/mail-settings";

export type Audience = "selected" | "not_invited" | "not_replied" | "all";

export const AUDIENCES: readonly Audience[] = ["selected", "not_invited", "not_replied", "all"];

/** The "To" choices: the picked parties only when some were picked, "not invited yet" only for an invitation. */
export function audienceChoices(kind: BulkMailKind, picked: boolean): Audience[] {
  return AUDIENCES.filter((audience) => (audience !== "selected" || picked) && (audience !== "not_invited" || kind === "invitation"));
}

/** The audience after the kind changes: a reminder offers no "not invited yet", so that choice becomes "not replied yet". */
export function audienceForKind(kind: BulkMailKind, audience: Audience): Audience {
  return kind === "reminder" && audience === "not_invited" ? "not_replied" : audience;
}

/** The audience's name in the compose dialog's "To" list; read when shown, so the active catalogue answers. */
export function audienceLabel(audience: Audience): string {
  switch (audience) {
    case "selected":
      return i18n._({ id: "guests.audienceSelected", message: "The households you selected" });
    case "not_invited":
      return i18n._({ id: "guests.audienceNotInvited", message: "Not invited yet" });
    case "not_replied":
      return i18n._({ id: "guests.audienceNotReplied", message: "Not replied yet" });
    default:
      return i18n._({ id: "guests.audienceAll", message: "Everyone on the list" });
  }
}

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
    // A household whose link the couple sent by hand is invited too (docs/decisions/0035-sending-by-hand.md).
    if (audience === "not_invited") return !invited.has(party.id) && !party.sentByHandAt;
    if (audience === "not_replied") return party.status === "not_replied";
    return true;
  });
}

export const hasEmail = (party: Party) => party.guests.some((guest) => guest.email);
