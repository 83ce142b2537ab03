import type { ComponentType } from "react";
import type { I18n } from "../../../contract/translator";
import type { Wedding } from "../../../contract/wedding";
import type { GuestSection } from "../../../contract/website-text";
import { partyList } from "./party-list";

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

const list = partyList<GuestSection, SectionsProps>(async () => (await import("./website-sections")).WebsiteSections);

/** A party's own sections, from its invitation link (those limited to it included). */
export const showPartySections = list.showParty;
export const provideSections = list.provide;
export const loadSections = list.load;

export function useGuestSections(wedding: SectionsWedding): { sections: GuestSection[]; Sections?: ComponentType<SectionsProps> } {
  const { items, View } = list.useItems(wedding.uniqueCode, wedding.sections);
  return { sections: items, Sections: View };
}
