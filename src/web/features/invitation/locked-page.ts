import { createElement, type ComponentType, type ReactElement } from "react";
import { siteLock } from "../../lib/initial-data";
import type { SiteLock } from "./site-locked";

// The locked page's form is its own chunk (docs/decisions/0045-website-sections.md): most sites have
// no password, and every guest page's first load is within 110 KB (docs/decisions/0009). A page
// that arrives locked loads it before its first render, so the painted form does not flicker.
let Locked: ComponentType<{ code: string; page: string; lock: SiteLock }> | undefined;

export const loadLockedPage = async (code: string): Promise<void> => {
  if (!Locked && siteLock(code)) Locked = (await import("./site-locked")).SiteLocked;
};

export function lockedPage(code: string, page: string, lock: SiteLock): ReactElement | null {
  return Locked ? createElement(Locked, { code, page, lock }) : null;
}
