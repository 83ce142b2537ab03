import { useState } from "react";
import { i18n } from "../host/host-i18n";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import type { TableGroup } from "./plan-layout";

const UNSEATED = "";

/**
 * The phone's way to seat people (issue 30 item 3): choose people above, then a table here and
 * "Move", no dragging. Also locks the chosen, gives them a high chair, or marks who comes in a
 * wheelchair (the caterer's and the venue's sheet counts the room it needs).
 */
export function MoveBar({
  count,
  tables,
  pending,
  onMove,
  onLock,
  onHighChair,
  onWheelchair,
  onNearExit,
  onClear,
}: {
  count: number;
  tables: TableGroup[];
  pending: boolean;
  onMove: (tableId: string | null) => void;
  onLock: (locked: boolean) => void;
  onHighChair: (on: boolean) => void;
  onWheelchair: (on: boolean) => void;
  /** Needs a seat near an exit: "Seat everyone for me" seats them at a table near one on the room plan. */
  onNearExit?: (on: boolean) => void;
  onClear: () => void;
}) {
  const [target, setTarget] = useState(tables[0]?.table.id ?? UNSEATED);
  const chosen = tables.some((group) => group.table.id === target) ? target : UNSEATED;
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="move-title"
      className="sticky bottom-0 z-10 -mx-4 border-t border-blush-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <h2 id="move-title" className="text-sm font-semibold text-stone-900" aria-live="polite">
        {i18n._({ id: "seating.selectedCount", message: "{count, plural, one {# person chosen} other {# people chosen}}", values: { count } })}
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 basis-48 gap-1 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.moveTo", message: "Move to" })}
          <select value={chosen} onChange={(event) => setTarget(event.target.value)} className={inputClass}>
            {tables.map((group) => (
              <option key={group.table.id} value={group.table.id}>
                {i18n._({
                  id: "seating.tableOption",
                  message: "{name} ({free} free)",
                  values: { name: group.table.name, free: Math.max(0, group.table.seats - group.taken) },
                })}
              </option>
            ))}
            <option value={UNSEATED}>{i18n._({ id: "seating.unseatedOption", message: "Unseated" })}</option>
          </select>
        </label>
        <Button onClick={() => onMove(chosen || null)} pending={pending} pendingLabel={i18n._({ id: "seating.moving", message: "Moving…" })}>
          {i18n._({ id: "seating.moveButton", message: "Move to table" })}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onLock(true)}>
          {i18n._({ id: "seating.lockChosen", message: "Lock" })}
        </Button>
        <Button variant="secondary" onClick={() => onLock(false)}>
          {i18n._({ id: "seating.unlockChosen", message: "Unlock" })}
        </Button>
        <Button variant="secondary" onClick={() => onHighChair(true)}>
          {i18n._({ id: "seating.giveHighChair", message: "High chair" })}
        </Button>
        <Button variant="secondary" onClick={() => onHighChair(false)}>
          {i18n._({ id: "seating.giveChair", message: "Chair" })}
        </Button>
        <Button variant="secondary" onClick={() => onWheelchair(true)}>
          {i18n._({ id: "seating.markWheelchair", message: "Wheelchair" })}
        </Button>
        <Button variant="secondary" onClick={() => onWheelchair(false)}>
          {i18n._({ id: "seating.noWheelchair", message: "No wheelchair" })}
        </Button>
        {onNearExit && (
          <>
            <Button variant="secondary" onClick={() => onNearExit(true)}>
              {i18n._({ id: "seating.markNearExit", message: "Near an exit" })}
            </Button>
            <Button variant="secondary" onClick={() => onNearExit(false)}>
              {i18n._({ id: "seating.notNearExit", message: "Not near an exit" })}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={onClear}>
          {i18n._({ id: "seating.clearSelection", message: "Clear choice" })}
        </Button>
      </div>
    </section>
  );
}
