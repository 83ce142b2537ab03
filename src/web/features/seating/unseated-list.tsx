import { i18n } from "../host/host-i18n";
import { useSeatingReadOnly } from "./read-only";
import { DragHandle, DropZone } from "./drag/drag-parts";
import type { PartyGroup } from "./plan-layout";
import { PersonLine } from "./person-line";

/**
 * Everyone coming who has no seat yet, by household: a household is chosen with one checkbox
 * (it moves as one), or person by person when the couple splits it. A household or a person is
 * dragged by its handle to a table; a drop here unseats.
 */
export function UnseatedList({
  parties,
  selected,
  onToggle,
  onToggleAll,
}: {
  parties: PartyGroup[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (keys: string[], on: boolean) => void;
}) {
  const readOnly = useSeatingReadOnly();
  return (
    <DropZone
      as="section"
      target={{ kind: "unseated", label: i18n._({ id: "seating.dropUnseated", message: "the unseated list" }) }}
      labelledBy="unseated-title"
      className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="unseated-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.unseated", message: "Unseated" })}{" "}
        <span className="text-base text-stone-600">({parties.reduce((sum, party) => sum + party.people.length, 0)})</span>
      </h2>
      {parties.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{i18n._({ id: "seating.everyoneSeated", message: "Everyone coming has a seat." })}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {parties.map((party) => {
            const keys = party.people.map((person) => person.key);
            const all = keys.every((key) => selected.has(key));
            const id = `party-${party.id}`;
            const name = party.name || i18n._({ id: "seating.someoneGone", message: "Someone removed" });
            return (
              <li key={party.id} className="py-2">
                {keys.length > 1 && (
                  <div className="flex items-center gap-2">
                    <DragHandle
                      item={{ kind: "household", keys, name, tableId: null }}
                      label={i18n._({ id: "seating.dragHousehold", message: "Move {name}, all {count}", values: { name, count: keys.length } })}
                      home="unseated"
                    />
                    {!readOnly && (
                      <input id={id} type="checkbox" checked={all} onChange={() => onToggleAll(keys, !all)} className="h-5 w-5 shrink-0 accent-blush-600" />
                    )}
                    <label htmlFor={id} className="text-sm font-semibold text-stone-900">
                      {i18n._({ id: "seating.wholeHousehold", message: "{name}: all {count}", values: { name, count: keys.length } })}
                    </label>
                  </div>
                )}
                {/* One person is their own household: their line is the whole choice. */}
                <ul className={keys.length > 1 ? "ms-8" : ""}>
                  {party.people.map((person) => (
                    <PersonLine key={person.key} person={person} selected={selected.has(person.key)} onToggle={onToggle} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </DropZone>
  );
}
