import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import Trash2 from "lucide-react/icons/trash-2";
import type { GuestNote } from "../../../contract/guest-list";
import { guestNotesQuery, useDeleteGuestNote } from "./api";
import { replyTimeText } from "./party-text";

/** Notes from guests who could not find their invitation (issue 13, item 4): the couple's review list. */
export function GuestNotes({ weddingId, timeZone, readOnly = false }: { weddingId: string; timeZone: string; readOnly?: boolean }) {
  const notes = useQuery(guestNotesQuery(weddingId));
  const remove = useDeleteGuestNote(weddingId);
  return (
    <section aria-labelledby="notes-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="notes-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "guests.notesTitle", message: "Notes from guests" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({ id: "guests.notesIntro", message: "Guests who could not find their invitation leave you a note here." })}
      </p>
      {notes.isPending && <p className="mt-3 text-sm text-stone-600">{i18n._({ id: "guests.notesLoading", message: "Loading notes…" })}</p>}
      {notes.isError && <p className="mt-3 text-sm text-stone-600">{i18n._({ id: "guests.notesFailed", message: "Notes could not be loaded just now." })}</p>}
      {notes.data && notes.data.length === 0 && <p className="mt-3 text-sm text-stone-600">{i18n._({ id: "guests.notesNone", message: "No notes yet." })}</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="mt-3 grid gap-2">
          {notes.data.map((note: GuestNote) => (
            <li key={note.id} className="flex items-start gap-2 rounded-xl bg-blush-50 p-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-stone-900">
                  {note.name}
                  {note.contact && <span className="font-normal text-stone-700"> · {note.contact}</span>}
                </p>
                {note.message && <p className="mt-0.5 break-words whitespace-pre-line text-stone-800">{note.message}</p>}
                <p className="mt-0.5 text-xs text-stone-600">{replyTimeText(note.createdAt, timeZone)}</p>
              </div>
              {!readOnly && (
                <button
                  type="button"
                  disabled={remove.isPending && remove.variables?.id === note.id}
                  onClick={() => remove.mutate(note)}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-800 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none disabled:opacity-60"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{i18n._({ id: "guests.deleteNote", message: "Delete the note from {name}", values: { name: note.name } })}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
