import { i18n } from "../host/host-i18n";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { RestoreResult } from "../../../contract/trash";
import { Button } from "../../components/ui/button";
import { trashQuery, useRestore } from "./api";
import { restoredWords } from "./restore-words";

export interface JustDeleted {
  /** The deleted records' ids (households, a reply, an event, questions, a table): their trash entries are found by them. */
  ids: readonly string[];
  /** "The Okafors", or "3 households". */
  label: string;
}

/**
 * "Deleted The Okafors. Undo" (docs/decisions/0049-trash.md): the status line a delete ends with,
 * until the next delete or leaving the screen. The region is always there, so a screen reader
 * announces what appears in it; the Undo button takes focus, since the deleted card's own button
 * it came from is gone.
 */
export function UndoStatus({
  weddingId,
  deleted,
  onRestored,
}: {
  weddingId: string;
  deleted: JustDeleted | null;
  /** For a screen holding its own copy of what came back (the questions editor's drafts). */
  onRestored?: (results: RestoreResult[]) => void;
}) {
  const restore = useRestore(weddingId);
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setSaid(null);
    restore.reset();
    if (!deleted) return;
    // What was just deleted joins "Recently deleted", wherever this screen shows it.
    void queryClient.invalidateQueries({ queryKey: trashQuery(weddingId).queryKey });
    // After the confirm dialog has closed and handed focus back (to a button no longer there).
    const frame = requestAnimationFrame(() => undo.current?.focus());
    return () => cancelAnimationFrame(frame);
    // A new delete starts a new status; the mutation's reset is the same function throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleted]);

  const onUndo = () =>
    deleted &&
    restore.mutate(
      { recordIds: deleted.ids },
      {
        onSuccess: (results) => {
          setSaid(results.map(restoredWords).join(" "));
          onRestored?.(results);
        },
        onError: () =>
          setSaid(i18n._({ id: "trash.undoFailed", message: "{label} could not be restored. Try Recently deleted below.", values: { label: deleted.label } })),
      },
    );

  return (
    <div role="status">
      {deleted && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-blush-200 bg-white px-4 py-2 text-stone-800 shadow-sm">
          {said ?? (
            <>
              <span>{i18n._({ id: "trash.deleted", message: "Deleted {label}.", values: { label: deleted.label } })}</span>
              <Button
                ref={undo}
                variant="secondary"
                onClick={onUndo}
                pending={restore.isPending}
                pendingLabel={i18n._({ id: "trash.undoing", message: "Restoring…" })}
              >
                {i18n._({ id: "trash.undo", message: "Undo" })}
              </Button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
