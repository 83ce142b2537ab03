import { i18n } from "../host/host-i18n";
import Sparkles from "lucide-react/icons/sparkles";
import { useId, useRef, useState } from "react";
import type { Suggestions } from "../../../contract/ai";
import type { Locale } from "../../../contract/locales";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { SuggestionDialog } from "./suggestion-dialog";

export interface SuggestButtonProps {
  /** Button text, e.g. "Suggest a message". */
  label: string;
  /** Heading of the list that opens. */
  title: string;
  /** Asks the server; called on each press and on "More ideas". */
  fetchSuggestions: () => Promise<Suggestions>;
  onPick: (text: string) => void;
  /** When set, the button is disabled and this says what to do first (docs/spec.md 5). */
  blockedReason?: string;
  /** The language the suggestions come in (the invitation's), so they are marked up as such. */
  locale?: Locale;
}

/**
 * Fetches suggestions, then opens a list to pick one into the field. Failure and an empty
 * answer end in the docs/spec.md toasts; the list only opens with something to show.
 */
export function SuggestButton({ label, title, fetchSuggestions, onPick, blockedReason, locale }: SuggestButtonProps) {
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // Picking or dismissing returns focus here, so the couple carries on where they were.
  const opener = useRef<HTMLButtonElement>(null);

  const load = async () => {
    setPending(true);
    try {
      const answer = await fetchSuggestions();
      const list = (answer?.suggestions ?? []).filter((text) => text.trim() !== "");
      if (list.length === 0) {
        // docs/spec.md section 8, word for word.
        toast({
          title: i18n._({ id: "suggestions.none", message: "No suggestions" }),
          description: i18n._({ id: "suggestions.noneDescription", message: "No suggestions available. Please check your input and try again." }),
        });
        setOpen(false);
        return;
      }
      setSuggestions(list);
      setOpen(true);
    } catch {
      toast({
        title: i18n._({ id: "suggestions.error", message: "Error" }),
        description: i18n._({ id: "suggestions.failed", message: "Failed to generate AI suggestions. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {blockedReason && (
        <p id={hintId} className="text-right text-sm text-stone-600">
          {blockedReason}
        </p>
      )}
      <Button
        ref={opener}
        variant="secondary"
        onClick={() => void load()}
        pending={pending && !open}
        pendingLabel={i18n._({ id: "suggestions.writing", message: "Writing…" })}
        disabled={Boolean(blockedReason)}
        aria-describedby={blockedReason ? hintId : undefined}
      >
        <Sparkles className="h-4 w-4 text-blush-600" aria-hidden="true" />
        {label}
      </Button>
      <SuggestionDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        suggestions={suggestions}
        locale={locale}
        onPick={(text) => {
          onPick(text);
          setOpen(false);
        }}
        onMore={() => void load()}
        loadingMore={pending && open}
        returnFocusTo={opener}
      />
    </div>
  );
}
