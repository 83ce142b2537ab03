import { i18n } from "./host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";

/** The couple's dialogs' corner "×": a 44 px target with a visible focus ring, named for screen readers. */
export function DialogCloseButton({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label={i18n._({ id: "dialog.close", message: "Close" })}
        disabled={disabled}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:opacity-50"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </Dialog.Close>
  );
}
