import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import type { HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { Button } from "../../components/ui/button";
import { MoveButtons } from "../../components/ui/move-buttons";
import { toast } from "../../components/ui/toast";
import { useDeleteEvent, useUpdateEvent } from "./api";
import { EventForm } from "./event-form";
import type { JustDeleted } from "../trash/undo-status";
import { EventQuestions } from "./event-questions";
import { AudienceEditor } from "./audience-editor";
import { withZone } from "../host/zoned-time";

/** "Saturday, June 12, 2027 · 7:00 PM – 10:00 PM (Europe/London) · The Boathouse": its times in the wedding's zone, named. */
export function eventWhen(event: Pick<HostEvent, "date" | "startTime" | "endTime" | "venue">, timeZone: string): string {
  const time = withZone(
    event.startTime ? `${formatWeddingTime(event.startTime)}${event.endTime ? ` – ${formatWeddingTime(event.endTime)}` : ""}` : "",
    timeZone,
  );
  return [event.date ? formatWeddingDate(event.date) : "", time, event.venue ?? ""].filter(Boolean).join(" · ");
}

interface EventCardProps {
  weddingId: string;
  /** The wedding's time zone, named after the event's times. */
  timeZone: string;
  event: HostEvent;
  parties: readonly Party[];
  questions: readonly Question[];
  onMove?: { up?: () => void; down?: () => void };
  /** The caller may look but not change events (a viewer's link): no move, edit or delete. */
  readOnly?: boolean;
  /** The event or one of its questions went to the trash: the screen's "Deleted … Undo" line says so (docs/decisions/0049-trash.md). */
  onDeleted?: (deleted: JustDeleted) => void;
}

/** One extra event: its details, who is invited, its questions, its place in the weekend and its removal. */
export function EventCard({ weddingId, timeZone, event, parties, questions, onMove, readOnly = false, onDeleted }: EventCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateEvent(weddingId);
  const remove = useDeleteEvent(weddingId);
  const invited =
    event.visibility === "everyone"
      ? i18n._({ id: "events.invitedEveryone", message: "Everyone" })
      : i18n._({
          id: "events.invitedHouseholds",
          message: "{count, plural, one {# household} other {# households}}",
          values: {
            count: parties.filter((party) => event.invitedPartyIds.includes(party.id) || party.tags.some((tag) => event.invitedTags.includes(tag))).length,
          },
        });

  return (
    <li aria-labelledby={`${id}-name`} className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-serif text-xl break-words text-stone-900">
            {event.name}
          </h3>
          <p className="text-sm text-stone-700">{eventWhen(event, timeZone) || i18n._({ id: "events.noDateYet", message: "No date or venue yet" })}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
            <span>{i18n._({ id: "events.invited", message: "Invited: {invited}", values: { invited } })}</span>
            {event.visibility === "invited" && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800">{i18n._({ id: "events.private", message: "Private" })}</span>
            )}
          </p>
        </div>
        {!readOnly && (
          <div className="flex flex-wrap gap-1">
            {onMove && (
              <MoveButtons
                onMove={onMove}
                upLabel={i18n._({ id: "events.moveEarlier", message: "Move {name} earlier", values: { name: event.name } })}
                downLabel={i18n._({ id: "events.moveLater", message: "Move {name} later", values: { name: event.name } })}
              />
            )}
            <Button type="button" variant="secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              {editing ? i18n._({ id: "events.close", message: "Close" }) : i18n._({ id: "events.edit", message: "Edit" })}
              <span className="sr-only"> {event.name}</span>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
              {i18n._({ id: "events.delete", message: "Delete" })}
              <span className="sr-only"> {event.name}</span>
            </Button>
          </div>
        )}
      </div>
      {editing && !readOnly && (
        <div className="grid gap-6 border-t border-stone-200 pt-4">
          <EventForm
            event={event}
            submitLabel={i18n._({ id: "events.saveEvent", message: "Save event" })}
            onSave={(patch) =>
              update.mutateAsync({ id: event.id, patch }).then(() =>
                toast({
                  title: i18n._({ id: "events.saved", message: "Event saved" }),
                  description: i18n._({ id: "events.savedDescription", message: "{name} is saved.", values: { name: patch.name } }),
                  variant: "success",
                }),
              )
            }
          />
          <AudienceEditor weddingId={weddingId} event={event} parties={parties} />
          <EventQuestions weddingId={weddingId} eventId={event.id} eventName={event.name} questions={questions} onDeleted={onDeleted} />
        </div>
      )}
      <Dialog.Root open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-serif text-2xl text-stone-900">
              {i18n._({ id: "events.deleteTitle", message: "Delete {name}?", values: { name: event.name } })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-stone-700">
              {i18n._({
                id: "events.deleteWarning",
                message: "Its questions and the guests' answers to them leave every count and export. You can undo this for 30 days.",
              })}
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">{i18n._({ id: "events.cancel", message: "Cancel" })}</Button>
              </Dialog.Close>
              <Button
                variant="danger"
                pending={remove.isPending}
                pendingLabel={i18n._({ id: "events.deleting", message: "Deleting…" })}
                onClick={() =>
                  remove.mutate(event.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      onDeleted?.({ ids: [event.id], label: event.name });
                    },
                    onError: () =>
                      toast({
                        title: i18n._({ id: "events.notDeleted", message: "Not deleted" }),
                        description: i18n._({ id: "events.pleaseTryAgain", message: "Please try again." }),
                        variant: "destructive",
                      }),
                  })
                }
              >
                {i18n._({ id: "events.deleteEvent", message: "Delete event" })}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </li>
  );
}
