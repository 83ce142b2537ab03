import { lazy, type ComponentType } from "react";
import { GUEST_SCREENS, screenPrefix, type GuestScreenName } from "../../contract/guest-screens";
import { loadScreen } from "./screen-loaders";

const lazyScreens = new Map<GuestScreenName, ComponentType>(GUEST_SCREENS.map((screen) => [screen.name, lazy(() => loadScreen(screen.name))]));
const loaded: Partial<Record<GuestScreenName, ComponentType>> = {};

/**
 * React.lazy suspends on its first render even when the module is already in memory, which
 * would swap the server-painted invitation for the loading spinner for a frame or more.
 * A screen loaded before the first render is used directly instead.
 */
export function guestScreen(screen: GuestScreenName): ComponentType {
  return loaded[screen] ?? lazyScreens.get(screen)!;
}

/** The guest pages stand alone: no top bar (docs/spec.md section 2). */
export function isGuestPath(path: string): boolean {
  return GUEST_SCREENS.some((screen) => path.startsWith(screenPrefix(screen)));
}

/** Loads the guest screen for a path (its chunk is modulepreloaded by the server). */
export async function preloadGuestScreen(path: string = window.location.pathname): Promise<void> {
  const screen = GUEST_SCREENS.find((candidate) => path.startsWith(`${screenPrefix(candidate)}/`))?.name;
  if (!screen) return;
  try {
    const module = await loadScreen(screen);
    await module.preload?.(path);
    loaded[screen] = module.default;
  } catch {
    // The lazy route will try again (and show its spinner) if the chunk failed to load.
  }
}
