import type { RoomMark, RoomTable } from "../../../contract/find-table";
import type { FeatureKind } from "../../../contract/seating-room";
import type { I18n } from "../../../contract/translator";
import { useLingui } from "../../lib/i18n-react";
import { layoutRoom } from "./room-layout";

// The guest's table in the invitation's blush, the others a quiet stone: told apart by more than colour (a halo, a heavier edge).
const YOURS = { fill: "#b4534a", stroke: "#5e231d", strokeWidth: 6 };
const OTHER = { fill: "#e7e5e4", stroke: "#a8a29e", strokeWidth: 3 };
/** An SVG rotation about a table's centre. */
const turn = (degrees: number, x: number, y: number) => ["rotate(", degrees, x, y, ")"].join(" ");

/** A fixed feature's name as a guest reads it on the plan. */
function featureName(i18n: I18n, kind: FeatureKind): string {
  switch (kind) {
    case "dance-floor":
      return i18n._({ id: "table.featureDanceFloor", message: "Dance floor" });
    case "stage":
      return i18n._({ id: "table.featureStage", message: "Stage" });
    case "bar":
      return i18n._({ id: "table.featureBar", message: "Bar" });
    case "exit":
      return i18n._({ id: "table.featureExit", message: "Exit" });
    case "buffet":
      return i18n._({ id: "table.featureBuffet", message: "Buffet" });
    case "cake":
      return i18n._({ id: "table.featureCake", message: "Cake table" });
    case "dj":
      return i18n._({ id: "table.featureDj", message: "DJ" });
  }
}

// Features in quiet fills with a darker edge, exits in the green of exit signs.
const FEATURE = { fill: "#f5f5f4", stroke: "#78716c", strokeWidth: 4 };
const EXIT = { fill: "#dcfce7", stroke: "#15803d", strokeWidth: 8 };

/** A feature: a rectangle turned as stored, under the tables. */
function Feature({ feature }: { feature: RoomMark }) {
  const paint = feature.kind === "exit" ? EXIT : FEATURE;
  return (
    <rect
      x={feature.x - feature.width / 2}
      y={feature.y - feature.depth / 2}
      width={feature.width}
      height={feature.depth}
      rx={4}
      transform={feature.rotation ? turn(feature.rotation, feature.x, feature.y) : undefined}
      {...paint}
    />
  );
}

/** Its name, level and over the tables, so it reads wherever the feature stands. */
function FeatureName({ feature, name, size }: { feature: RoomMark; name: string; size: number }) {
  return (
    <text
      x={feature.x}
      y={feature.y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      fill="#292524"
      stroke="#ffffff"
      strokeWidth={size / 5}
      paintOrder="stroke"
    >
      {name}
    </text>
  );
}

/**
 * The room with the guest's table marked (issue 30 item 8): a chunk of its own, loaded once a
 * table is found, so the page's first load carries none of it. Other tables are outlines without
 * a name: the plan shows where to walk, never who sits where (docs/decisions/0038-find-my-table.md).
 * The room is a physical place: it is drawn the same way round on a right-to-left page.
 */
export default function RoomPlan({ room, features = [], yours }: { room: RoomTable[]; features?: RoomMark[]; yours: { id: string; name: string }[] }) {
  const { i18n } = useLingui();
  const { tables, box } = layoutRoom(room, features);
  // Labels a fixed share of the picture, so they read on a phone whatever the room's size.
  const labelSize = Math.max(28, Math.round(Math.max(box.width, box.height) / 28));
  const kinds = [...new Set(features.map((feature) => featureName(i18n, feature.kind)))];
  const also = kinds.length
    ? ` ${i18n._({ id: "table.planAlso", message: "Also on the plan: {features}.", values: { features: new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(kinds) } })}`
    : "";
  const mine = new Set(yours.map((table) => table.id));
  const names = yours.map((table) => table.name).join(", ");
  return (
    <svg
      role="img"
      aria-label={
        i18n._({
          id: "table.planLabel",
          message: "Room plan with your table, {names}, marked. Other tables are shown without names.",
          values: { names },
        }) + also
      }
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      className="block max-h-[70dvh] w-full rounded-2xl bg-stone-50 ring-1 ring-stone-200"
      direction="ltr"
    >
      {features.map((feature, index) => (
        <Feature key={index} feature={feature} />
      ))}
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
      {features.map((feature, index) => (
        <FeatureName key={index} feature={feature} name={featureName(i18n, feature.kind)} size={labelSize} />
      ))}
    </svg>
  );
}
