import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { CopyButton } from "../../components/copy-button";
import { MailPreview } from "../mail-preview/mail-preview";
import { renderedMessageQuery } from "./api";

/**
 * One message opened: a party's invitation link to copy and share by hand, then the email itself.
 * A link that is the recipient's own (an edit, confirmation or stop link) never reaches the couple:
 * the email shows where it was, and a note says why (docs/decisions/0021-mail-to-strangers.md).
 */
export function MessageDetail({ weddingId, messageId }: { weddingId: string; messageId: string }) {
  const rendered = useQuery(renderedMessageQuery(weddingId, messageId));
  if (rendered.isPending) return <p className="text-sm text-stone-600">{i18n._({ id: "outbox.loadingEmail", message: "Loading the email…" })}</p>;
  if (rendered.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {i18n._({ id: "outbox.emailUnavailable", message: "This email could not be shown. It may be about a reply or household that was deleted." })}
      </p>
    );
  }
  const link = rendered.data.action;
  return (
    <div className="grid min-w-0 gap-3">
      {link && (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-stone-800">
            {i18n._({ id: "outbox.privateLinkIn", message: "{label}: the private link in this email", values: { label: link.label } })}
          </p>
          <div className="flex min-w-0 items-center gap-2">
            <input
              readOnly
              value={link.url}
              aria-label={i18n._({ id: "outbox.privateLink", message: "Private link" })}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-800"
            />
            <CopyButton value={link.url} label={i18n._({ id: "outbox.copyPrivateLink", message: "Copy the private link" })} />
          </div>
        </div>
      )}
      {!link && rendered.data.withheld && (
        <p className="text-sm text-stone-700">
          {i18n._({
            id: "outbox.linkWithheld",
            message: "The private link in this email belongs to {recipient}, so it goes only to them and is not shown here.",
            values: { recipient: rendered.data.message.recipient },
          })}
        </p>
      )}
      <MailPreview mail={rendered.data} />
    </div>
  );
}
