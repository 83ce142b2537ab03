import type { PartyMatch } from "../../../contract/response";
import { Button } from "../../components/ui/button";

/** "The García household" reads "the García household's invitation" mid-sentence. */
function midSentence(name: string): string {
  return name.replace(/^The /, "the ");
}

interface PartyLineProps {
  partyName: string;
  match: PartyMatch;
  pending: boolean;
  /** True: this is the party; false: it is not (the suggestion is cleared). */
  onDecide: (confirmed: boolean) => void;
}

/**
 * Which household on the guest list a reply belongs to (issue 13, item 5). A reply through the
 * open form is matched by name and only suggested, so the couple confirms or corrects it.
 */
export function PartyLine({ partyName, match, pending, onDecide }: PartyLineProps) {
  if (match === "invitation") return <p className="mt-1 text-sm text-stone-700">From {midSentence(partyName)}'s invitation</p>;
  if (match === "confirmed") return <p className="mt-1 text-sm text-stone-700">Matched to {midSentence(partyName)} on your guest list</p>;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-violet-50 px-3 py-1.5 text-sm text-violet-950">
      <span>
        Looks like: <strong>{partyName}</strong>
      </span>
      <span className="flex gap-1">
        <Button variant="secondary" pending={pending} onClick={() => onDecide(true)}>
          Confirm<span className="sr-only"> {partyName}</span>
        </Button>
        <Button variant="ghost" disabled={pending} onClick={() => onDecide(false)}>
          Not them
        </Button>
      </span>
    </div>
  );
}
