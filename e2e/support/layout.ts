import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Root font sizes a guest may set: Android's larger text and browser zoom (docs/design.md section 8). */
export const LARGE_TEXT = ["150%", "200%"] as const;

/**
 * Sets the root font size before any script runs, as a phone's "large text" setting does
 * (every rem in the app grows with it). Call on a context or page before the first goto.
 */
export async function useRootFontSize(page: Page, size: string): Promise<void> {
  await page.addInitScript((value) => {
    const apply = () => document.documentElement.style.setProperty("font-size", value, "important");
    if (document.documentElement) apply();
    document.addEventListener("DOMContentLoaded", apply);
  }, size);
}

export interface LayoutProblems {
  /** Pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
  overflow: number;
  /** The innermost elements past the right edge, when the page overflows. */
  sticksOut: string[];
  /** Pairs of visible interactive controls whose boxes overlap by more than a pixel. */
  overlaps: string[];
}

/**
 * What a person with large text would trip over: sideways scrolling, and controls drawn on top of
 * one another. Each control is compared by the boxes it is drawn in (`getClientRects()`): one for
 * a button or a field, one per line for a link that wraps inside a sentence. The bounding box of
 * such a link spans every line it touches, so it would "overlap" the next link on its last line,
 * wherever the fonts break the sentence. Controls inside one another (a radio in its label's
 * button, say) are not counted, nor are visually hidden ones.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  // From the top, so a sticky header sits where it belongs rather than over scrolled content.
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=checkbox], [tabindex]:not([tabindex='-1'])";
    const describe = (element: Element) => {
      const text = (element.getAttribute("aria-label") || element.textContent || (element as HTMLInputElement).name || element.id || "").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${text}"`;
    };
    const controls = [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true }))
      // sr-only clips the element away (its padding may still give it a box).
      .filter((element) => getComputedStyle(element).clipPath !== "inset(50%)")
      .map((element) => ({ element, box: element.getBoundingClientRect(), lines: [...element.getClientRects()] }))
      // Visually hidden (sr-only) and off-screen controls (a honeypot) take no room a person sees.
      .filter(({ box }) => box.width > 2 && box.height > 2 && box.right > 0 && box.left < document.documentElement.scrollWidth);
    const overlap = (a: DOMRect, b: DOMRect) => ({
      width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
      height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
    });
    const overlaps: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A native radio or checkbox sits inside the label drawn around it: one control to a person.
        const label = (element: Element) => element.closest("label");
        if (label(a.element) && label(a.element) === label(b.element)) continue;
        const hit = a.lines.flatMap((lineA) => b.lines.map((lineB) => overlap(lineA, lineB))).find(({ width, height }) => width > 1 && height > 1);
        if (hit) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)} by ${Math.round(hit.width)}x${Math.round(hit.height)} px`);
      }
    }
    const overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    // Names what pushes the page wider: elements past the right edge that no scroller or clip
    // around them holds in, innermost first.
    const pastEdge = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    const heldIn = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible" && !pastEdge(parent)) return true;
      }
      return false;
    };
    const sticksOut =
      overflow === 0
        ? []
        : [...document.body.querySelectorAll("*")]
            .filter((element) => pastEdge(element) && !heldIn(element) && ![...element.children].some((child) => pastEdge(child) && !heldIn(child)))
            .slice(0, 6)
            .map((element) => `${describe(element)} .${String(element.className).slice(0, 70)} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { overflow, sticksOut, overlaps };
  });
}

/**
 * Waits until `target` is on screen and clear of the toast that drops in at the top of a phone
 * (toast-cover.ts): the thank-you's heading once sat under "RSVP Submitted!" for its five seconds.
 */
export async function expectClearOfToast(page: Page, target: Locator): Promise<void> {
  const toast = page.locator("[data-toast]");
  await toast.waitFor();
  const height = page.viewportSize()?.height ?? 0;
  // Judged once the page has stopped moving (a reply's summary scrolls smoothly into place).
  let lastY: number | undefined;
  await expect
    .poll(
      async () => {
        const [over, under] = [await toast.boundingBox(), await target.boundingBox()];
        if (!over || !under) return "not on screen";
        if (under.y !== lastY) {
          lastY = under.y;
          return "moving";
        }
        const across = Math.min(over.x + over.width, under.x + under.width) - Math.max(over.x, under.x);
        const down = Math.min(over.y + over.height, under.y + under.height) - Math.max(over.y, under.y);
        if (across > 0 && down > 0) return `covered: toast ${JSON.stringify(over)}, target ${JSON.stringify(under)}`;
        return under.y >= 0 && under.y < height ? "clear" : `off screen at y=${under.y}`;
      },
      { timeout: 3000, interval: 150 },
    )
    .toBe("clear");
}
