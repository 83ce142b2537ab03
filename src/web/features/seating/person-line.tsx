import { i18n } from "../host/host-i18n";
import Lock from "lucide-react/icons/lock";
import { memo } from "react";
import type { PlanPerson } from "../../../contract/seating-plan";
import { useSideLabels } from "../host/side-labels";
import { DragHandle, DropZone } from "./drag/drag-parts";
import type { DropTarget } from "./drag/drag-model";
import { useSeatingReadOnly } from "./read-only";

/** What the couple should know about a person at a glance: not replied, declined since seated, a high chair, a lock, the meal. */
export function personMarks(person: PlanPerson): { text: string; warn: boolean }[] {
  const marks: { text: string; warn: boolean }[] = [];
  if (person.status === "tentative") marks.push({ text: i18n._({ id: "seating.tentative", message: "Not replied yet" }), warn: false });
  if (person.status === "declined") marks.push({ text: i18n._({ id: "seating.declinedSinceSeated", message: "Declined since seated" }), warn: true });
  if (person.status === "gone") marks.push({ text: i18n._({ id: "seating.goneSinceSeated", message: "No longer on your guest list" }), warn: true });
  if (person.highChair) marks.push({ text: i18n._({ id: "seating.highChair", message: "High chair" }), warn: false });
  if (person.wheelchair) marks.push({ text: i18n._({ id: "seating.wheelchair", message: "Wheelchair" }), warn: false });
  if (person.nearExit) marks.push({ text: i18n._({ id: "seating.nearExitMark", message: "Near an exit" }), warn: false });
  if (person.meal) marks.push({ text: i18n._({ id: "seating.meal", message: "Meal: {meal}", values: { meal: person.meal } }), warn: false });
  return marks;
}

export const personName = (person: PlanPerson) => person.name || i18n._({ id: "seating.someoneGone", message: "Someone removed" });

/**
 * A person with a checkbox to select them for "Move to table", lock or a high chair, and a handle
 * to drag them by. Seated on a numbered seat, the line is that seat too: a drop on it swaps.
 * Memoized: a drag or a selection elsewhere does not redraw it.
 */
export const PersonLine = memo(function PersonLine({
  person,
  selected,
  onToggle,
  seatTarget,
}: {
  person: PlanPerson;
  selected: boolean;
  onToggle: (key: string) => void;
  /** The seat this person sits on, as a drop target. */
  seatTarget?: DropTarget;
}) {
  const sides = useSideLabels();
  const readOnly = useSeatingReadOnly();
  const id = `person-${person.key}`;
  const name = personName(person);
  const marks = personMarks(person);
  const content = (
    <>
      <DragHandle
        item={{ kind: "person", key: person.key, name, tableId: person.tableId, seat: person.seat }}
        label={i18n._({ id: "seating.dragPerson", message: "Move {name}", values: { name } })}
        home={seatTarget ? `seat:${person.tableId}:${person.seat}` : person.tableId ? `table:${person.tableId}` : "unseated"}
      />
      {!readOnly && (
        <input id={id} type="checkbox" checked={selected} onChange={() => onToggle(person.key)} className="mt-1.5 h-5 w-5 shrink-0 accent-blush-600" />
      )}
      <label htmlFor={id} className="min-w-0 flex-1 pt-1 text-sm text-stone-800">
        {person.seat !== null && (
          <span className="me-2 text-stone-600">{i18n._({ id: "seating.seatNumber", message: "{seat}.", values: { seat: person.seat } })}</span>
        )}
        <span className="font-medium break-words">{name}</span>
        {person.locked && (
          <span className="ms-2 inline-flex items-center text-stone-700">
            <Lock className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{i18n._({ id: "seating.lockedPerson", message: "(locked)" })}</span>
          </span>
        )}
        <span className="block text-xs text-stone-600">
          {[person.side ? sides.short[person.side] : null, ...marks.map((mark) => mark.text)].filter(Boolean).join(" · ")}
        </span>
        {marks.some((mark) => mark.warn) && <span className="sr-only">{i18n._({ id: "seating.needsAttention", message: "Needs your attention" })}</span>}
      </label>
    </>
  );
  const line = "flex items-start gap-2 rounded-lg py-1";
  return seatTarget ? (
    <DropZone as="li" target={seatTarget} className={line}>
      {content}
    </DropZone>
  ) : (
    <li className={line}>{content}</li>
  );
});
