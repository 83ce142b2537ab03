import { i18n } from "../host/host-i18n";
import { useSideLabels } from "../host/side-labels";
import { useState, type FormEvent } from "react";
import type { BulkPartyAction } from "../../../contract/guest-list";
import type { Side } from "../../../contract/response";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useBulkParties } from "./api";
import { ConfirmDialog } from "../host/confirm-dialog";
import type { JustDeleted } from "../trash/undo-status";

interface BulkBarProps {
  weddingId: string;
  selected: readonly string[];
  tags: readonly string[];
  onDone: () => void;
  onEmail: (ids: readonly string[]) => void;
  /** The households went to the trash: the screen offers to undo it (docs/decisions/0049-trash.md). */
  onDeleted?: (deleted: JustDeleted) => void;
}

type Kind = BulkPartyAction["action"]["type"];

const KINDS: readonly Kind[] = ["side", "addTag", "removeTag", "delete"];

function kindLabel(kind: Kind): string {
  switch (kind) {
    case "side":
      return i18n._({ id: "guests.bulkSetSide", message: "Set side" });
    case "addTag":
      return i18n._({ id: "guests.bulkAddTag", message: "Add tag" });
    case "removeTag":
      return i18n._({ id: "guests.bulkRemoveTag", message: "Remove tag" });
    default:
      return i18n._({ id: "guests.delete", message: "Delete" });
  }
}
const labelClass = "grid min-w-0 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase";

/**
 * What the couple can do to many parties at once (issue 13, item 5): side, tags, delete. One
 * action at a time keeps the bar two rows high on a phone, so the list stays in view.
 */
