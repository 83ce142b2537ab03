import { i18n } from "../host/host-i18n";
import type { ChangeArea } from "../../../contract/access";
import { useActor } from "./use-actor";

/**
 * The one line a screen shows, near its heading, to a helper whose link cannot change what the
 * screen shows (a viewer), so the missing buttons are not a puzzle. Nothing for the owner, for a
 * link that may change the area, or while the caller is not yet known.
 */
export function ReadOnlyNote({ code, area, wedding }: { code: string; area: ChangeArea; wedding: { partner1: string; partner2: string } }) {
  const { actor, canChange } = useActor(code);
  if (!actor || canChange(area)) return null;
  return (
    <p data-testid="read-only-note" className="mt-2 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700">
      {i18n._({
        id: "access.readOnlyNote",
        message: "You can look at everything here; {partner1} and {partner2} can give you a link that changes things.",
        values: { partner1: wedding.partner1, partner2: wedding.partner2 },
      })}
    </p>
  );
}
