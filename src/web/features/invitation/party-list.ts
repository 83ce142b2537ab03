import { useSyncExternalStore, type ComponentType } from "react";

/**
 * A list the server decided for the reader, drawn by a component in its own chunk: the events
 * (guest-events.ts) and the website's sections (guest-sections.ts). The public's list comes in
 * the page's data; a party's link replaces it with the party's own when it opens, and the page
 * never decides again. The server, which renders synchronously, provides the component directly.
 */
export function partyList<Item, Props>(importView: () => Promise<ComponentType<Props>>) {
  let code = "";
  let party: Item[] | undefined;
  let View: ComponentType<Props> | undefined;
  // Bumped on every change: the snapshot useSyncExternalStore compares.
  let version = 0;
  const listeners = new Set<() => void>();
  const snapshot = () => version;
  const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
  const changed = () => {
    version++;
    listeners.forEach((listener) => listener());
  };
  const provide = (component: ComponentType<Props>) => {
    View = component;
    changed();
  };
  return {
    /** A party's own list, from its invitation link (what is limited to it included). */
    showParty(weddingCode: string, items?: Item[]): void {
      code = weddingCode;
      party = items;
      changed();
    },
    provide,
    /** Fetches the component's chunk once there is something to draw. */
    async load(items?: readonly unknown[]): Promise<void> {
      if (!View && items?.length) provide(await importView());
    },
    /** The reader's items and the component that draws them (undefined until its chunk is in). */
    useItems(weddingCode: string, publicItems: Item[] | undefined): { items: Item[]; View?: ComponentType<Props> } {
      useSyncExternalStore(subscribe, snapshot, snapshot);
      return { items: (code === weddingCode ? party : publicItems) ?? [], View };
    },
  };
}
