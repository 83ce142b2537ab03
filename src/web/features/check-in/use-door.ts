import { i18n } from "../host/host-i18n";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { DoorPerson } from "../../../contract/check-in";
import { doorCounts, latestByPerson, laterMark, type Mark } from "../../../contract/rules/check-in";
import { useDocumentTitle } from "../../components/use-document-title";
import { useLiveStream } from "../live/use-live-stream";
import { doorListQuery } from "./api";
import { type DoorWedding, saveDoor, type SavedDoor } from "./door-store";
import { searchDoor, searchIndex } from "./door-search";
import { useMarkSender } from "./use-mark-sender";
import { registerDoorWorker } from "./door-worker";

/** A mark elsewhere (another door phone), a reply, a household or a table changed: each changes the list. */
const DOOR_EVENTS = ["check-in.changed", "seating.changed", "guest-list.changed", "response.created", "response.updated", "response.deleted"] as const;

const subscribeOnline = (change: () => void) => {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
};

/** Whether the browser says it has a connection (a venue's Wi-Fi can still fail while it says yes). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

const newMark = (personKey: string, arrived: boolean): Mark => ({ id: crypto.randomUUID(), personKey, arrived, at: new Date().toISOString() });

/**
 * The door screen's data and taps (docs/decisions/0039-check-in.md): the day's list from the
 * server, or from this device when the server cannot be reached; each tap queued on the device
 * and shown at once; the counts from the list and the marks still waiting, by the same rule the
 * server reads them with (contract/rules/check-in.ts); other door screens' marks live.
 */
export function useDoor(wedding: DoorWedding, saved: SavedDoor | undefined) {
  const queryClient = useQueryClient();
  const list = useQuery(doorListQuery(wedding.id));
  const online = useOnline();
  const [search, setSearch] = useState("");
  useDocumentTitle(
    i18n._({ id: "checkIn.documentTitle", message: "Check-in · {partner1} & {partner2}", values: { partner1: wedding.partner1, partner2: wedding.partner2 } }),
  );

  const refresh = useCallback((client: QueryClient) => client.invalidateQueries({ queryKey: doorListQuery(wedding.id).queryKey }), [wedding.id]);
  const live = useLiveStream(wedding.uniqueCode, DOOR_EVENTS, refresh);
  const sender = useMarkSender(wedding.uniqueCode, wedding.id, () => void refresh(queryClient));

  // Every list the server sends is kept on the device for a reload without a connection.
  useEffect(() => {
    if (list.data) saveDoor(wedding.uniqueCode, { wedding, list: list.data });
  }, [list.data, wedding]);
  const shown = list.data ?? saved?.list;
  const fromDevice = !list.data && !!saved;
  useEffect(() => {
    if (shown) registerDoorWorker();
  }, [shown]);

  const people = useMemo<DoorPerson[]>(() => {
    const waiting = latestByPerson([...sender.sent, ...sender.waiting]);
    return (shown?.people ?? []).map((person) => {
      const last = laterMark(person.last, waiting.get(person.key));
      return last === person.last ? person : { ...person, last };
    });
  }, [shown, sender.sent, sender.waiting]);
  const index = useMemo(() => searchIndex(shown?.people ?? []), [shown]);
  const households = useMemo(() => searchDoor(people, search, index), [people, search, index]);
  const counts = useMemo(() => doorCounts(people), [people]);

  const mark = (keys: string[], arrived: boolean) => {
    if (keys.length) sender.enqueue(keys.map((key) => newMark(key, arrived)));
  };

  return {
    status: shown ? ("ready" as const) : list.isError ? ("failed" as const) : ("pending" as const),
    retry: () => void list.refetch(),
    total: people.length,
    households,
    counts,
    search,
    setSearch,
    arrive: (keys: string[]) => mark(keys, true),
    undo: (key: string) => mark([key], false),
    waiting: sender.waiting.length,
    refused: sender.refused,
    online,
    live,
    fromDevice,
  };
}
