import type { I18n } from "../../../contract/translator";
import type { Relationship } from "../../../contract/response";

/** A party member's relationship in the guest's language (also the folded card's word). */
export function relationshipLabel(i18n: I18n, relationship: Relationship): string {
  switch (relationship) {
    case "spouse":
      return i18n._({ id: "party.spouse", message: "Spouse" });
    case "partner":
      return i18n._({ id: "party.partner", message: "Partner" });
    case "child":
      return i18n._({ id: "party.child", message: "Child" });
    default:
      return i18n._({ id: "party.guest", message: "Guest" });
  }
}
