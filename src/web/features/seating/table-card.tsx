import { i18n } from "../host/host-i18n";
import Lock from "lucide-react/icons/lock";
import LockOpen from "lucide-react/icons/lock-open";
import Trash2 from "lucide-react/icons/trash-2";
import type { TableShape } from "../../../contract/seating-plan";
import { Button } from "../../components/ui/button";
import type { TableGroup } from "./plan-layout";
import { PersonLine } from "./person-line";

export function shapeLabel(shape: TableShape): string {
  switch (shape) {
    case "round":
      return i18n._({ id: "seating.shapeRound", message: "Round" });
    case "rectangular":
      return i18n._({ id: "seating.shapeRectangular", message: "Rectangular" });
    case "banquet":
      return i18n._({ id: "seating.shapeBanquet", message: "Long banquet" });
    case "head":
      return i18n._({ id: "seating.shapeHead", message: "Head table" });
    case "sweetheart":
      return i18n._({ id: "seating.shapeSweetheart", message: "Sweetheart" });
  }
}

/** A table with its seats and who sits there; each person can be selected, the table locked or deleted. */
export function TableCard({
  group,
  selected,
  onToggle,
  onLock,
  onDelete,
  busy,
}: {
  group: TableGroup;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onLock: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { table, people, taken } = group;
  const titleId = `table-${table.id}`;
  const full = taken >= table.seats;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-serif text-lg break-words text-stone-900">
            {table.name}
          </h3>
          <p className={`text-sm ${full ? "font-medium text-stone-900" : "text-stone-700"}`}>
            {i18n._({
              id: "seating.tableSeats",
              message: "{shape} · {taken} of {seats} seats taken",
              values: { shape: shapeLabel(table.shape), taken, seats: table.seats },
            })}
          </p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" aria-pressed={table.locked} onClick={onLock} pending={busy} className="px-2">
            {table.locked ? <Lock className="h-4 w-4" aria-hidden="true" /> : <LockOpen className="h-4 w-4" aria-hidden="true" />}
            <span className="sr-only">{i18n._({ id: "seating.lockTable", message: "Lock {name}", values: { name: table.name } })}</span>
          </Button>
          <Button variant="ghost" onClick={onDelete} className="px-2">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{i18n._({ id: "seating.deleteTable", message: "Delete {name}", values: { name: table.name } })}</span>
          </Button>
        </div>
      </div>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{i18n._({ id: "seating.emptyTable", message: "Nobody here yet." })}</p>
      ) : (
        <ul className="mt-1">
          {people.map((person) => (
            <PersonLine key={person.key} person={person} selected={selected.has(person.key)} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </li>
  );
}
