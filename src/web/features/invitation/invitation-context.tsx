import { createContext, useContext } from "react";
import type { Wedding } from "../../../contract/wedding";

/** The wedding on screen, so small pieces (like the hotels button) need no props threaded through. */
export const InvitationContext = createContext<Wedding | null>(null);

export function useInvitation(): Wedding {
  const wedding = useContext(InvitationContext);
  if (!wedding) throw new Error("useInvitation needs an InvitationContext provider");
  return wedding;
}
