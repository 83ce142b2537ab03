import { i18n } from "../../host/host-i18n";
import { useEffect, useRef, useState } from "react";
import type { SeatingView } from "../../../../contract/seating-plan";
import { FEATURE_DEFAULT_SIZE, type FeatureKind, TURN_STEP } from "../../../../contract/seating-room";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api";
import { isConflict, useSeatingWrites } from "../api";
import { useFeatureWrites } from "./room-api";
import { featureLabel, itemName, placeText } from "./room-words";
import { type Place, roomBox, roomItems, snap, turned } from "./room-view";

/** A keyboard move waits this long for the next one, so holding an arrow key makes one save. */
const SAVE_AFTER_MS = 600;

/**
 * The room editor's state (docs/decisions/0040-room-plan.md): what is chosen, where things stand
 * before they are saved (`drafts`, shown at once), and the saves, one after another, each naming
 * the plan's version this screen last saw. A move waits briefly for the next; a save refused
 * because the plan changed on another screen drops the unsaved places, reloads the plan and says so.
 */
export function useRoomEditor(weddingId: string, eventId: string | null, view: SeatingView, onDeleted?: (deleted: { ids: string[]; label: string }) => void) {
  const tableWrite = useSeatingWrites(weddingId, eventId).updateTable;
  const features = useFeatureWrites(weddingId, eventId);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Place>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const pending = useRef(new Map<string, Place>());
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The version the unsaved moves were made on: it follows the plan only while nothing waits to be saved.
  const base = useRef(view.version);
  if (!saving.current && pending.current.size === 0) base.current = view.version;

  const items = roomItems(view, drafts);
  const box = roomBox(roomItems(view, new Map()));
  const itemOf = (key: string | null) => items.find((item) => item.key === key);
  const say = (text: string) => setMessage(text);

  const dropDrafts = () => {
    pending.current.clear();
    setDrafts(new Map());
  };
  const refused = (error: unknown) => {
    dropDrafts();
    const stale = isConflict(error);
    const reason = error instanceof ApiError ? error.reason : "";
    const text = stale
      ? i18n._({ id: "room.staleSave", message: "The plan changed on another screen. It has been reloaded: your last move was not saved." })
      : reason || i18n._({ id: "room.notSaved", message: "Your last move was not saved. Please try again." });
    say(text);
    toast({ title: i18n._({ id: "room.notSavedTitle", message: "Not saved" }), description: text, variant: "destructive" });
  };

  async function flush() {
    clearTimeout(timer.current);
    if (saving.current) return;
    saving.current = true;
    try {
      for (let next = pending.current.entries().next(); !next.done; next = pending.current.entries().next()) {
        const [key, place] = next.value;
        pending.current.delete(key);
        const [type, id] = key.split(":") as ["table" | "feature", string];
        const input = { id, version: base.current, x: place.x, y: place.y, rotation: place.rotation };
        const plan = type === "table" ? await tableWrite.mutateAsync(input) : await features.update.mutateAsync(input);
        base.current = plan.version;
        // Stored now: the plan shows it, unless it was moved again meanwhile.
        setDrafts((current) => {
          if (pending.current.has(key)) return current;
          const rest = new Map(current);
          rest.delete(key);
          return rest;
        });
      }
    } catch (error) {
      refused(error);
    } finally {
      saving.current = false;
    }
  }
  const flushRef = useRef(flush);
  flushRef.current = flush;
  // Leaving the room view saves what waits rather than dropping it.
  useEffect(() => () => void flushRef.current(), []);

  /** Puts a thing at a new place at once, and saves it after a moment (or now). */
  function place(key: string, to: Place, now = false) {
    const item = itemOf(key);
    if (!item) return;
    const at = { ...snap(to.x, to.y), rotation: to.rotation };
    pending.current.set(key, at);
    setDrafts((current) => new Map(current).set(key, at));
    say(placeText(itemName(item), at));
    clearTimeout(timer.current);
    if (now) void flush();
    else timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
  }

  const nudge = (key: string, dx: number, dy: number) => {
    const item = itemOf(key);
    if (item) place(key, { x: item.x + dx, y: item.y + dy, rotation: item.rotation });
  };
  const turn = (key: string, direction: 1 | -1) => {
    const item = itemOf(key);
    if (item) place(key, { x: item.x, y: item.y, rotation: turned(item.rotation, direction * TURN_STEP) });
  };

  const addFeature = (kind: FeatureKind) => {
    // In the middle of what the screen shows, clear of the walls.
    const size = FEATURE_DEFAULT_SIZE[kind];
    const at = snap(Math.max(size.width / 2, box.width / 2), Math.max(size.depth / 2, box.depth / 2));
    return features.add.mutateAsync({ version: view.version, kind, ...at }).then((plan) => {
      const added = plan.features.at(-1);
      if (added) setSelected(`feature:${added.id}`);
      say(i18n._({ id: "room.featureAdded", message: "{name} added in the middle of the room.", values: { name: featureLabel(kind) } }));
    }, refused);
  };
  const removeFeature = (key: string) => {
    const item = itemOf(key);
    if (item?.type !== "feature") return;
    pending.current.delete(key);
    // It goes to the trash: the screen's "Deleted … Undo" line says so and takes focus (docs/decisions/0049-trash.md).
    return features.remove.mutateAsync({ id: item.id, version: base.current }).then(() => {
      setSelected(null);
      onDeleted?.({ ids: [item.id], label: featureLabel(item.kind) });
    }, refused);
  };

  return {
    items,
    box,
    selected: itemOf(selected) ? selected : null,
    select: setSelected,
    message,
    say,
    place,
    nudge,
    turn,
    addFeature,
    removeFeature,
    pending: { add: features.add.isPending, remove: features.remove.isPending },
  };
}
export type RoomEditor = ReturnType<typeof useRoomEditor>;
