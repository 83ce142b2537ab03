import { i18n } from "../../host/host-i18n";
import { DndContext, type DragEndEvent, MouseSensor, TouchSensor, useDraggable, useSensor, useSensors } from "@dnd-kit/core";
import { type KeyboardEvent, type Ref, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import RotateCw from "lucide-react/icons/rotate-cw";
import Trash2 from "lucide-react/icons/trash-2";
import type { SeatingView } from "../../../../contract/seating-plan";
import { BIG_STEP, FEATURE_KINDS, type FeatureKind, GRID_STEP, MAX_ROOM_FEATURES } from "../../../../contract/seating-room";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/field";
import { FeatureShape, Label, TableShape } from "./room-shapes";
import type { RoomItem } from "./room-view";
import { featureLabel, itemDescription, itemName, placeText } from "./room-words";
import { type RoomEditor, useRoomEditor } from "./use-room-editor";

/** The smallest scale the drawing takes at the browser's usual text size: 10 m in 300 px. */
const MIN_PIXELS_PER_CM = 0.3;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The root font size against the browser's 16 px: the plan's labels grow with the couple's text size. */
function useTextScale(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => setScale(parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1), []);
  return scale;
}

/** The drawing's screen pixels per centimetre, as laid out now. */
function useScale(box: { width: number }) {
  const ref = useRef<SVGSVGElement>(null);
  const [pixels, setPixels] = useState(800);
  // Measured before the first paint (a remounted drawing would otherwise start from the guess), then on every resize.
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => setPixels(svg.getBoundingClientRect().width || 800);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  /** The scale as the pointer sees it now: a drop reads it afresh rather than trusting the last resize. */
  const measured = () => (ref.current?.getBoundingClientRect().width || pixels) / box.width;
  return { ref, perCm: pixels / box.width, measured };
}

/**
 * The couple's room plan (issue 30 item 1; docs/decisions/0040-room-plan.md): every table by its
 * shape and chairs, named and showing how full it is, and the room's fixed features. Things move
 * by dragging (dnd-kit's mouse and touch sensors), or by keyboard: each is a button; arrow keys
 * move it a grid step (Shift: a metre), R turns it 15° (Shift+R back); the buttons below do the
 * same on a phone. Each move is said in a live region and saved as it goes.
 */
export interface RoomProps {
  weddingId: string;
  eventId: string | null;
  view: SeatingView;
  /** A feature removed went to the trash: the screen's "Deleted … Undo" line (docs/decisions/0049-trash.md). */
  onDeleted?: (deleted: { ids: string[]; label: string }) => void;
}

