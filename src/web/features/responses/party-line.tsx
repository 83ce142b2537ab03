import { i18n } from "../host/host-i18n";
import type { PartyMatch } from "../../../contract/response";
import { Button } from "../../components/ui/button";
import { withTypedValues } from "./typed-elements";

/** "The García household" reads "the García household's invitation" mid-sentence (English, as the host screens are). */
function midSentence(name: string): string {
  return name.replace(/^The /, "the ");
}

interface PartyLineProps {
  partyName: string;
  match: PartyMatch;
  pending: boolean;
  /** True: this is the party; false: it is not (the suggestion is cleared). */
  onDecide?: (confirmed: boolean) => void;
}

/**
 * Which household on the guest list a reply belongs to (issue 13, item 5). A reply through the
 * open form is matched by name and only suggested, so the couple confirms or corrects it.
 */
export function PartyLine({ partyName, match, pending, onDecide }: PartyLineProps) {
  if (match === "invitation") {
    return (
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({ id: "responses.fromInvitation", message: "From {name}'s invitation", values: { name: midSentence(partyName) } })}
      </p>
    );
  }
  if (match === "confirmed") {
    return (
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({ id: "responses.matchedTo", message: "Matched to {name} on your guest list", values: { name: midSentence(partyName) } })}
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-violet-50 px-3 py-1.5 text-sm text-violet-950">
      <span>
        {withTypedValues(
          (values) => i18n._({ id: "responses.looksLike", message: "Looks like: <0>{name}</0>", values }),
          { name: partyName },
          { 0: <strong /> },
        )}
      </span>
      {onDecide && (
        <span className="flex gap-1">
          <Button variant="secondary" pending={pending} onClick={() => onDecide(true)}>
            <span aria-hidden="true">{i18n._({ id: "responses.confirm", message: "Confirm" })}</span>
            <span className="sr-only">{i18n._({ id: "responses.confirmParty", message: "Confirm {name}", values: { name: partyName } })}</span>
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => onDecide(false)}>
            {i18n._({ id: "responses.notThem", message: "Not them" })}
          </Button>
        </span>
      )}
    </div>
  );
}
