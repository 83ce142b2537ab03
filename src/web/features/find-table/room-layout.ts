import type { RoomMark, RoomTable } from "../../../contract/find-table";
import { tableFootprint } from "../../../contract/seating/room-geometry";

/** A table as drawn: its centre, its footprint (before rotation) and whether it is round. */
export interface DrawnTable {
  id: string;
  cx: number;
  cy: number;
  width: number;
  height: number;
  round: boolean;
  rotation: number;
}

export interface RoomDrawing {
  tables: DrawnTable[];
  /** The room's fixed features, where the couple put them (docs/decisions/0040-room-plan.md). */
  features: RoomMark[];
  /** The SVG viewBox: every table with a margin around it. */
  box: { x: number; y: number; width: number; height: number };
}

/** Spacing of the grid used when the couple placed no table (and of the stored layout, seating/service.ts); cm. */
const STEP = 200;
const MARGIN = 60;

/** A table's footprint in cm, as the couple's room plan draws it (contract/seating/room-geometry.ts). */
function footprint(table: RoomTable): { width: number; height: number; round: boolean } {
  const { width, depth, round } = tableFootprint(table);
  return { width, height: depth, round };
}

/**
 * The room as a guest sees it (issue 30 item 8): tables where the couple put them (x, y, rotation
 * as stored), or, when they all stand on one spot (never placed), in a grid of about square
 * proportions, in the plan's order. Pure, so the page and its test draw the same room.
 */
export function layoutRoom(tables: readonly RoomTable[], features: readonly RoomMark[] = []): RoomDrawing {
  const placed = tables.some((table) => table.x !== tables[0]!.x || table.y !== tables[0]!.y);
  const columns = Math.max(1, Math.ceil(Math.sqrt(tables.length)));
  const drawn = tables.map((table, index) => ({
    id: table.id,
    cx: placed ? table.x : (index % columns) * STEP,
    cy: placed ? table.y : Math.floor(index / columns) * STEP,
    rotation: placed ? table.rotation : 0,
    ...footprint(table),
  }));
  if (!drawn.length) return { tables: [], features: [], box: { x: 0, y: 0, width: STEP, height: STEP } };
  // A turned thing's corners stay within the circle through them.
  const spots = [
    ...drawn.map((table) => ({ x: table.cx, y: table.cy, reach: Math.hypot(table.width, table.height) / 2 })),
    ...features.map((feature) => ({ x: feature.x, y: feature.y, reach: Math.hypot(feature.width, feature.depth) / 2 })),
  ];
  const left = Math.min(...spots.map((spot) => spot.x - spot.reach)) - MARGIN;
  const top = Math.min(...spots.map((spot) => spot.y - spot.reach)) - MARGIN;
  const right = Math.max(...spots.map((spot) => spot.x + spot.reach)) + MARGIN;
  const bottom = Math.max(...spots.map((spot) => spot.y + spot.reach)) + MARGIN;
  return { tables: drawn, features: [...features], box: { x: left, y: top, width: right - left, height: bottom - top } };
}
