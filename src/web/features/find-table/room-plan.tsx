import type { RoomTable } from "../../../contract/find-table";
import { useLingui } from "../../lib/i18n-react";
import { layoutRoom } from "./room-layout";

// The guest's table in the invitation's blush, the others a quiet stone: told apart by more than colour (a halo, a heavier edge).
const YOURS = { fill: "#b4534a", stroke: "#5e231d", strokeWidth: 6 };
const OTHER = { fill: "#e7e5e4", stroke: "#a8a29e", strokeWidth: 3 };
/** An SVG rotation about a table's centre. */
const turn = (degrees: number, x: number, y: number) => ["rotate(", degrees, x, y, ")"].join(" ");

/**
 * The room with the guest's table marked (issue 30 item 8): a chunk of its own, loaded once a
 * table is found, so the page's first load carries none of it. Other tables are outlines without
 * a name: the plan shows where to walk, never who sits where (docs/decisions/0038-find-my-table.md).
 * The room is a physical place: it is drawn the same way round on a right-to-left page.
 */
export default function RoomPlan({ room, yours }: { room: RoomTable[]; yours: { id: string; name: string }[] }) {
  const { i18n } = useLingui();
  const { tables, box } = layoutRoom(room);
  const mine = new Set(yours.map((table) => table.id));
  const names = yours.map((table) => table.name).join(", ");
  return (
    <svg
      role="img"
      aria-label={i18n._({
        id: "table.planLabel",
        message: "Room plan with your table, {names}, marked. Other tables are shown without names.",
        values: { names },
      })}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      className="block max-h-[70dvh] w-full rounded-2xl bg-stone-50 ring-1 ring-stone-200"
      direction="ltr"
    >
      {tables.map((table) => {
        const yoursHere = mine.has(table.id);
        const paint = yoursHere ? YOURS : OTHER;
        const transform = table.rotation ? turn(table.rotation, table.cx, table.cy) : undefined;
        return (
          <g key={table.id} transform={transform}>
            {yoursHere && (
              // A halo, so the table reads at a glance even among a hundred.
              <circle
                cx={table.cx}
                cy={table.cy}
                r={Math.hypot(table.width, table.height) / 2 + 22}
                fill="none"
                stroke="#b4534a"
                strokeWidth={8}
                strokeDasharray="18 12"
              />
            )}
            {table.round ? (
              <circle cx={table.cx} cy={table.cy} r={table.width / 2} {...paint} />
            ) : (
              <rect x={table.cx - table.width / 2} y={table.cy - table.height / 2} width={table.width} height={table.height} rx={8} {...paint} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
