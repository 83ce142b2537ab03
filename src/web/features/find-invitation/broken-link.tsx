import { useLingui } from "../../lib/i18n-react";
import type { LookupCheck } from "../../../contract/rules/lookup-detail";
import { FindInvitation } from "./find-invitation";

interface BrokenLinkProps {
  weddingId: string;
  /** What the lookup asks besides the name (the wedding's setting). */
  check: LookupCheck;
  /** The wedding takes replies without an invitation too: offer its open form. */
  open: boolean;
  onOpen: (token: string | null) => void;
}

/** A wrong or replaced invitation link: said kindly, with the way to find the invitation by name. */
export function BrokenLink({ weddingId, check, open, onOpen }: BrokenLinkProps) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-5">
      <div role="alert" className="grid gap-1 text-center">
        <h2 id="party-heading" className="font-serif text-3xl text-balance text-stone-900">
          {i18n._({ id: "brokenLink.title", message: "This link doesn't open an invitation" })}
        </h2>
        <p className="text-sm text-stone-700">
          {i18n._({
            id: "brokenLink.body",
            message: "It may be cut short, or the couple may have sent a newer one. No harm done: find your invitation by name below.",
          })}
        </p>
      </div>
      <FindInvitation weddingId={weddingId} check={check} onFound={onOpen} />
      {open && (
        <button type="button" onClick={() => onOpen(null)} className="mx-auto min-h-11 px-3 text-sm font-medium text-blush-700 underline underline-offset-4">
          {i18n._({ id: "brokenLink.replyWithout", message: "Reply without an invitation" })}
        </button>
      )}
    </div>
  );
}
