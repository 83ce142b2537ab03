import { i18n } from "../host/host-i18n";
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import UserPlus from "lucide-react/icons/user-plus";
import type { PartyInput } from "../../../contract/guest-list";
import { parsePartyLine, parsePartyLines, type ParsedLines } from "./import/parsing/party-line";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useAddManyParties, useAddParty } from "./api";
import { describeImportResult } from "./import/import-text";
import { partySummary } from "./party-text";

/**
 * The fastest way in (issue 13, item 2): one household a line, "Maria & José García +1". Enter
 * adds it and keeps the cursor for the next; pasting several lines shows them before adding.
 */
export function QuickAdd({ weddingId }: { weddingId: string }) {
  const [line, setLine] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState<ParsedLines | null>(null);
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const addOne = useAddParty(weddingId);
  const addMany = useAddManyParties(weddingId);
  const pending = addOne.isPending || addMany.isPending;

  const done = (message: string) => {
    setStatus(message);
    input.current?.focus();
  };
  const failed = (error: Error) =>
    toast({
      title: i18n._({ id: "guests.notAdded", message: "Not Added" }),
      description: error instanceof ApiError ? error.reason : i18n._({ id: "guests.checkConnection", message: "Check your connection and try again." }),
      variant: "destructive",
    });

  const sendLine = (party: PartyInput) =>
    addOne.mutate(party, {
      onSuccess: (added) => {
        setLine("");
        done(i18n._({ id: "guests.addedOne", message: "Added {name}.", values: { name: added.name } }));
      },
      onError: failed,
    });

  const sendPasted = (parties: PartyInput[]) =>
    addMany.mutate(parties, {
      onSuccess: (result) => {
        setPasted(null);
        done(i18n._({ id: "guests.addedMany", message: "Added: {result}.", values: { result: describeImportResult(result) } }));
      },
      onError: failed,
    });

  const submitLine = () => {
    if (pending || !line.trim()) return;
    const read = parsePartyLine(line);
    if ("problem" in read) return setProblem(read.problem);
    setProblem(null);
    sendLine(read.party);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submitLine();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!/\r|\n/.test(text.trim())) return;
    // Several lines: a text input would flatten them into one; read them and show them first.
    event.preventDefault();
    setPasted(parsePartyLines(text));
    setProblem(null);
  };

  const preview = line.trim() && !problem ? parsePartyLine(line) : null;
  return (
    <section aria-labelledby="quick-add-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="quick-add-title" className="font-serif text-xl text-stone-900">
        <label htmlFor="quick-add">{i18n._({ id: "guests.quickAdd", message: "Add a household" })}</label>
      </h2>
      <p id="quick-add-hint" className="mt-1 text-sm text-stone-700">
        {i18n._({
          id: "guests.quickAddHint",
          message: "One line each, then Enter: “Maria & José García +1”, “Sam & Kim Lee (child, 7)”, “Ada Okafor & family +3”. Paste many lines to add many.",
        })}
      </p>
      <div className="mt-3 flex gap-2">
        <input
          ref={input}
          id="quick-add"
          value={line}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={i18n._({ id: "guests.quickAddPlaceholder", message: "Maria & José García +1" })}
          aria-describedby={problem ? "quick-add-problem" : "quick-add-hint"}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setLine(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button pending={addOne.isPending} pendingLabel={i18n._({ id: "guests.adding", message: "Adding…" })} onClick={submitLine}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "guests.add", message: "Add" })}
        </Button>
      </div>
      {problem && (
        <p id="quick-add-problem" role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {preview && "party" in preview && (
        <p className="mt-2 text-sm text-stone-600">
          {i18n._({ id: "guests.willAdd", message: "Will add: {summary}", values: { summary: partySummary(preview.party) } })}
        </p>
      )}
      <p role="status" className="mt-1 text-sm text-emerald-800">
        {status}
      </p>
      {pasted && <PastePreview pasted={pasted} pending={addMany.isPending} onCancel={() => setPasted(null)} onAdd={() => sendPasted(pasted.parties)} />}
    </section>
  );
}

interface PastePreviewProps {
  pasted: ParsedLines;
  pending: boolean;
  onCancel: () => void;
  onAdd: () => void;
}

function PastePreview({ pasted, pending, onCancel, onAdd }: PastePreviewProps) {
  const count = pasted.parties.length;
  return (
    <div
      role="region"
      aria-label={i18n._({ id: "guests.toAdd", message: "Households to add" })}
      className="mt-3 rounded-xl border border-blush-200 bg-blush-50/50 p-3"
    >
      <p className="font-medium text-stone-900">
        {i18n._({
          id: "guests.willBeAdded",
          message: "{count, plural, one {# household will be added:} other {# households will be added:}}",
          values: { count },
        })}
      </p>
      <ol className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm text-stone-800">
        {pasted.parties.map((party, index) => (
          <li key={index}>{partySummary(party)}</li>
        ))}
      </ol>
      {pasted.problems.length > 0 && (
        <ul aria-label={i18n._({ id: "guests.linesNotRead", message: "Lines not read" })} className="mt-2 grid gap-1 text-sm text-red-800">
          {pasted.problems.map((problem) => (
            <li key={problem.row}>
              {i18n._({ id: "guests.lineLeftOut", message: "Line {row} is left out: {message}", values: { row: problem.row, message: problem.message } })}
            </li>
          ))}
        </ul>
      )}
      {pasted.notes.length > 0 && (
        <ul aria-label={i18n._({ id: "guests.checkThese", message: "Check these" })} className="mt-2 grid gap-1 text-sm text-amber-900">
          {pasted.notes.map((note, index) => (
            <li key={index}>{i18n._({ id: "guests.lineNote", message: "Line {row}: {message}", values: { row: note.row, message: note.message } })}</li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {i18n._({ id: "guests.cancel", message: "Cancel" })}
        </Button>
        <Button onClick={onAdd} disabled={count === 0} pending={pending} pendingLabel={i18n._({ id: "guests.adding", message: "Adding…" })}>
          {i18n._({ id: "guests.addHouseholds", message: "{count, plural, one {Add # household} other {Add # households}}", values: { count } })}
        </Button>
      </div>
    </div>
  );
}
