import { i18n } from "../host/host-i18n";
import { useSeatingReadOnly } from "./read-only";
import Lock from "lucide-react/icons/lock";
import LockOpen from "lucide-react/icons/lock-open";
import Trash2 from "lucide-react/icons/trash-2";
import type { TableShape } from "../../../contract/seating-plan";
import { Button } from "../../components/ui/button";
import type { TableGroup } from "./plan-layout";
import { memo } from "react";
import { DragHandle, DropZone } from "./drag/drag-parts";
import { PersonLine, personName } from "./person-line";

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

/** The seat numbers nobody sits on, as many as the table has free chairs (someone may sit there unnumbered). */
function freeSeatNumbers(group: TableGroup): number[] {
  const used = new Set(group.people.map((person) => person.seat));
  const free: number[] = [];
  for (let seat = 1; seat <= group.table.seats && free.length < group.table.seats - group.taken; seat++) if (!used.has(seat)) free.push(seat);
  return free;
}

/** The households with more than one person at this table, each to drag as one. */
function householdsHere(group: TableGroup): { id: string; name: string; keys: string[] }[] {
  const byParty = new Map<string, { id: string; name: string; keys: string[] }>();
  for (const person of group.people) {
    const party = byParty.get(person.partyId) ?? { id: person.partyId, name: person.partyName, keys: [] };
    party.keys.push(person.key);
    byParty.set(person.partyId, party);
  }
  return [...byParty.values()].filter((party) => party.keys.length > 1);
}

interface TableCardProps {
  group: TableGroup;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onLock: (tableId: string, locked: boolean) => void;
  onDelete: (group: TableGroup) => void;
  busy: boolean;
}

/**
 * A table with who sits where: each person can be selected or dragged, a household dragged as one;
 * the table, each seat and each free seat take a drop. The table can be locked or deleted.
 * Memoized on what it shows (its people's selection included), so 30 tables do not redraw for a
 * change at one of them (docs/decisions/0041-drag-and-drop.md).
 */
export const TableCard = memo(function TableCard({ group, selected, onToggle, onLock, onDelete, busy }: TableCardProps) {
  const { table, people, taken } = group;
  const readOnly = useSeatingReadOnly();
  const titleId = `table-${table.id}`;
  const full = taken >= table.seats;
  const free = freeSeatNumbers(group);
  const tableLabel = i18n._({
    id: "seating.dropTable",
    message: "{name}, {free, plural, one {# free seat} other {# free seats}}",
    values: { name: table.name, free: Math.max(0, table.seats - taken) },
  });
  const seatLabel = (seat: number, who: string | null) =>
    who
      ? i18n._({ id: "seating.dropTakenSeat", message: "seat {seat} at {table}, where {name} sits", values: { seat, table: table.name, name: who } })
      : i18n._({ id: "seating.dropFreeSeat", message: "free seat {seat} at {table}", values: { seat, table: table.name } });
  return (
    <DropZone
      as="li"
      target={{ kind: "table", tableId: table.id, label: tableLabel }}
      labelledBy={titleId}
      className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm"
    >
      <div>
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
          {!readOnly && (
            <div className="flex gap-1">
              <Button variant="ghost" aria-pressed={table.locked} onClick={() => onLock(table.id, !table.locked)} pending={busy} className="px-2">
                {table.locked ? <Lock className="h-4 w-4" aria-hidden="true" /> : <LockOpen className="h-4 w-4" aria-hidden="true" />}
                <span aria-hidden="true" className="text-xs">
                  {table.locked ? i18n._({ id: "seating.tableLocked", message: "Locked" }) : i18n._({ id: "seating.tableLock", message: "Lock" })}
                </span>
                <span className="sr-only">{i18n._({ id: "seating.lockTable", message: "Lock {name}", values: { name: table.name } })}</span>
              </Button>
              <Button variant="ghost" onClick={() => onDelete(group)} className="px-2">
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{i18n._({ id: "seating.deleteTable", message: "Delete {name}", values: { name: table.name } })}</span>
              </Button>
            </div>
          )}
        </div>
        {table.locked && (
          <p className="mt-1 text-sm text-stone-700">{i18n._({ id: "seating.tableLockedHint", message: "Locked: nobody joins or leaves this table." })}</p>
        )}
        {householdsHere(group).length > 0 && (
          <ul
            className="mt-2 hidden flex-wrap gap-1 sm:flex"
            aria-label={i18n._({ id: "seating.householdsHere", message: "Households at {name}", values: { name: table.name } })}
          >
            {householdsHere(group).map((party) => {
              const name = party.name || i18n._({ id: "seating.someoneGone", message: "Someone removed" });
              return (
                <li key={party.id} className="inline-flex items-center rounded-full border border-stone-200 bg-stone-50 pe-3 text-xs text-stone-800">
                  <DragHandle
                    item={{ kind: "household", keys: party.keys, name, tableId: table.id }}
                    label={i18n._({ id: "seating.dragHousehold", message: "Move {name}, all {count}", values: { name, count: party.keys.length } })}
                    home={`table:${table.id}`}
                  />
                  {i18n._({ id: "seating.householdChip", message: "{name} ({count})", values: { name, count: party.keys.length } })}
                </li>
              );
            })}
          </ul>
        )}
        {people.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{i18n._({ id: "seating.emptyTable", message: "Nobody here yet." })}</p>
        ) : (
          <ul className="mt-1">
            {people.map((person) => (
              <PersonLine
                key={person.key}
                person={person}
                selected={selected.has(person.key)}
                onToggle={onToggle}
                seatTarget={
                  person.seat === null
                    ? undefined
                    : { kind: "seat", tableId: table.id, seat: person.seat, personKey: person.key, label: seatLabel(person.seat, personName(person)) }
                }
              />
            ))}
          </ul>
        )}
        {free.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-1 text-xs text-stone-700">
            <span>{i18n._({ id: "seating.freeSeats", message: "Free seats:" })}</span>
            {free.map((seat) => (
              <DropZone
                key={seat}
                target={{ kind: "seat", tableId: table.id, seat, personKey: null, label: seatLabel(seat, null) }}
                className="inline-flex h-7 w-8 items-center justify-center rounded-md border border-dashed border-stone-300"
              >
                {seat}
              </DropZone>
            ))}
          </div>
        )}
      </div>
    </DropZone>
  );
}, sameCard);

/** Equal when the table is the same and none of its people changed selection. */
function sameCard(before: TableCardProps, after: TableCardProps): boolean {
  return (
    before.group === after.group &&
    before.onToggle === after.onToggle &&
    before.onLock === after.onLock &&
    before.onDelete === after.onDelete &&
    before.busy === after.busy &&
    after.group.people.every((person) => before.selected.has(person.key) === after.selected.has(person.key))
  );
}
