// On a phone a toast drops in at the top of the screen (toast-view.tsx). It must not hide what
// the guest is reading or what has focus (WCAG 2.2, 2.4.11 "Focus not obscured"): after a reply
// the thank-you's heading is scrolled to the top and focused at the moment "RSVP Submitted!"
// appears over the same spot. The page moves instead, by a scroll margin as tall as the toast.

/** Space left between a toast's lower edge and what it would have covered, in CSS pixels. */
const GAP = 12;

/** The band of the viewport that toasts showing in its upper half cover (null when none does). */
function toastCover(): { top: number; bottom: number } | null {
  let [top, bottom] = [Infinity, 0];
  for (const toast of document.querySelectorAll("[data-toast]")) {
    const box = toast.getBoundingClientRect();
    if (box.height === 0 || box.top >= window.innerHeight / 2) continue;
    top = Math.min(top, box.top);
    bottom = Math.max(bottom, Math.ceil(box.bottom));
  }
  return bottom > 0 ? { top, bottom } : null;
}

/**
 * `element.scrollIntoView(options)`, with the element's top kept below any toast at the top of
 * the screen. Without such a toast it is exactly scrollIntoView (the element's own scroll margin).
 */
export function revealBelowToasts(element: HTMLElement | null, options: ScrollIntoViewOptions): void {
  if (!element) return;
  const cover = toastCover();
  if (!cover) {
    element.scrollIntoView(options);
    return;
  }
  // The browser fixes the scroll's target when it is asked, so the margin can go back at once.
  const margin = element.style.scrollMarginTop;
  element.style.scrollMarginTop = `${cover.bottom + GAP}px`;
  element.scrollIntoView(options);
  element.style.scrollMarginTop = margin;
}

/** Moves the page the least that shows `element` below the toasts at the top, if one covers it. */
export function keepClearOfToasts(element: Element | null): void {
  if (!(element instanceof HTMLElement) || element === document.body || element.closest("[data-toast]")) return;
  const cover = toastCover();
  const box = element.getBoundingClientRect();
  // Only what the toast's band actually covers: the language switch above it is left alone.
  if (!cover || box.bottom <= cover.top || box.top >= cover.bottom) return;
  // A control or a heading; a focused region or dialog taller than this is not moved for a toast.
  if (box.height > window.innerHeight / 2) return;
  revealBelowToasts(element, { block: "nearest" });
}
