import { useId } from "react";
import type { Side } from "../../../contract/response";
import { inputClass } from "../../components/ui/field";
import { i18n } from "./host-i18n";
import { useSideLabels } from "./side-labels";

interface SideSelectProps {
  guestName: string;
  value: Side | null;
  pending: boolean;
  onChange: (side: Side | null) => void;
  /** Shown but not changeable: a helper whose link cannot change replies (contract/access.ts `canChange`). */
  readOnly?: boolean;
}

/** Unassigned / partner 1's / partner 2's / both; any value can change to any other (docs/spec.md section 4). */
export function SideSelect({ guestName, value, pending, onChange, readOnly = false }: SideSelectProps) {
  const id = useId();
  const sides = useSideLabels();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-stone-600 uppercase">
        {i18n._({ id: "sideSelect.label", message: "Side" })}
        <span className="sr-only"> {i18n._({ id: "sideSelect.labelFor", message: "for {guestName}", values: { guestName } })}</span>
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ""}
          disabled={pending || readOnly}
          aria-busy={pending || undefined}
          onChange={(event) => onChange((event.target.value || null) as Side | null)}
          className={`${inputClass} min-w-[min(10rem,100%)] pr-8 ${value === "bride" ? "bg-blush-50" : value === "groom" ? "bg-emerald-50" : value === "both" ? "bg-sky-50" : ""}`}
        >
          <option value="">{sides.unassigned}</option>
          <option value="bride">{sides.bride}</option>
          <option value="groom">{sides.groom}</option>
          <option value="both">{sides.both}</option>
        </select>
        {pending && (
          <span
            aria-hidden="true"
            className="absolute top-1/2 right-8 h-4 w-4 -translate-y-1/2 animate-spin rounded-full border-2 border-blush-500 border-t-transparent"
          />
        )}
      </div>
    </div>
  );
}
