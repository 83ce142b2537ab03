import { useLingui } from "../../lib/i18n-react";
import { lazy, Suspense, useState } from "react";
import { useInteractive } from "../../lib/use-interactive";
import { useInvitation } from "./invitation-context";

// The dialog, its words and links: not needed at first paint, fetched as soon as a guest points
// at, touches or focuses the button (docs/decisions/0019-events.md, what part 2 won).
const loadDialog = () => import("./hotels-dialog-body");
const HotelsDialog = lazy(loadDialog);

/** 'Find Hotels Near Venue'. Prop-less: it reads the venue from the invitation on screen; the dialog is its own chunk (hotels-dialog-body.tsx). */
export function FindHotelsButton() {
  const { i18n } = useLingui();
  const wedding = useInvitation();
  const [opened, setOpened] = useState(false);
  const interactive = useInteractive();
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        disabled={!interactive}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => setOpened(true)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-blush-500 bg-white/80 px-5 py-2 text-sm font-medium text-blush-700 transition-colors hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none print:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M3 20V6l6-2v16M9 8h12v12M13 12h4M13 16h4M3 20h18" />
        </svg>
        {i18n._({ id: "hotels.button", message: "Find Hotels Near Venue" })}
      </button>
      {opened && (
        <Suspense>
          <HotelsDialog venue={wedding.venue} onClosed={() => setOpened(false)} i18n={i18n} />
        </Suspense>
      )}
    </>
  );
}
