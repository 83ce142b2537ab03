import { useLocation } from "wouter";
import { i18n } from "../host/host-i18n";
import type { SeatingView } from "../../../contract/seating-plan";
import { inputClass } from "../../components/ui/field";

/**
 * Which event's plan the screen shows (docs/decisions/0042-seating-rules.md): the wedding itself,
 * or an extra event, each with its own tables, rules and people (those coming to it). Shown only
 * when the wedding has extra events; the choice lives in the address (`?event=`), so a reload or a
 * shared link opens the same plan.
 */
export function EventPicker({ code, view }: { code: string; view: SeatingView }) {
  const [, navigate] = useLocation();
  if (!view.events.length) return null;
  return (
    <label className="mt-3 grid max-w-md gap-1.5 text-sm font-medium text-stone-800">
      {i18n._({ id: "seating.event", message: "Seating plan for" })}
      <select
        value={view.eventId}
        onChange={(event) => {
          const id = event.target.value;
          navigate(id === "main" ? `/seating/${code}` : `/seating/${code}?event=${encodeURIComponent(id)}`);
        }}
        className={inputClass}
      >
        <option value="main">{i18n._({ id: "seating.eventMain", message: "The wedding (reception)" })}</option>
        {view.events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name}
          </option>
        ))}
      </select>
    </label>
  );
}
