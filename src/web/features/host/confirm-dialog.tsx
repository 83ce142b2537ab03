import { i18n } from "./host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the choice reads better named ("Keep it"). */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone (deleting parties or a reply, replacing a link). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, pendingLabel, pending, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-serif text-2xl text-stone-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-stone-700">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? i18n._({ id: "dialog.cancel", message: "Cancel" })}
              </Button>
            </Dialog.Close>
            <Button variant="danger" pending={pending} pendingLabel={pendingLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
