import type { SeatingView, TableShape } from "../../../../contract/seating-plan";
import { type FeatureKind, GRID_STEP, ROOM_DEPTH, ROOM_WIDTH } from "../../../../contract/seating-room";
import { tableFootprint, tablesNearExit } from "../../../../contract/seating/room-geometry";

/** Where a thing stands: its centre in cm and its turn in degrees (contract/seating-room.ts). */
export interface Place {
  x: number;
  y: number;
  rotation: number;
}

/** A table or a feature as the room editor draws and moves it; `key` is `table:{id}` or `feature:{id}`. */
export type RoomItem = Place & { key: string; id: string; width: number; depth: number } & (
    { type: "table"; name: string; shape: TableShape; seats: number; taken: number; round: boolean; nearExit: boolean } | { type: "feature"; kind: FeatureKind }
  );

/** The room's items from the plan, each at its unsaved place if the couple moved it (`drafts`). */
export function roomItems(view: SeatingView, drafts: ReadonlyMap<string, Place>): RoomItem[] {
  const taken = new Map<string, number>();
  for (const person of view.people) if (person.tableId && !person.highChair) taken.set(person.tableId, (taken.get(person.tableId) ?? 0) + 1);
  const tables: Extract<RoomItem, { type: "table" }>[] = view.tables.map((table) => {
    const key = `table:${table.id}`;
    const { width, depth, round } = tableFootprint(table);
    return {
      key,
      id: table.id,
      type: "table",
      name: table.name,
      shape: table.shape,
      seats: table.seats,
      taken: taken.get(table.id) ?? 0,
      round,
      nearExit: false,
      width,
      depth,
      x: table.x,
      y: table.y,
      rotation: table.rotation,
      ...drafts.get(key),
    };
  });
  const features: Extract<RoomItem, { type: "feature" }>[] = view.features.map((feature) => {
    const key = `feature:${feature.id}`;
    return { key, type: "feature", ...feature, ...drafts.get(key) };
  });
  // Where things stand now, drafts included: the automatic seating will read the same once saved.
  const near = tablesNearExit(tables, features);
  // Features first, so tables are drawn over a dance floor they stand at the edge of.
  return [...features, ...tables.map((table) => ({ ...table, nearExit: near.has(table.id) }))];
}

/** A centre kept inside the room and on the grid. */
export function snap(x: number, y: number): { x: number; y: number } {
  const onGrid = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value / GRID_STEP) * GRID_STEP));
  return { x: onGrid(x, ROOM_WIDTH), y: onGrid(y, ROOM_DEPTH) };
}

/** A turn by `step` degrees, kept within 0..359. */
export const turned = (rotation: number, step: number) => (((rotation + step) % 360) + 360) % 360;

const MARGIN = 250;
const MIN_WIDTH = 900;
const MIN_DEPTH = 600;

/**
 * The part of the room the editor shows: from the room's corner (its walls drawn there) to past
 * the farthest thing, with room to drag further, never past the room's bounds.
 */
export function roomBox(items: readonly RoomItem[]): { width: number; depth: number } {
  const reach = (item: RoomItem) => Math.hypot(item.width, item.depth) / 2;
  const right = Math.max(MIN_WIDTH, ...items.map((item) => item.x + reach(item) + MARGIN));
  const bottom = Math.max(MIN_DEPTH, ...items.map((item) => item.y + reach(item) + MARGIN));
  return { width: Math.min(ROOM_WIDTH, Math.ceil(right / 100) * 100), depth: Math.min(ROOM_DEPTH, Math.ceil(bottom / 100) * 100) };
}

/** A length in cm as the couple reads it: "4.25 m". */
export const metres = (cm: number) => `${(cm / 100).toLocaleString("en", { maximumFractionDigits: 2 })} m`;
