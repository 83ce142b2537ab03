import { useDraggable, useDroppable } from "@dnd-kit/core";
import GripVertical from "lucide-react/icons/grip-vertical";
import type { ReactNode } from "react";
import { type DragItem, dragId, type DropTarget, dropId } from "./drag-model";
import { useSeatingReadOnly } from "../read-only";

// One element for every handle: while something is dragged, every handle hears of each change of
// what it is over (dnd-kit's context); an unchanged element lets React skip the icon beneath.
const GRIP = <GripVertical className="h-4 w-4" aria-hidden="true" />;

/**
 * The handle a person or a household is dragged by (pointer, touch or keyboard). Only the handle
 * starts a drag, so a tap on the name still selects for "Move to table". Not on a phone's width:
 * there the list view (choose, then "Move to table") does it without dragging (issue 30 item 3).
 * Its own small component: while something is dragged, only the handles and the drop targets hear
 * of it, not the table cards.
 */
export function DragHandle({ item, label, home }: { item: DragItem; label: string; home: string }) {
  const readOnly = useSeatingReadOnly();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(item), data: item, disabled: readOnly });
  if (readOnly) return null;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-drop-home={home}
      aria-label={label}
      className={`hidden h-8 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 sm:inline-flex hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-600`}
      // Inline, not a utility class: the one page-wide stylesheet is within its 15 KB budget by a few bytes.
      style={isDragging ? { opacity: 0.4 } : undefined}
    >
      {GRIP}
    </button>
  );
}

/** A place to drop on (a table, a seat, the unseated list), marked while something is over it. */
export function DropZone({
  target,
  as: Tag = "div",
  className = "",
  labelledBy,
  children,
}: {
  target: DropTarget;
  labelledBy?: string;
  as?: "div" | "li" | "section";
  className?: string;
  children: ReactNode;
}) {
  const id = dropId(target);
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <Tag
      ref={setNodeRef}
      data-drop={target.kind}
      data-drop-id={id}
      data-drop-table={target.kind === "seat" ? `table:${target.tableId}` : undefined}
      data-over={isOver || undefined}
      aria-labelledby={labelledBy}
      className={`${className} ${isOver ? "ring-2 ring-blush-500" : ""}`}
    >
      {children}
    </Tag>
  );
}
