import { createContext, useContext } from "react";

/**
 * The plan shown to a caller who may not change it (a viewer's link; contract/access.ts
 * `canChange`): no drag handles, no checkboxes to choose people, no lock or delete. A context, as
 * the handles and checkboxes sit deep in memoised lines that would otherwise all take a prop.
 */
export const SeatingReadOnly = createContext(false);

export const useSeatingReadOnly = () => useContext(SeatingReadOnly);
