import { useState } from "react";
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
}

type Action = BulkPartyAction["action"];

/** What the couple can do to many parties at once (issue 13, item 5): side, tags, delete. */
export function BulkBar({ weddingId, selected, tags, onDone }: BulkBarProps) {
  const bulk = useBulkParties(weddingId);
  const [side, setSide] = useState<Side | "">("");
  const [newTag, setNewTag] = useState("");
  const [oldTag, setOldTag] = useState("");
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const parties = count === 1 ? "1 party" : `${count} parties`;

  const run = (action: Action, done: string) =>
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

  return (
    <section
      aria-label="Selected parties"
      className="sticky bottom-0 z-10 -mx-4 border-t border-blush-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-900" role="status">
          {parties} selected
        </p>
        <Button variant="ghost" onClick={onDone}>
          Clear selection
        </Button>
      </div>
      <fieldset disabled={bulk.isPending} className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase">
            Set side
            <select value={side} onChange={(event) => setSide(event.target.value as Side | "")} className={`${inputClass} pr-8`}>
              <option value="">No side</option>
              <option value="bride">Bride's side</option>
              <option value="groom">Groom's side</option>
            </select>
          </label>
          <Button variant="secondary" onClick={() => run({ type: "side", side: side || null }, `${parties}: side set.`)}>
            Set side
          </Button>
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (newTag.trim()) run({ type: "addTag", tag: newTag.trim() }, `${parties} tagged “${newTag.trim()}”.`);
          }}
        >
          <label className="grid min-w-0 flex-1 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase">
            Add tag
            <input value={newTag} onChange={(event) => setNewTag(event.target.value)} list="bulk-tags" className={inputClass} />
          </label>
          <datalist id="bulk-tags">
            {tags.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
          <Button type="submit" variant="secondary" disabled={!newTag.trim()}>
            Add tag
          </Button>
        </form>
        <div className="flex items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase">
            Remove tag
            <select value={oldTag} onChange={(event) => setOldTag(event.target.value)} className={`${inputClass} pr-8`}>
              <option value="">Choose a tag</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" disabled={!oldTag} onClick={() => run({ type: "removeTag", tag: oldTag }, `“${oldTag}” removed from ${parties}.`)}>
            Remove tag
          </Button>
        </div>
        <div className="flex items-end">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete {parties}
          </Button>
        </div>
      </fieldset>
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
