import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useMemo, useState } from "react";
import { i18n } from "../../host/host-i18n";
import type { DragItem, DropTarget } from "./drag-model";
import { keyboardTargets } from "./keyboard-targets";

const itemOf = (data: unknown) => data as DragItem | undefined;
const targetOf = (data: unknown) => data as DropTarget | undefined;

/** What a screen reader hears while dragging, in the couple's words (the host catalogue). */
function announcements(): Announcements {
  const name = (data: unknown) => itemOf(data)?.name ?? "";
  return {
    onDragStart: ({ active }) => i18n._({ id: "seating.dragPickedUp", message: "Picked up {name}.", values: { name: name(active.data.current) } }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._({
            id: "seating.dragOver",
            message: "{name} is over {target}.",
            values: { name: name(active.data.current), target: targetOf(over.data.current)?.label ?? "" },
          })
        : i18n._({ id: "seating.dragOverNothing", message: "{name} is not over a table.", values: { name: name(active.data.current) } }),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._({
            id: "seating.dragDropped",
            message: "{name} dropped on {target}.",
            values: { name: name(active.data.current), target: targetOf(over.data.current)?.label ?? "" },
          })
        : i18n._({ id: "seating.dragPutBack", message: "{name} put back; nothing moved.", values: { name: name(active.data.current) } }),
    onDragCancel: ({ active }) =>
      i18n._({ id: "seating.dragCancelled", message: "Moving {name} cancelled; nothing moved.", values: { name: name(active.data.current) } }),
  };
}

function instructions(): ScreenReaderInstructions {
  return {
    draggable: i18n._({
      id: "seating.dragInstructions",
      message:
        "To move them, press Space or Enter. Then the up and down arrow keys go from table to table, left and right from seat to seat; Space or Enter drops them there, and Escape puts them back. Dropping on someone's seat swaps the two.",
    }),
  };
}

/**
 * Drag and drop on the tables view (issue 30 item 3; docs/decisions/0041-drag-and-drop.md): a
 * mouse or a finger drags by the handle after a short distance or a press (so a tap still selects),
 * the keyboard picks up with Space or Enter. The page inside is passed as `children`, so picking
 * something up re-renders this and the overlay, not the tables.
 */
export function DragBoard({ onDrop, children }: { onDrop: (item: DragItem, target: DropTarget) => void; children: ReactNode }) {
  const targets = useMemo(keyboardTargets, []);
  const [active, setActive] = useState<DragItem | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: targets.coordinateGetter }),
  );
  const accessibility = useMemo(() => ({ announcements: announcements(), screenReaderInstructions: instructions() }), []);
  const start = (event: DragStartEvent) => {
    targets.reset();
    setActive(itemOf(event.active.data.current) ?? null);
  };
  const end = (event: DragEndEvent) => {
    targets.reset();
    setActive(null);
    const item = itemOf(event.active.data.current);
    const target = targetOf(event.over?.data.current);
    if (item && target) onDrop(item, target);
  };
  const cancel = () => {
    targets.reset();
    setActive(null);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={targets.collisionDetection}
      accessibility={accessibility}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className="inline-flex max-w-64 items-center gap-2 rounded-lg border border-blush-300 bg-white px-3 py-2 text-sm font-medium text-stone-900 shadow-lg">
            <span className="truncate">{active.name}</span>
            {active.kind === "household" && <span className="text-stone-600">({active.keys.length})</span>}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
