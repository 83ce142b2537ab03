import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { RestoreResult, TrashEntry, TrashKind } from "../../../contract/trash";
import { Button } from "../../components/ui/button";
import { useRestore, trashQuery } from "./api";
import { restoredWords } from "./restore-words";

function kindWords(entry: TrashEntry): string {
  switch (entry.kind) {
    case "party":
      return i18n._({ id: "trash.kind.party", message: "Household" });
    case "reply":
      return i18n._({ id: "trash.kind.reply", message: "Reply" });
    case "event":
      return i18n._({ id: "trash.kind.event", message: "Event" });
    case "question":
      return i18n._({ id: "trash.kind.question", message: "Question" });
    case "table":
      return i18n._({ id: "trash.kind.table", message: "Table" });
    case "section":
      return i18n._({ id: "trash.kind.section", message: "Website section" });
    case "gift":
      return i18n._({ id: "trash.kind.gift", message: "Gift" });
    case "rule":
      return i18n._({ id: "trash.kind.rule", message: "Seating rule" });
    case "feature":
      return i18n._({ id: "trash.kind.feature", message: "Room feature" });
  }
}

/**
 * "Recently deleted" (docs/decisions/0049-trash.md): the wedding's trash, newest first, each with
 * what it was, who deleted it and when, until when it is kept, and Restore. Names only: the
 * entries' rows never reach the browser.
 */
export function RecentlyDeleted({
  weddingId,
  timeZone,
  kinds = ["party", "reply"],
  intro,
  onRestored,
}: {
  weddingId: string;
  timeZone: string;
  /** The kinds this screen deleted, the only ones it lists: each screen shows its own (docs/decisions/0049-trash.md). */
  kinds?: readonly TrashKind[];
  /** What is kept and how long, in this screen's words; the guest list's by default. */
  intro?: (days: number) => string;
  /** For a screen holding its own copy of what came back (the questions editor's drafts). */
  onRestored?: (results: RestoreResult[]) => void;
}) {
  const trash = useQuery(trashQuery(weddingId));
  const restore = useRestore(weddingId);
  const [said, setSaid] = useState("");
  const date = (iso: string) => new Date(iso).toLocaleString("en", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const entries = (trash.data?.entries ?? []).filter((entry) => kinds.includes(entry.kind));
  const days = trash.data?.days ?? 30;

  return (
    <section aria-labelledby="trash-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="trash-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "trash.title", message: "Recently deleted" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {intro
          ? intro(days)
          : i18n._({ id: "trash.intro", message: "Deleted households and replies are kept for {days} days, then erased for good.", values: { days } })}
      </p>
      <p role="status" className={said ? "mt-2 text-sm text-stone-800" : undefined}>
        {said}
      </p>
      {trash.isError && <p className="mt-2 text-sm text-red-800">{i18n._({ id: "trash.loadFailed", message: "The trash could not be loaded." })}</p>}
      {trash.isSuccess && entries.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{i18n._({ id: "trash.empty", message: "Nothing deleted recently." })}</p>
      )}
      {entries.length > 0 && (
        <ul className="mt-3 grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-blush-100 pt-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{entry.label}</p>
                <p className="text-sm text-stone-600">
                  {i18n._({
                    id: "trash.entryLine",
                    message: "{kind} · deleted by {who}, {when} · kept until {until}",
                    values: { kind: kindWords(entry), who: entry.deletedBy, when: date(entry.deletedAt), until: date(entry.expiresAt) },
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                pending={restore.isPending && restore.variables && "entryId" in restore.variables && restore.variables.entryId === entry.id}
                pendingLabel={i18n._({ id: "trash.undoing", message: "Restoring…" })}
                onClick={() =>
                  restore.mutate(
                    { entryId: entry.id },
                    {
                      onSuccess: (results) => {
                        setSaid(results.map(restoredWords).join(" "));
                        onRestored?.(results);
                      },
                      onError: () => setSaid(i18n._({ id: "trash.restoreFailed", message: "{label} could not be restored.", values: { label: entry.label } })),
                    },
                  )
                }
              >
                <span aria-hidden="true">{i18n._({ id: "trash.restore", message: "Restore" })}</span>
                <span className="sr-only">{i18n._({ id: "trash.restoreNamed", message: "Restore {label}", values: { label: entry.label } })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
