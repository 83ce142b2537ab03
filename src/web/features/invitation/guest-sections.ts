import { useSyncExternalStore, type ComponentType } from "react";
import type { I18n } from "@lingui/core";
import type { Wedding } from "../../../contract/wedding";
import type { GuestSection } from "../../../contract/website-text";

/**
 * The website's sections the reader may see (docs/decisions/0045-website-sections.md): the server
 * decided them (the public's in the page's data, a party's in its invitation link's answer); the
 * page never decides again. They are their own chunk, which the browser fetches only when the
 * guest scrolls near them (sections-slot.tsx): they sit below the reply, so no guest's first load
 * carries them (docs/decisions/0009's budget). The server, which renders synchronously, provides it.
 */
export type SectionsWedding = Wedding & { sections?: GuestSection[] };

export interface SectionsProps {
  wedding: Wedding;
  sections: readonly GuestSection[];
  i18n: I18n;
}

let code = "";
let party: GuestSection[] | undefined;
let Sections: ComponentType<SectionsProps> | undefined;
let version = 0;
const listeners = new Set<() => void>();
const snapshot = () => version;
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
const changed = () => {
  version++;
  listeners.forEach((listener) => listener());
};

/** A party's own sections, from its invitation link (those limited to it included). */
export function showPartySections(weddingCode: string, sections?: GuestSection[]): void {
  code = weddingCode;
  party = sections;
  changed();
}

export function provideSections(component: ComponentType<SectionsProps>): void {
  Sections = component;
  changed();
}

export const loadSections = async (sections?: readonly unknown[]): Promise<void> => {
  if (!Sections && sections?.length) provideSections((await import("./website-sections")).WebsiteSections);
};

export function useGuestSections(wedding: SectionsWedding): { sections: GuestSection[]; Sections?: ComponentType<SectionsProps> } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const sections = (code === wedding.uniqueCode ? party : wedding.sections) ?? [];
  return { sections, Sections };
}
