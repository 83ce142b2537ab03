import type { RoomTable } from "../../../contract/find-table";

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
  /** The SVG viewBox: every table with a margin around it. */
  box: { x: number; y: number; width: number; height: number };
}

/** Spacing of the grid used when the couple placed no table (and of the stored layout, seating/service.ts). */
const STEP = 200;
const MARGIN = 60;

/** A table's footprint in room units, from its shape and chairs: big enough to read, never wider than a grid step. */
function footprint(table: RoomTable): { width: number; height: number; round: boolean } {
  switch (table.shape) {
    case "round": {
      const size = Math.min(150, 70 + table.seats * 5);
      return { width: size, height: size, round: true };
    }
    case "sweetheart":
      return { width: 80, height: 50, round: false };
    default:
      return { width: Math.min(180, 60 + table.seats * 9), height: 60, round: false };
  }
}

/**
 * The room as a guest sees it (issue 30 item 8): tables where the couple put them (x, y, rotation
 * as stored), or, when they all stand on one spot (never placed), in a grid of about square
 * proportions, in the plan's order. Pure, so the page and its test draw the same room.
 */
export function layoutRoom(tables: readonly RoomTable[]): RoomDrawing {
  const placed = tables.some((table) => table.x !== tables[0]!.x || table.y !== tables[0]!.y);
  const columns = Math.max(1, Math.ceil(Math.sqrt(tables.length)));
  const drawn = tables.map((table, index) => ({
    id: table.id,
    cx: placed ? table.x : (index % columns) * STEP,
    cy: placed ? table.y : Math.floor(index / columns) * STEP,
    rotation: placed ? table.rotation : 0,
    ...footprint(table),
  }));
  if (!drawn.length) return { tables: [], box: { x: 0, y: 0, width: STEP, height: STEP } };
  // A rotated table's corners stay within the circle through them.
  const reach = (table: DrawnTable) => Math.hypot(table.width, table.height) / 2;
  const left = Math.min(...drawn.map((table) => table.cx - reach(table))) - MARGIN;
  const top = Math.min(...drawn.map((table) => table.cy - reach(table))) - MARGIN;
  const right = Math.max(...drawn.map((table) => table.cx + reach(table))) + MARGIN;
  const bottom = Math.max(...drawn.map((table) => table.cy + reach(table))) + MARGIN;
  return { tables: drawn, box: { x: left, y: top, width: right - left, height: bottom - top } };
}
