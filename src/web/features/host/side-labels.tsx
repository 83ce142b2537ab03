import { createContext, useContext, useMemo, type ReactNode } from "react";
import { type SideLabels, type SideNaming, sideLabels } from "../../../contract/side-labels";

// Without a wedding (a screen rendered on its own in a test), the specification's words.
const SideLabelsContext = createContext<SideLabels>(sideLabels({ partner1: "", partner2: "", sideWords: "bride-groom" }));

/**
 * The words for the sides on the couple's screens, from the wedding: "Tom's side" / "James's
 * side" by default, or "Bride's side" / "Groom's side" (contract/side-labels.ts, decision 0026).
 * Every side control and count reads them through `useSideLabels`.
 */
export function SideLabelsProvider({ wedding, children }: { wedding: SideNaming; children: ReactNode }) {
  const { partner1, partner2, sideWords } = wedding;
  const labels = useMemo(() => sideLabels({ partner1, partner2, sideWords }), [partner1, partner2, sideWords]);
  return <SideLabelsContext.Provider value={labels}>{children}</SideLabelsContext.Provider>;
}

export function useSideLabels(): SideLabels {
  return useContext(SideLabelsContext);
}
