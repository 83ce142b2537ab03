import { useState, type FormEvent } from "react";
import type { BulkPartyAction } from "../../../contract/guest-list";
import type { Side } from "../../../contract/response";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useBulkParties } from "./api";
import { ConfirmDialog } from "./confirm-dialog";

interface BulkBarProps {
  weddingId: string;
  selected: readonly string[];
  tags: readonly string[];
  onDone: () => void;
  onEmail: (ids: readonly string[]) => void;
}

type Kind = BulkPartyAction["action"]["type"];

const KIND_LABEL: Record<Kind, string> = { side: "Set side", addTag: "Add tag", removeTag: "Remove tag", delete: "Delete" };
const labelClass = "grid min-w-0 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase";

/**
 * What the couple can do to many parties at once (issue 13, item 5): side, tags, delete. One
 * action at a time keeps the bar two rows high on a phone, so the list stays in view.
 */
export function BulkBar({ weddingId, selected, tags, onDone, onEmail }: BulkBarProps) {
  const bulk = useBulkParties(weddingId);
  const [kind, setKind] = useState<Kind>("side");
  const [side, setSide] = useState<Side | "">("bride");
  const [newTag, setNewTag] = useState("");
  const [oldTag, setOldTag] = useState("");
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const parties = count === 1 ? "1 party" : `${count} parties`;

  const run = (action: BulkPartyAction["action"], done: string) =>
    bulk.mutate(
      { ids: [...selected], action },
      {
        onSuccess: () => {
          toast({ title: "Guest List Updated", description: done, variant: "success" });
          setConfirming(false);
          if (action.type === "delete") onDone();
        },
        onError: (error) =>
          toast({ title: "Update Failed", description: error instanceof ApiError ? error.reason : "Please try again.", variant: "destructive" }),
      },
    );

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (kind === "side") run({ type: "side", side: side || null }, `${parties}: side set.`);
    else if (kind === "addTag" && newTag.trim()) run({ type: "addTag", tag: newTag.trim() }, `${parties} tagged “${newTag.trim()}”.`);
    else if (kind === "removeTag" && oldTag) run({ type: "removeTag", tag: oldTag }, `“${oldTag}” removed from ${parties}.`);
    else if (kind === "delete") setConfirming(true);
  };
  const ready = kind === "side" || kind === "delete" || (kind === "addTag" ? !!newTag.trim() : !!oldTag);

  return (
    <section
      aria-label="Selected parties"
      className="sticky bottom-0 z-10 -mx-4 border-t border-blush-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <p className="font-medium text-stone-900" role="status">
          {parties} selected
        </p>
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onEmail(selected)}>
            Email {parties}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Clear selection
          </Button>
        </span>
      </div>
      <form onSubmit={onApply} className="mt-1 flex flex-wrap items-end gap-2">
        <fieldset disabled={bulk.isPending} className="contents">
          <label className={`${labelClass} flex-1 basis-36`}>
            Action
            <select value={kind} onChange={(event) => setKind(event.target.value as Kind)} className={`${inputClass} pr-8`}>
              {(Object.keys(KIND_LABEL) as Kind[]).map((value) => (
                <option key={value} value={value}>
                  {KIND_LABEL[value]}
                </option>
              ))}
            </select>
          </label>
          {kind === "side" && (
            <label className={`${labelClass} flex-1 basis-36`}>
              Side
              <select value={side} onChange={(event) => setSide(event.target.value as Side | "")} className={`${inputClass} pr-8`}>
                <option value="bride">Bride's side</option>
                <option value="groom">Groom's side</option>
                <option value="">No side</option>
              </select>
            </label>
          )}
          {kind === "addTag" && (
            <label className={`${labelClass} flex-1 basis-36`}>
              Tag to add
              <input value={newTag} onChange={(event) => setNewTag(event.target.value)} list="bulk-tags" className={inputClass} />
              <datalist id="bulk-tags">
                {tags.map((tag) => (
                  <option key={tag} value={tag} />
                ))}
              </datalist>
            </label>
          )}
          {kind === "removeTag" && (
            <label className={`${labelClass} flex-1 basis-36`}>
              Tag to remove
              <select value={oldTag} onChange={(event) => setOldTag(event.target.value)} className={`${inputClass} pr-8`}>
                <option value="">Choose a tag</option>
                {tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === "delete" && <p className="flex-1 basis-36 self-center text-sm text-stone-700">You will be asked to confirm.</p>}
          <Button type="submit" variant={kind === "delete" ? "danger" : "primary"} disabled={!ready} pending={bulk.isPending} pendingLabel="Applying…">
            {kind === "delete" ? `Delete ${parties}` : `Apply to ${parties}`}
          </Button>
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${parties}?`}
        confirmLabel={`Delete ${parties}`}
        pendingLabel="Deleting…"
        pending={bulk.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run({ type: "delete" }, `${parties} deleted.`)}
      >
        <p>They leave the guest list and their invitation links stop working. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
