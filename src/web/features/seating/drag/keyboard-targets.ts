import { type CollisionDetection, KeyboardCode, type KeyboardCoordinateGetter, pointerWithin } from "@dnd-kit/core";

/**
 * The keyboard's way round the tables view (docs/decisions/0041-drag-and-drop.md): once a person
 * or a household is picked up, up and down go from table to table (and the unseated list), left
 * and right from seat to seat within the table. The places are the drop targets in the page's
 * order (`data-drop`, `data-drop-id`, `data-drop-table`), so the keys follow what the eye reads.
 * The chosen target is kept here and is what the drop lands on, whatever the overlay's position.
 */
export function keyboardTargets() {
  let target: string | null = null;

  const places = () => [...document.querySelectorAll<HTMLElement>("[data-drop-id]")];
  const tableOf = (el: HTMLElement) => el.dataset.dropTable ?? el.dataset.dropId;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step =
      event.code === KeyboardCode.Down || event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Up || event.code === KeyboardCode.Left ? -1 : 0;
    if (!step) return undefined;
    event.preventDefault();
    const all = places();
    const activator = context.activatorEvent?.target instanceof HTMLElement ? context.activatorEvent.target.closest<HTMLElement>("[data-drop-home]") : null;
    const current = all.find((el) => el.dataset.dropId === target) ?? all.find((el) => el.dataset.dropId === activator?.dataset.dropHome);
    let next: HTMLElement | undefined;
    if (event.code === KeyboardCode.Down || event.code === KeyboardCode.Up) {
      const tables = all.filter((el) => el.dataset.drop !== "seat");
      const here = current ? tables.findIndex((el) => el.dataset.dropId === tableOf(current)) : -1;
      next = tables[here === -1 ? (step > 0 ? 0 : tables.length - 1) : here + step];
    } else if (current) {
      const seats = all.filter((el) => tableOf(el) === tableOf(current));
      next = seats[seats.indexOf(current) + step];
    }
    if (!next) return currentCoordinates;
    target = next.dataset.dropId!;
    next.scrollIntoView({ block: "nearest", inline: "nearest" });
    const rect = next.getBoundingClientRect();
    const size = context.collisionRect ?? { width: 0, height: 0 };
    return { x: rect.left + rect.width / 2 - size.width / 2, y: rect.top + rect.height / 2 - size.height / 2 };
  };

  /** By keyboard, the target chosen with the arrows; by pointer, what is under it (a seat before its table). */
  const collisionDetection: CollisionDetection = (args) => {
    if (target) return args.droppableContainers.some((container) => container.id === target) ? [{ id: target }] : [];
    // Picked up by keyboard and not moved yet: over nothing, so the first arrow says where it goes.
    if (!args.pointerCoordinates) return [];
    return pointerWithin(args).sort((a, b) => depth(b.id) - depth(a.id));
  };

  return { coordinateGetter, collisionDetection, reset: () => void (target = null) };
}

/** A seat lies inside its table: the innermost target wins. */
const depth = (id: string | number) => (String(id).startsWith("seat:") ? 1 : 0);
