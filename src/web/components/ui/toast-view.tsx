import { useLingui } from "../../lib/i18n-react";
import * as RadixToast from "@radix-ui/react-toast";
import { useEffect, useLayoutEffect, useState, type CSSProperties } from "react";
import type { ShownToast, ToastMessage } from "./toast";
import { keepClearOfToasts } from "./toast-cover";

// Loaded on the first toast (or when the page is idle), not on first load: no toast shows
// before the guest acts, and Radix's toast is ~10 KB of the guest pages' 110 KB (bench/README.md).

const VARIANT_CLASS: Record<NonNullable<ToastMessage["variant"]>, string> = {
  default: "border-stone-200 bg-white text-stone-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-50 text-red-950",
};

/**
 * How far down the screen the bars marked data-toast-clear reach (0 when none is on screen),
 * followed while a toast shows: the bar scrolls with the page, and the toast moves up as it goes.
 */
function useTopBarClearance(showing: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!showing) return;
    const measure = () => {
      let reach = 0;
      for (const bar of document.querySelectorAll("[data-toast-clear]")) {
        const box = bar.getBoundingClientRect();
        if (box.top < window.innerHeight / 2) reach = Math.max(reach, box.bottom);
      }
      setBottom(Math.max(0, Math.ceil(reach)));
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [showing]);
  return bottom;
}

/**
 * While a toast shows, it does not hide what has focus (WCAG 2.2, 2.4.11): the page moves instead,
 * once the toast is in place and again whenever focus moves under it (toast-cover.ts).
 */
function useFocusKeptClear(shownId: number | undefined): void {
  useEffect(() => {
    if (shownId === undefined) return;
    let frame = requestAnimationFrame(() => keepClearOfToasts(document.activeElement));
    const onFocus = (event: FocusEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => keepClearOfToasts(event.target instanceof Element ? event.target : null));
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", onFocus);
    };
  }, [shownId]);
}

/** Swipe right past 50 px to dismiss; F8 focuses the toast region. */
export default function ToastView({ shown, onDismiss }: { shown: ShownToast | null; onDismiss: (id: number) => void }) {
  const { i18n } = useLingui();
  const clearance = useTopBarClearance(Boolean(shown?.open));
  useFocusKeptClear(shown?.open ? shown.id : undefined);
  return (
    <RadixToast.Provider
      duration={5000}
      swipeDirection={typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "left" : "right"}
      swipeThreshold={50}
      label={i18n._({ id: "toast.region", message: "Notification" })}
    >
      {shown && (
        <RadixToast.Root
          key={shown.id}
          open={shown.open}
          onOpenChange={(open) => !open && onDismiss(shown.id)}
          type={shown.variant === "destructive" ? "foreground" : "background"}
          data-toast
          className={`toast pointer-events-auto relative grid w-full grid-cols-[minmax(0,1fr)_auto] items-start gap-x-1 rounded-xl border py-2 ps-4 pe-1 shadow-lg ${VARIANT_CLASS[shown.variant ?? "default"]}`}
        >
          {/* The title shares its row with the close button and the description takes the whole
              width below both, so at 200% text the words are not squeezed into a narrow column. */}
          <RadixToast.Title className="self-center py-2 text-sm font-semibold">{shown.title}</RadixToast.Title>
          <RadixToast.Close
            aria-label={i18n._({ id: "toast.dismiss", message: "Dismiss notification" })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </RadixToast.Close>
          {shown.description && <RadixToast.Description className="col-span-2 pe-3 pb-2 text-sm opacity-90">{shown.description}</RadixToast.Description>}
        </RadixToast.Root>
      )}
      {/* On a phone the toast drops in at the top, as a phone's own notifications do: a form's
          submit button is at the bottom of the screen when it is pressed, an error toast there
          would cover it (issue 15), and the on-screen keyboard can hide what is fixed to the
          bottom. While a top bar marked data-toast-clear (the guest pages' language switch) is on
          screen, the toast starts below it, so the bar stays readable and tappable. On a wider
          screen it sits in the bottom corner, clear of both. */}
      <RadixToast.Viewport
        hotkey={["F8"]}
        style={{ "--toast-top": `${clearance}px` } as CSSProperties}
        className="pointer-events-none fixed end-0 print:hidden top-(--toast-top) z-[100] flex w-full max-w-[420px] flex-col gap-2 p-2 outline-none sm:p-4 sm:top-auto sm:bottom-0"
      />
    </RadixToast.Provider>
  );
}
