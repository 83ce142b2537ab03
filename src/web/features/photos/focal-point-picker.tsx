import { i18n } from "../host/host-i18n";
import type { KeyboardEvent, PointerEvent } from "react";
import { objectPosition, photoSrcSet, type PhotoFocus } from "../../../contract/photos";

interface FocalPointPickerProps {
  src: string;
  focus: PhotoFocus;
  onChange: (focus: PhotoFocus) => void;
  /** The id of the sentence that explains the control. */
  describedBy: string;
}

const STEP = 0.05;
const FINE_STEP = 0.01;
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
const percent = (value: number) => Math.round(value * 100);

/**
 * Where the faces are (docs/decisions/0014-photo-dialog.md): the whole photo, uncropped, with a
 * marker the couple moves by tapping or clicking, or with the arrow keys (Shift for 1% steps).
 * One focusable slider whose value text says both coordinates; beside it, the crops guests see.
 */
export function FocalPointPicker({ src, focus, onChange, describedBy }: FocalPointPickerProps) {
  function pick(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  }

  function nudge(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (event.key === "Home") onChange({ x: 0.5, y: 0.5 });
    else if (move) onChange({ x: clamp(focus.x + move[0]), y: clamp(focus.y + move[1]) });
    else return;
    event.preventDefault();
  }

  const position = objectPosition(focus);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div
        role="slider"
        tabIndex={0}
        aria-label={i18n._({ id: "photos.focalPoint", message: "Where the faces are" })}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(focus.x)}
        aria-valuetext={i18n._({
          id: "photos.focalPointValue",
          message: "{x}% from the left, {y}% from the top",
          values: { x: percent(focus.x), y: percent(focus.y) },
        })}
        data-testid="focal-point"
        onPointerDown={pick}
        onKeyDown={nudge}
        className="relative w-fit max-w-full cursor-crosshair touch-none justify-self-center overflow-hidden rounded-xl border border-blush-200 select-none focus-visible:ring-4 focus-visible:ring-blush-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <img
          src={src}
          srcSet={photoSrcSet(src)}
          sizes="(min-width: 640px) 320px, 100vw"
          alt=""
          draggable={false}
          className="block max-h-72 w-auto max-w-full"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute h-9 w-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white shadow-[0_0_0_2px_rgb(41_37_36),0_2px_6px_rgb(0_0_0/0.5)]"
          style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
        >
          <span className="absolute top-1/2 left-1/2 h-1.5 w-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
        </span>
      </div>
      <div className="flex items-start gap-3 sm:grid" aria-hidden="true">
        <figure className="grid w-32 gap-1 text-xs text-stone-600">
          <img
            src={src}
            srcSet={photoSrcSet(src)}
            sizes="128px"
            alt=""
            className="aspect-video w-full rounded-md object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption>{i18n._({ id: "photos.cropDashboard", message: "Dashboard" })}</figcaption>
        </figure>
        <figure className="grid w-20 gap-1 text-xs text-stone-600">
          <img
            src={src}
            srcSet={photoSrcSet(src)}
            sizes="80px"
            alt=""
            className="aspect-[4/5] w-full rounded-md object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption>{i18n._({ id: "photos.cropSaveTheDate", message: "Save the date" })}</figcaption>
        </figure>
      </div>
    </div>
  );
}
