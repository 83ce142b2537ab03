import type { FeatureKind } from "../../../../contract/seating-room";
import type { RoomItem } from "./room-view";

// The room editor's drawing, in room units (cm), each thing about its own centre.

const SEAT_RADIUS = 10;
const SEAT_GAP = 14;

/** Where a table's chairs stand about its centre, before it turns. */
export function seatSpots(item: Extract<RoomItem, { type: "table" }>): { x: number; y: number }[] {
  const { seats, width, depth } = item;
  if (item.round) {
    const radius = width / 2 + SEAT_GAP;
    return Array.from({ length: seats }, (_, i) => {
      const angle = (2 * Math.PI * i) / seats - Math.PI / 2;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
  }
  const along = (count: number, y: number) => Array.from({ length: count }, (_, i) => ({ x: -width / 2 + (width * (i + 0.5)) / count, y }));
  // The couple's tables face the room: their chairs are all on one side.
  if (item.shape === "head" || item.shape === "sweetheart") return along(seats, -depth / 2 - SEAT_GAP);
  const top = Math.ceil(seats / 2);
  return [...along(top, -depth / 2 - SEAT_GAP), ...along(seats - top, depth / 2 + SEAT_GAP)];
}

/** A table: its top shaded by how full it is, a filled chair for each person seated, a hollow one for each free. */
export function TableShape({ item }: { item: Extract<RoomItem, { type: "table" }> }) {
  const full = item.taken >= item.seats;
  const fill = full ? "#f2c4bd" : item.taken > 0 ? "#fbe4e0" : "#ffffff";
  return (
    <>
      {seatSpots(item).map((spot, i) => (
        <circle key={i} cx={spot.x} cy={spot.y} r={SEAT_RADIUS} fill={i < item.taken ? "#57534e" : "#ffffff"} stroke="#57534e" strokeWidth={3} />
      ))}
      {item.round ? (
        <circle r={item.width / 2} fill={fill} stroke="#44403c" strokeWidth={4} />
      ) : (
        <rect x={-item.width / 2} y={-item.depth / 2} width={item.width} height={item.depth} rx={6} fill={fill} stroke="#44403c" strokeWidth={4} />
      )}
    </>
  );
}

const FEATURE_PAINT: Record<FeatureKind, { fill: string; stroke: string }> = {
  "dance-floor": { fill: "#ede9fe", stroke: "#6d28d9" },
  stage: { fill: "#e7e5e4", stroke: "#57534e" },
  bar: { fill: "#fef3c7", stroke: "#b45309" },
  // Exit signs are green.
  exit: { fill: "#dcfce7", stroke: "#15803d" },
  buffet: { fill: "#ffedd5", stroke: "#c2410c" },
  cake: { fill: "#fce7f3", stroke: "#be185d" },
  dj: { fill: "#e0f2fe", stroke: "#0369a1" },
};

export function FeatureShape({ item }: { item: Extract<RoomItem, { type: "feature" }> }) {
  const paint = FEATURE_PAINT[item.kind];
  return (
    <rect
      x={-item.width / 2}
      y={-item.depth / 2}
      width={item.width}
      height={item.depth}
      rx={4}
      fill={paint.fill}
      stroke={paint.stroke}
      strokeWidth={item.kind === "exit" ? 8 : 4}
      strokeDasharray={item.kind === "dance-floor" ? "24 12" : undefined}
    />
  );
}

/** A label that reads on any fill: dark text with a pale halo. */
export function Label({ lines, size }: { lines: string[]; size: number }) {
  return (
    <text
      textAnchor="middle"
      fontSize={size}
      fill="#1c1917"
      stroke="#ffffff"
      strokeWidth={size / 5}
      paintOrder="stroke"
      style={{ pointerEvents: "none", fontFamily: "inherit" }}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={0} dy={i === 0 ? -((lines.length - 1) * size * 1.1) / 2 + size * 0.35 : size * 1.1} fontWeight={i === 0 ? 600 : 400}>
          {i > 0 && " "}
          {line}
        </tspan>
      ))}
    </text>
  );
}
