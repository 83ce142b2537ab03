import { i18n } from "../host/host-i18n";
import Check from "lucide-react/icons/check";
import Undo2 from "lucide-react/icons/undo-2";
import type { DoorPerson } from "../../../contract/check-in";
import { Button } from "../../components/ui/button";
import type { DoorHousehold } from "./door-search";

const clock = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit" });

/** A household found at the door: each person with their table and a big tap target, and "whole household". */
export function HouseholdCard({
  household,
  onArrive,
  onUndo,
  readOnly = false,
}: {
  household: DoorHousehold;
  onArrive: (keys: string[]) => void;
  onUndo: (key: string) => void;
  /** The caller may look but not mark (a viewer's link): who is here and their tables, no buttons. */
  readOnly?: boolean;
}) {
  const notHere = household.people.filter((person) => !person.last?.arrived);
  const titleId = `household-${household.partyId}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-serif text-xl break-words text-stone-900">
          {household.partyName}
        </h2>
        {household.people.length > 1 && notHere.length > 0 && !readOnly && (
          <Button variant="secondary" className="min-h-12" onClick={() => onArrive(notHere.map((person) => person.key))}>
            {i18n._({ id: "checkIn.wholeHousehold", message: "Whole household ({count})", values: { count: notHere.length } })}
          </Button>
        )}
      </div>
      <ul className="mt-3 grid gap-3">
        {household.people.map((person) => (
          <PersonRow key={person.key} person={person} readOnly={readOnly} onArrive={() => onArrive([person.key])} onUndo={() => onUndo(person.key)} />
        ))}
      </ul>
    </li>
  );
}

function PersonRow({ person, onArrive, onUndo, readOnly }: { person: DoorPerson; onArrive: () => void; onUndo: () => void; readOnly: boolean }) {
  const here = person.last?.arrived ? person.last : null;
  return (
    <li className={`grid gap-2 rounded-xl p-3 ${here ? "bg-emerald-50" : "bg-blush-50"}`}>
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-stone-900">{person.name}</p>
        <p className="text-base text-stone-800">
          {person.table
            ? i18n._({ id: "checkIn.table", message: "Table: {table}", values: { table: person.table } })
            : i18n._({ id: "checkIn.noTable", message: "No table yet" })}
          {person.status === "tentative" && (
            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
              {i18n._({ id: "checkIn.notReplied", message: "Not replied" })}
            </span>
          )}
        </p>
      </div>
      {here ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 font-medium text-emerald-800">
            <Check className="h-5 w-5" aria-hidden="true" />
            {i18n._({ id: "checkIn.hereSince", message: "Here since {time}", values: { time: clock.format(new Date(here.at)) } })}
          </p>
          {!readOnly && (
            <Button
              variant="ghost"
              className="min-h-12"
              onClick={onUndo}
              aria-label={i18n._({ id: "checkIn.undoLabel", message: "Undo {name}'s arrival", values: { name: person.name } })}
            >
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "checkIn.undo", message: "Undo" })}
            </Button>
          )}
        </div>
      ) : readOnly ? null : (
        <Button
          className="min-h-14 w-full text-lg"
          onClick={onArrive}
          aria-label={i18n._({ id: "checkIn.arriveLabel", message: "Mark {name} arrived", values: { name: person.name } })}
        >
          {i18n._({ id: "checkIn.arrive", message: "Arrived" })}
        </Button>
      )}
    </li>
  );
}
