/**
 * The room plan's geometry (docs/decisions/0040-room-plan.md): centimetres, x to the right and y
 * down, each thing placed by its centre and turned clockwise about it. Plain TypeScript with no
 * zod, so the seating worker, the server's plan check and both drawings share it.
 */

/** A table as the room sees it: its shape, chairs and place. */
export interface PlacedTable {
  id: string;
  shape: string;
  seats: number;
  x: number;
  y: number;
  rotation: number;
}

/** A fixed feature as the room sees it: a rectangle of `width` by `depth` about its centre. */
export interface PlacedFeature {
  kind: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  rotation: number;
}

/**
 * A table's drawn footprint from its shape and chairs, in cm before turning: a symbol sized by
 * its chairs, capped so the rows "Add tables" lays out (200 cm apart) never overlap; not the
 * venue's exact furniture.
 */
export function tableFootprint(table: Pick<PlacedTable, "shape" | "seats">): { width: number; depth: number; round: boolean } {
  switch (table.shape) {
    case "round": {
      const size = Math.min(150, 70 + table.seats * 5);
      return { width: size, depth: size, round: true };
    }
    case "sweetheart":
      return { width: 80, depth: 50, round: false };
    default:
      return { width: Math.min(180, 60 + table.seats * 9), depth: 60, round: false };
  }
}

/** The radius of the circle through a table's corners (its whole footprint whichever way it turns). */
export function tableReach(table: Pick<PlacedTable, "shape" | "seats">): number {
  const { width, depth, round } = tableFootprint(table);
  return round ? width / 2 : Math.hypot(width, depth) / 2;
}

/** The distance from a point to a turned rectangle (0 inside it). */
export function distanceToFeature(x: number, y: number, feature: PlacedFeature): number {
  const turn = (-feature.rotation * Math.PI) / 180;
  const dx = x - feature.x;
  const dy = y - feature.y;
  // The point in the feature's own frame, where its sides lie along the axes.
  const localX = dx * Math.cos(turn) - dy * Math.sin(turn);
  const localY = dx * Math.sin(turn) + dy * Math.cos(turn);
  const outX = Math.max(Math.abs(localX) - feature.width / 2, 0);
  const outY = Math.max(Math.abs(localY) - feature.depth / 2, 0);
  return Math.hypot(outX, outY);
}

/** "Near an exit": some part of the table within 3 m of an exit's door, about four steps. */
export const NEAR_EXIT_DISTANCE = 300;

/**
 * The tables near an exit (issue 30 items 1 and 4): those whose edge (the circle through their
 * corners, exact for a round table) comes within NEAR_EXIT_DISTANCE of an exit feature. The
 * automatic seating puts someone who needs to sit near an exit only at these, and the server's
 * plan check reads them the same way (contract/seating/stored-plan.ts).
 */
export function tablesNearExit(tables: readonly PlacedTable[], features: readonly PlacedFeature[]): Set<string> {
  const exits = features.filter((feature) => feature.kind === "exit");
  const near = new Set<string>();
  for (const table of tables) {
    const reach = tableReach(table);
    if (exits.some((exit) => distanceToFeature(table.x, table.y, exit) - reach <= NEAR_EXIT_DISTANCE)) near.add(table.id);
  }
  return near;
}
