import { i18n } from "../../host/host-i18n";
import { lazy, Suspense } from "react";
import { PageSpinner } from "../../../components/page-spinner";
import type { RoomProps } from "./room-editor";

export type SeatingMode = "tables" | "room";

// The editor and dnd-kit load only when the couple opens the room view.
const RoomEditor = lazy(() => import("./room-editor"));

/** The seating screen's two views: who sits at which table, and where the tables stand. */
export function ViewSwitch({ mode, onChange }: { mode: SeatingMode; onChange: (mode: SeatingMode) => void }) {
  const option = (value: SeatingMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`min-h-11 rounded-lg px-4 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none ${
        mode === value ? "bg-blush-600 text-white" : "text-stone-800 hover:bg-blush-100"
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={i18n._({ id: "room.viewSwitch", message: "View" })}
      className="mt-4 inline-flex gap-1 rounded-xl border border-blush-200 bg-white p-1"
    >
      {option("tables", i18n._({ id: "room.tablesView", message: "Tables and people" }))}
      {option("room", i18n._({ id: "room.roomView", message: "Room plan" }))}
    </div>
  );
}

export function RoomView(props: RoomProps) {
  return (
    <div className="mt-6 pb-6">
      <Suspense fallback={<PageSpinner />}>
        <RoomEditor {...props} />
      </Suspense>
    </div>
  );
}
