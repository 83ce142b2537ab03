import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import type { EventCreate } from "../../contract/events";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { eventsQuery, useCreateEvent, useReorderEvents } from "../features/events/api";
import { movedOrder } from "../features/events/event-order";
import { guestListQuery } from "../features/guest-list/api";
import { weddingQuery } from "../features/host/api";
import { loadStatus, type LoadStatus } from "../features/host/load-status";

/** The events screen's wedding, which everything below it needs first. */
export function useEventsWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "events.documentTitle",
          message: "Events · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "events.documentTitleLoading", message: "Events" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

/**
 * The events screen's data and changes (docs/architecture.md, "Screens compose; hooks fetch"):
 * the main event, the extra ones in order with the parties they may invite, moving and adding.
 */
export function useEventsPage(wedding: Wedding) {
  const events = useQuery(eventsQuery(wedding.id));
  const guestList = useQuery(guestListQuery(wedding.id));
  const create = useCreateEvent(wedding.id);
  const reorder = useReorderEvents(wedding.id);
  const [main, ...extra] = events.data?.events ?? [];

  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(
      movedOrder(
        extra.map((event) => event.id),
        index,
        by,
      ),
      {
        onError: () =>
          toast({
            title: i18n._({ id: "events.notMoved", message: "Not moved" }),
            description: i18n._({ id: "events.pleaseTryAgain", message: "Please try again." }),
            variant: "destructive",
          }),
      },
    );
  const addEvent = (draft: EventCreate) =>
    create.mutateAsync(draft).then((added) =>
      toast({
        title: i18n._({ id: "events.added", message: "Event added" }),
        description: i18n._({ id: "events.addedDescription", message: "{name} is on your schedule.", values: { name: added.name } }),
        variant: "success",
      }),
    );

  // The wedding loaded, so a failure here is the events' or the list's own: a retry, never "no such wedding".
  const status: LoadStatus = events.isPending || guestList.isPending ? "pending" : events.isError || guestList.isError ? "failed" : "ready";
  return {
    status,
    retry: () => void Promise.all([events.refetch(), guestList.refetch()]),
    main,
    extra,
    questions: events.data?.questions ?? [],
    parties: guestList.data?.parties ?? [],
    /** The arrows of the extra event at `index`: none past either end. */
    moves: (index: number) => ({
      up: index > 0 ? () => move(index, -1) : undefined,
      down: index < extra.length - 1 ? () => move(index, 1) : undefined,
    }),
    addEvent,
  };
}
