import { useLingui } from "../../lib/i18n-react";
import { Suspense, useRef, useState, type ComponentType } from "react";

export interface DeleteReplyProps {
  /** A household stays invited and can reply again; an open-form reply is simply gone. */
  household: boolean;
  erase: () => Promise<void>;
  onDeleted: () => void;
}

/** "Delete my reply": a quiet link below the reply, opening the confirm in its place. */
/**
 * The confirm comes as a lazy component from the reply's own chunk (`import("../reply-erase")`
 * there): the shared kit this button lives in then carries no loader of its own (decision 0046).
 */
export function DeleteReply({ confirm: Confirm, ...props }: DeleteReplyProps & { confirm: ComponentType<DeleteReplyProps & { onCancel: () => void }> }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const button = (
    <button ref={opener} type="button" onClick={() => setOpen(true)} className="mx-auto min-h-11 px-4 text-sm text-stone-600 underline">
      {i18n._({ id: "deleteReply.open", message: "Delete my reply" })}
    </button>
  );
  if (!open) return button;
  const cancel = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <Suspense fallback={button}>
      <Confirm {...props} onCancel={cancel} />
    </Suspense>
  );
}
