import { i18n } from "../host/host-i18n";
import { useId, useState } from "react";
import type { RsvpStyle, Wedding } from "../../../contract/wedding";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { updateStyle } from "./api";
import { blurb, CHOOSABLE_STYLES, shownStyle, styleLabel, TILE } from "./style-tiles";
import { ThemePreview } from "./theme-preview";

/**
 * The couple's design style for the save-the-date and the RSVP page (Complete step and dashboard).
 * Picking a tile only changes the preview; "Use this style" saves it, so a couple can look through
 * every style without their guests seeing each one (docs/decisions/0016-typography-and-themes.md).
 */
export function StylePicker({ wedding, onChange }: { wedding: Wedding; onChange?: (wedding: Wedding) => void }) {
  const current = shownStyle(wedding.rsvpStyle);
  const [previewed, setPreviewed] = useState<RsvpStyle>(current);
  const [saving, setSaving] = useState(false);
  const name = useId();
  const save = async () => {
    setSaving(true);
    try {
      const updated = await updateStyle(wedding, previewed);
      onChange?.(updated);
      toast({
        title: i18n._({ id: "themes.updated", message: "Style Updated!" }),
        description: i18n._({
          id: "themes.updatedDescription",
          message: "Your save-the-date and RSVP page use the {style} design.",
          values: { style: styleLabel(previewed) },
        }),
        variant: "success",
      });
    } catch {
      toast({
        title: i18n._({ id: "themes.error", message: "Error" }),
        description: i18n._({ id: "themes.updateFailed", message: "Failed to update style. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr] lg:items-start">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{i18n._({ id: "themes.designStyle", message: "Design style" })}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
          {CHOOSABLE_STYLES.map((style) => (
            <label
              key={style}
              className="relative flex min-h-11 cursor-pointer flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 has-checked:border-blush-600 has-checked:ring-1 has-checked:ring-blush-600 has-focus-visible:ring-2 has-focus-visible:ring-blush-500 hover:border-blush-500"
            >
              <input
                type="radio"
                name={name}
                value={style}
                checked={previewed === style}
                onChange={() => setPreviewed(style)}
                // Transparent, over the whole tile: a tap anywhere on it is a tap on the radio itself.
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a type sample drawn in each style, hidden from screen readers: not prose */}
              <span aria-hidden="true" className={`flex h-12 items-center justify-center rounded-lg text-2xl ring-1 ring-stone-200 ${TILE[style]}`}>
                A&amp;B
              </span>
              <span className="text-sm font-medium text-stone-900">{styleLabel(style)}</span>
              <span className="text-xs text-stone-600">{style === current ? i18n._({ id: "themes.current", message: "Current style" }) : blurb(style)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3">
        <ThemePreview wedding={wedding} style={previewed} />
        {previewed === current ? (
          <p className="text-center text-sm text-stone-600">
            {i18n._({ id: "themes.guestsSee", message: "Your guests see the {style} style.", values: { style: styleLabel(current) } })}
          </p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            <Button pending={saving} pendingLabel={i18n._({ id: "themes.saving", message: "Saving…" })} onClick={() => void save()}>
              {i18n._({ id: "themes.use", message: "Use the {style} style", values: { style: styleLabel(previewed) } })}
            </Button>
            <Button variant="ghost" disabled={saving} onClick={() => setPreviewed(current)}>
              {i18n._({ id: "themes.keep", message: "Keep {style}", values: { style: styleLabel(current) } })}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
