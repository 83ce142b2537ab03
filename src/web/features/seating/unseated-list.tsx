import { i18n } from "../host/host-i18n";
import type { HouseholdGroup } from "./plan-layout";
import { PersonLine } from "./person-line";

/**
 * Everyone coming who has no seat yet, by household: a household is chosen with one checkbox
 * (it moves as one), or person by person when the couple splits it.
 */
export function UnseatedList({
  households,
  selected,
  onToggle,
  onToggleAll,
}: {
  households: HouseholdGroup[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: (keys: string[], on: boolean) => void;
}) {
  return (
    <section aria-labelledby="unseated-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="unseated-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.unseated", message: "Unseated" })}{" "}
        <span className="text-base text-stone-600">({households.reduce((sum, household) => sum + household.people.length, 0)})</span>
      </h2>
      {households.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{i18n._({ id: "seating.everyoneSeated", message: "Everyone coming has a seat." })}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {households.map((household) => {
            const keys = household.people.map((person) => person.key);
            const all = keys.every((key) => selected.has(key));
            const id = `household-${household.id}`;
            return (
              <li key={household.id} className="py-2">
                {keys.length > 1 && (
                  <div className="flex items-center gap-3">
                    <input id={id} type="checkbox" checked={all} onChange={() => onToggleAll(keys, !all)} className="h-5 w-5 shrink-0 accent-blush-600" />
                    <label htmlFor={id} className="text-sm font-semibold text-stone-900">
                      {i18n._({
                        id: "seating.wholeHousehold",
                        message: "{name}: all {count}",
                        values: { name: household.name || i18n._({ id: "seating.someoneGone", message: "Someone removed" }), count: keys.length },
                      })}
                    </label>
                  </div>
                )}
                {/* One person is their own household: their line is the whole choice. */}
                <ul className={keys.length > 1 ? "ms-8" : ""}>
                  {household.people.map((person) => (
                    <PersonLine key={person.key} person={person} selected={selected.has(person.key)} onToggle={onToggle} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
