import { useLingui } from "../../lib/i18n-react";
import { useEffect, useRef, useState } from "react";
import type { DeleteReplyProps } from "../reply-form/delete-reply-button";

/**
 * A guest takes their reply back (issue 31 item 4, docs/decisions/0046-take-it-or-erase-it.md):
 * the confirm step that says what goes, then the done state. A chunk of its own, fetched when
 * the guest asks (reply-form/delete-reply-button.tsx), with its words (messages.ts), so its code stays out of the reply view's first load.
 */
/** The confirm step: what goes, and what stays (a household stays invited). Focus lands on its question. */
export function ConfirmDelete({ household, erase, onDeleted, onCancel }: DeleteReplyProps & { onCancel: () => void }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<"confirm" | "busy" | "failed">("confirm");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const send = () => {
    setStep("busy");
    erase().then(onDeleted, () => setStep("failed"));
  };
  return (
    <section aria-labelledby="erase-heading" className="grid gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-5 text-start">
      <h3 ref={heading} id="erase-heading" tabIndex={-1} className="font-semibold text-stone-900 outline-none">
        {i18n._({ id: "deleteReply.heading", message: "Delete your reply?" })}
      </h3>
      <p className="text-sm text-stone-800">
        {i18n._({ id: "deleteReply.what", message: "Your reply and the names in it are removed. The couple will no longer see it." })}
        {household && ` ${i18n._({ id: "deleteReply.stayInvited", message: "You stay invited and can reply again." })}`}
      </p>
      {step === "failed" && (
        <p role="alert" className="text-sm text-red-800">
          {i18n._({ id: "deleteReply.failed", message: "Your reply was not deleted. Check your connection and try again." })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={send}
          disabled={step === "busy"}
          className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70"
        >
          {step === "busy" ? i18n._({ id: "deleteReply.busy", message: "Deleting…" }) : i18n._({ id: "deleteReply.confirm", message: "Delete reply" })}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
        >
          {i18n._({ id: "deleteReply.keep", message: "Keep it" })}
        </button>
      </div>
    </section>
  );
}

/** After the erase: what happened, and the way to reply again (a household stays invited; the open form starts fresh). */
export function ReplyDeleted({ household, onReplyAgain }: { household: boolean; onReplyAgain: () => void }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="erased-heading" className="grid gap-3 text-center">
      <h2 ref={heading} id="erased-heading" tabIndex={-1} className="font-serif text-3xl text-stone-900 outline-none">
        {i18n._({ id: "deleteReply.done", message: "Reply deleted" })}
      </h2>
      <p role="status" className="text-stone-700">
        {i18n._({ id: "deleteReply.doneText", message: "The couple no longer sees it." })}
        {household && ` ${i18n._({ id: "deleteReply.stayInvited", message: "You stay invited and can reply again." })}`}
      </p>
      <button
        type="button"
        onClick={onReplyAgain}
        className="mx-auto min-h-11 rounded-lg border border-blush-200 bg-white px-5 text-sm font-medium text-blush-700 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
      >
        {i18n._({ id: "deleteReply.replyAgain", message: "Reply again" })}
      </button>
    </section>
  );
}
