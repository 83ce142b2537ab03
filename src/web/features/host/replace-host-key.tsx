import { i18n } from "./host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { replaceHostKey } from "./api";
import { HostKeyPanel } from "./host-key-panel";

/**
 * For a host key or private link that reached the wrong person (a forwarded email, a shared
 * screen): asks first, then shows the new key once. This browser stays signed in (the server
 * sets its cookie to the new key); every other device is asked for the new key.
 */
export function ReplaceHostKey({ weddingId, code }: { weddingId: string; code: string }) {
  const [open, setOpen] = useState(false);
  const replace = useMutation({
    mutationFn: () => replaceHostKey(weddingId),
    // No success toast: the dialog itself now shows the new key, and a toast would cover its button on a phone.
    onError: () =>
      toast({
        title: i18n._({ id: "hostKey.error", message: "Error" }),
        description: i18n._({ id: "hostKey.replaceFailed", message: "Could not replace the host key. Please try again." }),
        variant: "destructive",
      }),
  });
  const newKey = replace.data?.hostKey;
  const close = () => {
    setOpen(false);
    replace.reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : !replace.isPending && close())}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="justify-start">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "hostKey.replace", message: "Replace host key" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:w-[calc(100%-2rem)] sm:p-6">
          <Dialog.Title className="font-serif text-2xl text-stone-900">
            {newKey
              ? i18n._({ id: "hostKey.replaced", message: "Your host key is replaced" })
              : i18n._({ id: "hostKey.replaceQuestion", message: "Replace the host key?" })}
          </Dialog.Title>
          {newKey ? (
            <>
              <Dialog.Description className="sr-only">
                {i18n._({ id: "hostKey.newShownOnce", message: "The new host key and private host link, shown once." })}
              </Dialog.Description>
              <div className="mt-4">
                <HostKeyPanel code={code} hostKey={newKey} occasion="replaced" />
              </div>
              <div className="mt-5 flex justify-end">
                <Dialog.Close asChild>
                  <Button>{i18n._({ id: "hostKey.saved", message: "I've saved it" })}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-2 text-stone-700">
                {i18n._({
                  id: "hostKey.replaceIntro",
                  message:
                    "Do this if your host key or private host link reached someone who shouldn't have it. The old key and link stop working at once, and your other devices will ask for the new key. Guests' links and their answers are not affected.",
                })}
              </Dialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={replace.isPending}>
                    {i18n._({ id: "hostKey.keep", message: "Keep the current key" })}
                  </Button>
                </Dialog.Close>
                <Button
                  variant="danger"
                  pending={replace.isPending}
                  pendingLabel={i18n._({ id: "hostKey.replacing", message: "Replacing…" })}
                  onClick={() => replace.mutate()}
                >
                  {i18n._({ id: "hostKey.replaceKey", message: "Replace key" })}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
