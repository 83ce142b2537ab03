import { i18n } from "./host-i18n";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import LogOut from "lucide-react/icons/log-out";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { closeHostSession, hostAccessKey } from "./api";

/** Removes this browser's host access, for couples on a shared or borrowed computer. */
export function SignOutButton({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await closeHostSession(code);
      queryClient.removeQueries({ queryKey: ["/api/responses", code] });
      await queryClient.invalidateQueries({ queryKey: hostAccessKey(code) });
      toast({
        title: i18n._({ id: "signOut.done", message: "Signed out" }),
        description: i18n._({ id: "signOut.doneDescription", message: "This device no longer has host access. Your host key still works." }),
      });
    } catch {
      toast({
        title: i18n._({ id: "signOut.error", message: "Error" }),
        description: i18n._({ id: "signOut.failed", message: "Could not sign out. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="ghost"
      className="justify-start"
      pending={pending}
      pendingLabel={i18n._({ id: "signOut.pending", message: "Signing out…" })}
      onClick={() => void signOut()}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {i18n._({ id: "signOut.label", message: "Sign out on this device" })}
    </Button>
  );
}
