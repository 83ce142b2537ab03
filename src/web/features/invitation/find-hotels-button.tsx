import { useLingui } from "../../lib/i18n-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useInteractive } from "../../lib/use-interactive";
import { useInvitation } from "./invitation-context";

// The dialog's words, links and list: not needed at first paint, fetched as soon as a guest
// points at, touches or focuses the button (docs/decisions/0019-events.md, what part 2 won).
const loadBody = () => import("./hotels-dialog-body");
const HotelsDialogBody = lazy(loadBody);

/**
 * 'Find Hotels Near Venue'. Prop-less: it reads the venue from the invitation on screen.
 * A native <dialog> keeps Radix Dialog out of the guest bundle while giving focus trapping and
 * Escape for free; its content is its own chunk (hotels-dialog-body.tsx).
 */
export function FindHotelsButton() {
  const { i18n } = useLingui();
  const wedding = useInvitation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const interactive = useInteractive();
  const prefetch = () => void loadBody().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        disabled={!interactive}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-blush-500 bg-white/80 px-5 py-2 text-sm font-medium text-blush-700 transition-colors hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none print:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M3 20V6l6-2v16M9 8h12v12M13 12h4M13 16h4M3 20h18" />
        </svg>
        {i18n._({ id: "hotels.button", message: "Find Hotels Near Venue" })}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="hotels-title"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-blush-50 p-0 text-start text-stone-800 shadow-2xl backdrop:bg-stone-900/50"
      >
        {opened && (
          <Suspense fallback={<p className="p-5 text-sm text-stone-600">{i18n._({ id: "common.loading", message: "Loading…" })}</p>}>
            <HotelsDialogBody venue={wedding.venue} onClose={() => dialog.current?.close()} i18n={i18n} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