export default function RoomEditor({ weddingId, eventId, view, onDeleted }: RoomProps) {
  const editor = useRoomEditor(weddingId, eventId, view, onDeleted);
  const { ref, perCm, measured } = useScale(editor.box);
  const textScale = useTextScale();
  const instructionsId = useId();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A finger scrolls the page unless it rests on a thing first.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );
  const fontSize = Math.min(60, Math.max(22, (12 * textScale) / perCm));
  const byKey = new Map(editor.items.map((item) => [item.key, item]));
  const nameOf = (id: string | number) => {
    const item = byKey.get(String(id));
    return item ? itemName(item) : "";
  };

  const dropped = ({ active, delta }: DragEndEvent) => {
    const item = byKey.get(String(active.id));
    if (!item || (delta.x === 0 && delta.y === 0)) return;
    editor.select(item.key);
    const scale = measured();
    editor.place(item.key, { x: item.x + delta.x / scale, y: item.y + delta.y / scale, rotation: item.rotation }, true);
  };
  const chosen = editor.selected ? byKey.get(editor.selected) : undefined;
  const features = editor.items.filter((item) => item.type === "feature").length;

  return (
    <section aria-labelledby="room-title" className="grid gap-3">
      <h2 id="room-title" className="font-serif text-2xl text-stone-900">
        {i18n._({ id: "room.title", message: "Room plan" })}
      </h2>
      <p id={instructionsId} className="text-sm text-stone-700">
        {i18n._({
          id: "room.instructions",
          message:
            "Drag a table or feature to place it, or choose it and use the arrow keys (with Shift, a metre at a time) and R to turn it. Each square of the grid is one metre. Changes are saved as you go.",
        })}
      </p>
      <AddFeature editor={editor} full={features >= MAX_ROOM_FEATURES} />
      {/* On a narrow screen with large text the drawing keeps a readable scale and scrolls sideways within its frame. */}
      <div className="overflow-x-auto rounded-2xl border border-blush-200 bg-white shadow-sm">
        <DndContext
          sensors={sensors}
          onDragStart={({ active }) => editor.select(String(active.id))}
          onDragEnd={dropped}
          accessibility={{
            screenReaderInstructions: { draggable: "" },
            announcements: {
              onDragStart: ({ active }) => i18n._({ id: "room.picked", message: "Picked up {name}.", values: { name: nameOf(active.id) } }),
              onDragMove: () => undefined,
              onDragOver: () => undefined,
              onDragEnd: () => undefined,
              onDragCancel: ({ active }) => i18n._({ id: "room.dragCancelled", message: "{name} not moved.", values: { name: nameOf(active.id) } }),
            },
          }}
        >
          <svg
            ref={ref}
            viewBox={`0 0 ${editor.box.width} ${editor.box.depth}`}
            role="group"
            aria-label={i18n._({ id: "room.drawingLabel", message: "Room plan: tables and features" })}
            className="block h-auto w-full select-none"
            style={{ minWidth: `${Math.round(editor.box.width * MIN_PIXELS_PER_CM * textScale)}px`, touchAction: "pan-x pan-y" }}
            direction="ltr"
          >
            <defs>
              <pattern id="room-grid" width={100} height={100} patternUnits="userSpaceOnUse">
                <path d="M 100 0 L 0 0 0 100" fill="none" stroke="#e7e5e4" strokeWidth={2} />
              </pattern>
            </defs>
            <rect width={editor.box.width} height={editor.box.depth} fill="url(#room-grid)" />
            {/* The room's walls meet at its corner; the far sides are as far as the screen shows. */}
            <path d={`M ${editor.box.width} 0 L 0 0 L 0 ${editor.box.depth}`} fill="none" stroke="#78716c" strokeWidth={12} />
            {editor.items.map((item) => (
              <Thing key={item.key} item={item} editor={editor} fontSize={fontSize} perCm={perCm} describedBy={instructionsId} />
            ))}
          </svg>
        </DndContext>
      </div>
      <Controls editor={editor} chosen={chosen} />
      <p aria-live="polite" className="sr-only">
        {editor.message}
      </p>
    </section>
  );
}

/** One table or feature: a button in the drawing, dragged by pointer, moved by keys. */
function Thing({ item, editor, fontSize, perCm, describedBy }: { item: RoomItem; editor: RoomEditor; fontSize: number; perCm: number; describedBy: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.key });
  const dx = transform ? transform.x / perCm : 0;
  const dy = transform ? transform.y / perCm : 0;
  const selected = editor.selected === item.key;
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? BIG_STEP : GRID_STEP;
      editor.nudge(item.key, arrow[0] * step, arrow[1] * step);
    } else if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      editor.turn(item.key, event.shiftKey ? -1 : 1);
    } else if (event.key === "Escape") {
      editor.select(null);
    }
  };
  const lines =
    item.type === "table"
      ? [
          item.name,
          i18n._({ id: "room.tableFull", message: "{taken} of {seats}", values: { taken: item.taken, seats: item.seats } }),
          ...(item.nearExit ? [i18n._({ id: "room.nearExitMark", message: "by an exit" })] : []),
        ]
      : [featureLabel(item.kind)];
  const reach = Math.hypot(item.width, item.depth) / 2;
  const at = ["translate(", item.x + dx, item.y + dy, ")"].join(" ");
  return (
    <>
      <g
        ref={setNodeRef as unknown as Ref<SVGGElement>}
        {...attributes}
        {...listeners}
        aria-roledescription={i18n._({ id: "room.movable", message: "movable" })}
        aria-describedby={describedBy}
        aria-label={itemDescription(item)}
        aria-pressed={selected}
        data-room-item={item.key}
        transform={at}
        onKeyDown={onKeyDown}
        onFocus={() => editor.select(item.key)}
        onClick={() => editor.select(item.key)}
        className="outline-none focus-visible:outline-none"
        style={{ opacity: isDragging ? 0.85 : 1, cursor: "grab" }}
      >
        <g transform={item.rotation ? `rotate(${item.rotation})` : undefined}>
          {item.type === "table" ? <TableShape item={item} /> : <FeatureShape item={item} />}
        </g>
        {selected && <circle r={reach + 30} fill="none" stroke="#9f3a32" strokeWidth={8} strokeDasharray="20 12" />}
      </g>
      {/* The label beside the button, not in it: the button's name says it all, and more. */}
      <g transform={at} aria-hidden="true">
        <Label lines={lines} size={item.type === "table" ? fontSize : fontSize * 1.1} />
      </g>
    </>
  );
}

