import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import Check from "lucide-react/icons/check";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import type { RefObject } from "react";
import { localeDirection, type Locale } from "../../../contract/locales";
import { Button } from "../../components/ui/button";

interface SuggestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  suggestions: string[];
  /** The suggestions' language: read aloud in it, and right to left in Arabic. */
  locale?: Locale;
  onPick: (text: string) => void;
  onMore: () => void;
  loadingMore: boolean;
  /** The button that opened the list: focus goes back to it when the list closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The list a suggestion button opens: each suggestion is one button, so Tab / Shift+Tab and
 * Enter pick one, Escape closes, and focus returns to the button that opened it. The dialog is
 * opened by code, not by a Radix trigger, so the button is named rather than remembered.
 */
export function SuggestionDialog({ open, onOpenChange, title, suggestions, locale, onPick, onMore, loadingMore, returnFocusTo }: SuggestionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_1fr_auto] gap-4 rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Dialog.Title className="font-serif text-xl text-stone-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                {i18n._({ id: "suggestions.dialogIntro", message: "Choose one to use it. You can edit the words afterwards." })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={i18n._({ id: "suggestions.close", message: "Close" })}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ul
            className="-mx-1 grid gap-2 overflow-y-auto px-1 py-1"
            aria-label={i18n._({ id: "suggestions.list", message: "Suggestions" })}
            aria-busy={loadingMore || undefined}
          >
            {suggestions.map((text) => (
              <li key={text}>
                <button
                  type="button"
                  onClick={() => onPick(text)}
                  className="group flex w-full flex-col gap-2 rounded-xl border border-stone-200 bg-blush-50/60 p-4 text-left text-[0.95rem] leading-relaxed text-stone-800 transition-colors hover:border-blush-500 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none sm:flex-row sm:items-start sm:gap-3"
                >
                  <span className="flex-1 text-start" lang={locale} dir={locale && localeDirection(locale)}>
                    {text}
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 self-end text-sm font-medium text-blush-700 sm:mt-0.5 sm:self-start">
                    <Check className="h-4 w-4" aria-hidden="true" />
                    {i18n._({ id: "suggestions.use", message: "Use" })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onMore} pending={loadingMore} pendingLabel={i18n._({ id: "suggestions.writing", message: "Writing…" })}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "suggestions.more", message: "More ideas" })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
