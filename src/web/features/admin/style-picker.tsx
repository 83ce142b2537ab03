import { useState } from "react";
import Check from "lucide-react/icons/check";
import { RSVP_STYLES, SELECTABLE_STYLES, type RsvpStyle, type Wedding } from "../../../contract/wedding";
import { toast } from "../../components/ui/toast";
import { updateStyle } from "./api";

const SWATCH: Partial<Record<RsvpStyle, string>> = {
  classic: "from-blush-100 to-white",
  modern: "from-stone-200 to-stone-50",
  rustic: "from-amber-100 to-orange-50",
  botanical: "from-emerald-100 to-lime-50",
  minimalist: "from-white to-stone-100",
  vintage: "from-yellow-100 to-rose-50",
  romantic: "from-pink-100 to-rose-50",
  elegant: "from-slate-200 to-white",
};

const label = (style: RsvpStyle) => style.charAt(0).toUpperCase() + style.slice(1);

/** Design style of the save-the-date; only Classic is offered today, the rest are previews of what's coming. */
export function StylePicker({ wedding, onChange }: { wedding: Wedding; onChange: (wedding: Wedding) => void }) {
  const [pending, setPending] = useState<RsvpStyle | null>(null);
  const choose = async (style: RsvpStyle) => {
    setPending(style);
    try {
      onChange(await updateStyle(wedding, style));
      toast({ title: "Style Updated!", description: `Your save-the-date uses the ${label(style)} design.`, variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to update style. Please try again.", variant: "destructive" });
    } finally {
      setPending(null);
    }
  };
  const styles = RSVP_STYLES.filter((style) => style !== "default");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {styles.map((style) => {
        const selectable = SELECTABLE_STYLES.includes(style);
        const current = wedding.rsvpStyle === style || (style === "classic" && wedding.rsvpStyle === "default");
        return (
          <li key={style}>
            <button
              type="button"
              disabled={!selectable || pending !== null}
              aria-pressed={selectable ? current : undefined}
              aria-busy={pending === style || undefined}
              onClick={() => void choose(style)}
              className={`relative flex w-full flex-col items-start gap-2 rounded-xl border p-3 text-left focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:cursor-not-allowed ${
                current ? "border-blush-600 ring-1 ring-blush-600" : "border-stone-200"
              } ${selectable ? "bg-white hover:border-blush-500" : "bg-stone-50"}`}
            >
              <span aria-hidden="true" className={`h-12 w-full rounded-lg bg-gradient-to-br ${SWATCH[style] ?? ""} border border-stone-200`} />
              <span className="text-sm font-medium text-stone-900">{label(style)}</span>
              <span className="text-xs text-stone-600">
                {selectable ? (pending === style ? "Saving…" : current ? "Selected" : "Available") : "Coming soon"}
              </span>
              {current && <Check className="absolute top-2 right-2 h-4 w-4 text-blush-700" aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
