import { i18n } from "./host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Archive from "lucide-react/icons/archive";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useLocation } from "wouter";
import { coupleNames, namesMatch } from "../../../contract/erase";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { eraseWedding } from "./api";

interface WeddingNames {
  id: string;
  uniqueCode: string;
  partner1: string;
  partner2: string;
}

/** "Download everything": the whole wedding as one zip (records, CSVs, photo). */
export function DownloadEverything({ wedding }: { wedding: WeddingNames }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadFile(`/api/weddings/${encodeURIComponent(wedding.id)}/archive.zip`, `${wedding.uniqueCode}-archive.zip`);
    } catch (error) {
      toast({
        title: i18n._({ id: "archive.error", message: "Error" }),
        description:
          error instanceof ApiError && error.status === 429
            ? i18n._({ id: "archive.tooMany", message: "Too many downloads of this wedding's archive for now. Please try again later." })
            : i18n._({ id: "archive.failed", message: "Could not download the archive. Please try again." }),
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
      pendingLabel={i18n._({ id: "archive.pending", message: "Preparing the archive…" })}
      onClick={() => void download()}
    >
      <Archive className="h-4 w-4" aria-hidden="true" />
      {i18n._({ id: "archive.download", message: "Download everything" })}
    </Button>
  );
}

/**
 * "Erase this wedding": asks for the couple's names as shown before anything goes, then leaves
 * for the home page (docs/decisions/0046-take-it-or-erase-it.md). The same rule as the server's.
 */
export function EraseWedding({ wedding }: { wedding: WeddingNames }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const names = coupleNames(wedding);
  const erase = useMutation({
    mutationFn: () => eraseWedding(wedding.id, typed),
    onSuccess: () => {
      queryClient.clear();
      toast({
        title: i18n._({ id: "erase.done", message: "Wedding erased" }),
        description: i18n._({ id: "erase.doneDescription", message: "Your wedding, its guest list, replies and photo are gone." }),
      });
      navigate("/");
    },
    onError: () =>
      toast({
        title: i18n._({ id: "erase.error", message: "Error" }),
        description: i18n._({ id: "erase.failed", message: "Could not erase the wedding. Please try again." }),
        variant: "destructive",
      }),
  });
  const ready = namesMatch(typed, wedding);
  const close = () => {
    setOpen(false);
    setTyped("");
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : !erase.isPending && close())}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="justify-start text-red-700">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "erase.open", message: "Erase this wedding" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:w-[calc(100%-2rem)] sm:p-6">
          <Dialog.Title className="font-serif text-2xl text-stone-900">{i18n._({ id: "erase.title", message: "Erase this wedding?" })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {i18n._({
              id: "erase.intro",
              message:
                "This deletes the wedding for good: its details, questions, events, guest list, replies, seating, emails waiting to be sent and its photo. Guests' links stop working. It cannot be undone; download everything first if you want a copy.",
            })}
          </Dialog.Description>
          <form
            className="mt-5 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready && !erase.isPending) erase.mutate();
            }}
          >
            <TextField
              label={i18n._({ id: "erase.typeNames", message: "Type {names} to confirm", values: { names } })}
              hint={i18n._({ id: "erase.typeNamesHint", message: "Exactly as shown, with the capital letters." })}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
              disabled={erase.isPending}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={erase.isPending}>
                  {i18n._({ id: "erase.keep", message: "Keep the wedding" })}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant="danger"
                disabled={!ready}
                pending={erase.isPending}
                pendingLabel={i18n._({ id: "erase.pending", message: "Erasing…" })}
              >
                {i18n._({ id: "erase.confirm", message: "Erase the wedding" })}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
