import { useLingui } from "../lib/i18n-react";
import { useState } from "react";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { toast } from "./ui/toast";

/** Writes to the clipboard, with a fallback for browsers (or insecure origins) without the async API. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

interface CopyButtonProps {
  value: string;
  /** What is copied, for screen readers: "Copy wedding code". */
  label: string;
  className?: string;
}

/** Icon button that copies a value and confirms with the 'Copied!' toast. */
export function CopyButton({ value, label, className = "" }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const { i18n } = useLingui();
  const onClick = async () => {
    try {
      await copyText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast({
        title: i18n._({ id: "copy.done", message: "Copied!" }),
        description: i18n._({ id: "copy.doneDescription", message: "It's on your clipboard, ready to paste." }),
        variant: "success",
      });
    } catch {
      toast({
        title: i18n._({ id: "copy.failed", message: "Copy failed" }),
        description: i18n._({ id: "copy.failedDescription", message: "Select the text and copy it by hand." }),
        variant: "destructive",
      });
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none ${className}`}
    >
      {copied ? <Check className="h-4 w-4 text-emerald-700" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      <span className="hidden sm:inline" aria-hidden="true">
        {copied ? i18n._({ id: "copy.copied", message: "Copied" }) : i18n._({ id: "copy.copy", message: "Copy" })}
      </span>
    </button>
  );
}
