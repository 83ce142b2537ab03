import { lazy, type ComponentType } from "react";

type ScreenModule = { default: ComponentType };
const loaders = {
  rsvp: (): Promise<ScreenModule> => import("../routes/rsvp"),
  saveTheDate: (): Promise<ScreenModule> => import("../routes/save-the-date"),
};
export type GuestScreen = keyof typeof loaders;

const lazyScreens: Record<GuestScreen, ComponentType> = { rsvp: lazy(loaders.rsvp), saveTheDate: lazy(loaders.saveTheDate) };
const loaded: Partial<Record<GuestScreen, ComponentType>> = {};

/**
 * React.lazy suspends on its first render even when the module is already in memory, which
 * would swap the server-painted invitation for the loading spinner for a frame or more.
 * A screen loaded before the first render is used directly instead.
 */
export function guestScreen(screen: GuestScreen): ComponentType {
  return loaded[screen] ?? lazyScreens[screen];
}

/** Loads the guest screen for a path (its chunk is modulepreloaded by the server). */
export async function preloadGuestScreen(path: string = window.location.pathname): Promise<void> {
  const screen: GuestScreen | undefined = path.startsWith("/rsvp/") ? "rsvp" : path.startsWith("/save-the-date/") ? "saveTheDate" : undefined;
  if (!screen) return;
  try {
    loaded[screen] = (await loaders[screen]()).default;
  } catch {
    // The lazy route will try again (and show its spinner) if the chunk failed to load.
  }
}
