/**
 * What is dragged and where it lands on the tables view (docs/decisions/0041-drag-and-drop.md),
 * and what a drop asks the server to do. Pure, so the rule is tested without a browser.
 */

export type DragItem =
  | { kind: "person"; key: string; name: string; tableId: string | null; seat: number | null }
  | { kind: "household"; keys: string[]; name: string; tableId: string | null };

export type DropTarget =
  | { kind: "table"; tableId: string; label: string }
  | { kind: "seat"; tableId: string; seat: number; personKey: string | null; label: string }
  | { kind: "unseated"; label: string };

export type DropIntent = { op: "move"; personKeys: string[]; tableId: string | null; seat?: number } | { op: "swap"; personKeys: [string, string] };

/** The ids dnd-kit knows them by. */
export const dragId = (item: DragItem) => (item.kind === "person" ? `person:${item.key}` : `household:${item.keys[0]}:${item.tableId ?? ""}`);
export const dropId = (target: DropTarget) =>
  target.kind === "table" ? `table:${target.tableId}` : target.kind === "seat" ? `seat:${target.tableId}:${target.seat}` : "unseated";

/**
 * A person on a taken seat changes places with whoever sits there; on a free seat, takes it; on a
 * table, takes its lowest free seat. A household moves as one to the table of whatever it lands
 * on. Nothing happens when nothing would change.
 */
export function dropIntent(item: DragItem, target: DropTarget): DropIntent | null {
  const keys = item.kind === "person" ? [item.key] : item.keys;
  if (target.kind === "unseated") return item.tableId === null ? null : { op: "move", personKeys: keys, tableId: null };
  if (item.kind === "person" && target.kind === "seat") {
    if (target.personKey === item.key) return null;
    if (target.personKey) return { op: "swap", personKeys: [item.key, target.personKey] };
    return { op: "move", personKeys: keys, tableId: target.tableId, seat: target.seat };
  }
  if (item.tableId === target.tableId) return null;
  return { op: "move", personKeys: keys, tableId: target.tableId };
}
