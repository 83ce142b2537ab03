import { i18n } from "../host/host-i18n";
import type { AccessRole } from "../../../contract/access";

/** A role's name and what it opens, as the Sharing screen and a helper's dashboard say them. */
export function roleLabel(role: AccessRole): string {
  switch (role) {
    case "co-host":
      return i18n._({ id: "access.role.coHost", message: "Co-host" });
    case "editor":
      return i18n._({ id: "access.role.editor", message: "Editor" });
    case "viewer":
      return i18n._({ id: "access.role.viewer", message: "Viewer" });
    case "door":
      return i18n._({ id: "access.role.door", message: "Door team" });
  }
}

export function roleHint(role: AccessRole): string {
  switch (role) {
    case "co-host":
      return i18n._({ id: "access.hint.coHost", message: "Everything you can do, except sharing access and replacing the host key." });
    case "editor":
      return i18n._({ id: "access.hint.editor", message: "The guest list, events, seating, replies and messages; not the wedding's details or questions." });
    case "viewer":
      return i18n._({ id: "access.hint.viewer", message: "Reads everything except guests' emails, phones and addresses; changes nothing." });
    case "door":
      return i18n._({ id: "access.hint.door", message: "The check-in screen at the door, and nothing else." });
  }
}
