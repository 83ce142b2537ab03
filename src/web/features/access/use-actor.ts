import { useQuery } from "@tanstack/react-query";
import { showsScreen, type ActorView } from "../../../contract/access";
import { actorQuery } from "./api";

/**
 * Who this browser is on the wedding, so a couple's screen hides what the caller's role cannot
 * use (the server still decides every call: docs/decisions/0043-access-links.md). While it loads,
 * nothing beyond the helper's own screens shows.
 */
export function useActor(code: string) {
  const actor = useQuery(actorQuery(code));
  const view: ActorView | undefined = actor.data;
  return {
    actor: view,
    isOwner: view?.kind === "owner",
    shows: (screen: string) => (view ? showsScreen(view, screen) : false),
  };
}
