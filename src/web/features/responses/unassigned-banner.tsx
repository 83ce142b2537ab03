import { i18n } from "../host/host-i18n";
import AlertTriangle from "lucide-react/icons/triangle-alert";
import { useSideLabels } from "../host/side-labels";

interface UnassignedBannerProps {
  count: number;
  onlyUnassigned: boolean;
  onToggle: (only: boolean) => void;
  /** False for a caller who may not set sides (a viewer): the count and the filter stay, the instruction goes. */
  canAssign: boolean;
}

/** docs/spec.md 2: how many responses still need a side, with a shortcut to just those. */
export function UnassignedBanner({ count, onlyUnassigned, onToggle, canAssign }: UnassignedBannerProps) {
  const sides = useSideLabels();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {/* The icon sits in the line, not in a column of its own: with large text on a phone the
          sentence then has the banner's whole width, and long words do not break. */}
      <p role="status" className="min-w-0 break-words">
        <AlertTriangle className="me-2 inline-block h-5 w-5 align-[-0.2em] text-amber-700" aria-hidden="true" />
        <span>
          <strong>
            {i18n._({
              id: "responses.unassigned",
              message: "{count, plural, one {# response needs} other {# responses need}} a side assignment.",
              values: { count },
            })}
          </strong>
          {canAssign && (
            <>
              {" "}
              {i18n._({
                id: "responses.unassignedHintSides",
                message: "Assign each guest to {first}, {second} or both for table planning.",
                values: { first: sides.bride, second: sides.groom },
              })}
            </>
          )}
        </span>
      </p>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={onlyUnassigned} onChange={(event) => onToggle(event.target.checked)} className="h-5 w-5 accent-blush-600" />
        {i18n._({ id: "responses.onlyUnassigned", message: "Show only unassigned" })}
      </label>
    </div>
  );
}
