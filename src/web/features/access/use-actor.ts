import { useQuery } from "@tanstack/react-query";
import { canChange, showsScreen, type ActorView, type ChangeArea } from "../../../contract/access";
import { seesContactDetails } from "../../../contract/rules/contact-details";
import { actorQuery } from "./api";

/**
 * Who this browser is on the wedding, so a couple's screen hides what the caller's role cannot
 * use (the server still decides every call: docs/decisions/0043-access-links.md). While it loads,
 * nothing beyond the helper's own screens shows, and no control that changes anything.
 */
export function useActor(code: string) {
  const actor = useQuery(actorQuery(code));
  const view: ActorView | undefined = actor.data;
  return {
    actor: view,
    isOwner: view?.kind === "owner",
    shows: (screen: string) => (view ? showsScreen(view, screen) : false),
    /** Whether to show the controls that change an area (contract/access.ts `canChange`). */
    canChange: (area: ChangeArea) => (view ? canChange(view, area) : false),
    /** Whether to show the exports that carry contact details (the route table refuses them to a viewer). */
    seesContacts: view ? seesContactDetails(view) : false,
  };
}

/** Whether this browser may change an area of the wedding; false while it is not yet known. */
export function useCanChange(code: string, area: ChangeArea): boolean {
  return useActor(code).canChange(area);
}
