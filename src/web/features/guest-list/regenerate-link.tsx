import { i18n } from "../host/host-i18n";
import { useState } from "react";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { Party } from "../../../contract/guest-list";
import { Button } from "../../components/ui/button";
import { useRegenerateLink } from "./api";

/** A new private link for a party whose link went to the wrong person; asks first, since the old one stops working. */
export function RegenerateLink({ weddingId, party }: { weddingId: string; party: Party }) {
  const [asking, setAsking] = useState(false);
  const regenerate = useRegenerateLink(weddingId);
  return (
    <section aria-label={i18n._({ id: "guests.privateLink", message: "Private link" })} className="grid gap-2 rounded-xl border border-stone-200 p-3">
      <h3 className="text-sm font-semibold text-stone-900">{i18n._({ id: "guests.privateLink", message: "Private link" })}</h3>
      {asking ? (
        <>
          <p role="alert" className="text-sm text-stone-800">
            {i18n._({
              id: "guests.regenerateWarning",
              message:
                "The old link stops working: anyone who has it can no longer open {name}'s invitation. Its invitation words change with it. Their reply is kept.",
              values: { name: party.name },
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={regenerate.isPending}>
              {i18n._({ id: "guests.keepOldLink", message: "Keep the old link" })}
            </Button>
            <Button
              variant="danger"
              pending={regenerate.isPending}
              pendingLabel={i18n._({ id: "guests.makingNewLink", message: "Making a new link…" })}
              onClick={() => regenerate.mutate(party.id, { onSuccess: () => setAsking(false) })}
            >
              {i18n._({ id: "guests.makeNewLink", message: "Make a new link" })}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {i18n._({ id: "guests.regenerateLink", message: "Regenerate link" })}
          </Button>
        </div>
      )}
    </section>
  );
}