/** Placing a new feature: its kind, then "Add"; it lands in the middle of the room. */
function AddFeature({ editor, full }: { editor: RoomEditor; full: boolean }) {
  const [kind, setKind] = useState<FeatureKind>("dance-floor");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid min-w-0 flex-1 basis-48 gap-1 text-sm font-medium text-stone-800">
        {i18n._({ id: "room.featureKind", message: "Add to the room" })}
        <select value={kind} onChange={(event) => setKind(event.target.value as FeatureKind)} className={inputClass}>
          {FEATURE_KINDS.map((option) => (
            <option key={option} value={option}>
              {featureLabel(option)}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        onClick={() => void (full || editor.addFeature(kind))}
        pending={editor.pending.add}
        aria-disabled={full || undefined}
        pendingLabel={i18n._({ id: "room.adding", message: "Adding…" })}
      >
        {i18n._({ id: "room.addFeature", message: "Add" })}
      </Button>
      {full && (
        <p className="w-full text-sm text-stone-700">
          {i18n._({ id: "room.featuresFull", message: "A room holds at most {max} features.", values: { max: MAX_ROOM_FEATURES } })}
        </p>
      )}
    </div>
  );
}

/** The phone's way (and anyone's): choose a thing from the list, then move and turn it with buttons. */
function Controls({ editor, chosen }: { editor: RoomEditor; chosen: RoomItem | undefined }) {
  const key = chosen?.key ?? "";
  const move = (dx: number, dy: number) => chosen && editor.nudge(key, dx * BIG_STEP, dy * BIG_STEP);
  const icon = "h-4 w-4";
  return (
    <div className="grid gap-2 rounded-2xl border border-blush-200 bg-white p-3 shadow-sm sm:p-4">
      <label className="grid gap-1 text-sm font-medium text-stone-800">
        {i18n._({ id: "room.choose", message: "Move" })}
        <select value={key} onChange={(event) => editor.select(event.target.value || null)} className={inputClass}>
          <option value="">{i18n._({ id: "room.chooseNone", message: "Choose a table or feature" })}</option>
          {editor.items.map((item) => (
            <option key={item.key} value={item.key}>
              {itemName(item)}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <>
          <p className="text-sm text-stone-700">{placeText(itemName(chosen), chosen)}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="px-3" onClick={() => move(-1, 0)}>
              <ArrowLeft className={icon} aria-hidden="true" />
              <span className="sr-only">{i18n._({ id: "room.moveLeft", message: "Move left a metre" })}</span>
            </Button>
            <Button variant="secondary" className="px-3" onClick={() => move(0, -1)}>
              <ArrowUp className={icon} aria-hidden="true" />
              <span className="sr-only">{i18n._({ id: "room.moveUp", message: "Move up a metre" })}</span>
            </Button>
            <Button variant="secondary" className="px-3" onClick={() => move(0, 1)}>
              <ArrowDown className={icon} aria-hidden="true" />
              <span className="sr-only">{i18n._({ id: "room.moveDown", message: "Move down a metre" })}</span>
            </Button>
            <Button variant="secondary" className="px-3" onClick={() => move(1, 0)}>
              <ArrowRight className={icon} aria-hidden="true" />
              <span className="sr-only">{i18n._({ id: "room.moveRight", message: "Move right a metre" })}</span>
            </Button>
            <Button variant="secondary" onClick={() => editor.turn(key, -1)}>
              <RotateCcw className={icon} aria-hidden="true" />
              {i18n._({ id: "room.turnBack", message: "Turn back 15°" })}
            </Button>
            <Button variant="secondary" onClick={() => editor.turn(key, 1)}>
              <RotateCw className={icon} aria-hidden="true" />
              {i18n._({ id: "room.turn", message: "Turn 15°" })}
            </Button>
            {chosen.type === "feature" && (
              <Button variant="ghost" onClick={() => void editor.removeFeature(key)} pending={editor.pending.remove}>
                <Trash2 className={icon} aria-hidden="true" />
                {i18n._({ id: "room.removeFeature", message: "Remove {name}", values: { name: featureLabel(chosen.kind) } })}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