export function BulkBar({ weddingId, selected, tags, onDone, onEmail, onDeleted }: BulkBarProps) {
  const bulk = useBulkParties(weddingId);
  const [kind, setKind] = useState<Kind>("side");
  const [side, setSide] = useState<Side | "">("bride");
  const sides = useSideLabels();
  const [newTag, setNewTag] = useState("");
  const [oldTag, setOldTag] = useState("");
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;

  const run = (action: BulkPartyAction["action"], done: string) =>
    bulk.mutate(
      { ids: [...selected], action },
      {
        onSuccess: () => {
          setConfirming(false);
          if (action.type !== "delete") {
            toast({ title: i18n._({ id: "guests.bulkDone", message: "Guest List Updated" }), description: done, variant: "success" });
            return;
          }
          // The screen says "Deleted 3 households. Undo" in its status line (features/trash/undo-status.tsx).
          onDeleted?.({ ids: [...selected], label: done });
          onDone();
        },
        onError: (error) =>
          toast({
            title: i18n._({ id: "guests.bulkFailed", message: "Update Failed" }),
            description: error instanceof ApiError ? error.reason : i18n._({ id: "guests.pleaseTryAgain", message: "Please try again." }),
            variant: "destructive",
          }),
      },
    );

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (kind === "side") {
      run(
        { type: "side", side: side || null },
        i18n._({ id: "guests.bulkSideSet", message: "{count, plural, one {# household} other {# households}}: side set.", values: { count } }),
      );
    } else if (kind === "addTag" && newTag.trim()) {
      const tag = newTag.trim();
      run(
        { type: "addTag", tag },
        i18n._({ id: "guests.bulkTagged", message: "{count, plural, one {# household} other {# households}} tagged “{tag}”.", values: { count, tag } }),
      );
    } else if (kind === "removeTag" && oldTag) {
      run(
        { type: "removeTag", tag: oldTag },
        i18n._({
          id: "guests.bulkUntagged",
          message: "“{tag}” removed from {count, plural, one {# household} other {# households}}.",
          values: { count, tag: oldTag },
        }),
      );
    } else if (kind === "delete") setConfirming(true);
  };
  const ready = kind === "side" || kind === "delete" || (kind === "addTag" ? !!newTag.trim() : !!oldTag);

  return (
    <section
      aria-label={i18n._({ id: "guests.bulkSelectedParties", message: "Selected households" })}
      className="sticky bottom-0 z-10 -mx-4 border-t border-blush-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <p className="font-medium text-stone-900" role="status">
          {i18n._({ id: "guests.bulkSelected", message: "{count, plural, one {# household} other {# households}} selected", values: { count } })}
        </p>
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onEmail(selected)}>
            {i18n._({ id: "guests.bulkEmail", message: "Email {count, plural, one {# household} other {# households}}", values: { count } })}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {i18n._({ id: "guests.bulkClear", message: "Clear selection" })}
          </Button>
        </span>
      </div>
      <form onSubmit={onApply} className="mt-1 flex flex-wrap items-end gap-2">
        <fieldset disabled={bulk.isPending} className="contents">
          <label className={`${labelClass} flex-1 basis-36`}>
            {i18n._({ id: "guests.bulkAction", message: "Action" })}
            <select value={kind} onChange={(event) => setKind(event.target.value as Kind)} className={`${inputClass} pr-8`}>
              {KINDS.map((value) => (
                <option key={value} value={value}>
                  {kindLabel(value)}
                </option>
              ))}
            </select>
          </label>
          {kind === "side" && (
            <label className={`${labelClass} flex-1 basis-36`}>
              {i18n._({ id: "guests.bulkSide", message: "Side" })}
              <select value={side} onChange={(event) => setSide(event.target.value as Side | "")} className={`${inputClass} pr-8`}>
                <option value="bride">{sides.bride}</option>
                <option value="groom">{sides.groom}</option>
                <option value="both">{sides.both}</option>
                <option value="">{i18n._({ id: "guests.bulkNoSide", message: "No side" })}</option>
              </select>
            </label>
          )}
          {kind === "addTag" && (
            <label className={`${labelClass} flex-1 basis-36`}>
              {i18n._({ id: "guests.bulkTagToAdd", message: "Tag to add" })}
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
              {i18n._({ id: "guests.bulkTagToRemove", message: "Tag to remove" })}
              <select value={oldTag} onChange={(event) => setOldTag(event.target.value)} className={`${inputClass} pr-8`}>
                <option value="">{i18n._({ id: "guests.bulkChooseTag", message: "Choose a tag" })}</option>
                {tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === "delete" && (
            <p className="flex-1 basis-36 self-center text-sm text-stone-700">
              {i18n._({ id: "guests.bulkWillConfirm", message: "You will be asked to confirm." })}
            </p>
          )}
          <Button
            type="submit"
            variant={kind === "delete" ? "danger" : "primary"}
            disabled={!ready}
            pending={bulk.isPending}
            pendingLabel={i18n._({ id: "guests.bulkApplying", message: "Applying…" })}
          >
            {kind === "delete"
              ? i18n._({ id: "guests.bulkDelete", message: "Delete {count, plural, one {# household} other {# households}}", values: { count } })
              : i18n._({ id: "guests.bulkApply", message: "Apply to {count, plural, one {# household} other {# households}}", values: { count } })}
          </Button>
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirming}
        title={i18n._({ id: "guests.bulkDeleteQuestion", message: "Delete {count, plural, one {# household} other {# households}}?", values: { count } })}
        confirmLabel={i18n._({ id: "guests.bulkDelete", message: "Delete {count, plural, one {# household} other {# households}}", values: { count } })}
        pendingLabel={i18n._({ id: "guests.deleting", message: "Deleting…" })}
        pending={bulk.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run(
            { type: "delete" },
            i18n._({ id: "guests.bulkDeletedLabel", message: "{count, plural, one {# household} other {# households}}", values: { count } }),
          )
        }
      >
        <p>
          {i18n._({
            id: "guests.bulkDeleteTrashWarning",
            message: "They leave the guest list and their invitation links stop working, until you restore them: Recently deleted keeps them for 30 days.",
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
