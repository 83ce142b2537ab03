import { i18n } from "../host/host-i18n";
import { useState } from "react";
import type { MailDelivery, OutboxMessage } from "../../../contract/mail";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useRetryMessage } from "./api";
import { MessageDetail } from "./message-detail";
import { kindLabel, retriedText, STATUS_CLASS, statusText } from "./outbox-text";

const when = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

interface OutboxListProps {
  weddingId: string;
  timeZone: string;
  messages: readonly OutboxMessage[];
  delivery: MailDelivery;
}

/** Every message, newest first: kind, recipient, status (and why it failed), Retry, and the email on opening one. */
export function OutboxList({ weddingId, timeZone, messages, delivery }: OutboxListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const retry = useRetryMessage(weddingId);
  const onRetry = (message: OutboxMessage) =>
    retry.mutate(message, {
      onSuccess: () =>
        toast({
          title: i18n._({ id: "outbox.queuedAgain", message: "Queued Again" }),
          description: retriedText(message),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: i18n._({ id: "outbox.notRetried", message: "Not Retried" }),
          description: error instanceof ApiError ? error.reason : i18n._({ id: "outbox.pleaseTryAgain", message: "Please try again." }),
          variant: "destructive",
        }),
    });
  return (
    <ul className="grid gap-3">
      {messages.map((message) => {
        const expanded = open === message.id;
        const detailId = `message-${message.id}`;
        return (
          <li key={message.id} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-stone-900">{kindLabel(message.kind)}</span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}>{statusText(message, delivery)}</span>
                </p>
                <p className="mt-1 text-sm break-all text-stone-700">
                  {message.recipientName ? `${message.recipientName} · ` : ""}
                  {message.recipient}
                </p>
                <p className="text-xs text-stone-600">
                  {message.sentAt
                    ? i18n._({ id: "outbox.sentAt", message: "Sent {when}", values: { when: when(message.sentAt, timeZone) } })
                    : i18n._({ id: "outbox.writtenAt", message: "Written {when}", values: { when: when(message.createdAt, timeZone) } })}
                  {message.attempts > 1 && ` · ${i18n._({ id: "outbox.tries", message: "{count} tries", values: { count: message.attempts } })}`}
                </p>
                {/* Why it failed in red; a held or skipped message's note is not an error. */}
                {message.lastError && message.status !== "sent" && (
                  <p className={`mt-1 text-sm ${message.status === "failed" ? "text-red-800" : "text-stone-700"}`}>{message.lastError}</p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {message.status === "failed" && (
                  <Button variant="secondary" pending={retry.isPending && retry.variables?.id === message.id} onClick={() => onRetry(message)}>
                    {i18n._({ id: "outbox.retry", message: "Retry" })}
                  </Button>
                )}
                <Button variant="ghost" aria-expanded={expanded} aria-controls={detailId} onClick={() => setOpen(expanded ? null : message.id)}>
                  {expanded ? i18n._({ id: "outbox.close", message: "Close" }) : i18n._({ id: "outbox.open", message: "Open" })}
                  <span className="sr-only">
                    {" "}
                    {i18n._({
                      id: "outbox.messageName",
                      message: "{kind} to {recipient}",
                      values: { kind: kindLabel(message.kind).toLowerCase(), recipient: message.recipient },
                    })}
                  </span>
                </Button>
              </div>
            </div>
            {expanded && (
              <div id={detailId} className="mt-3 border-t border-blush-100 pt-3">
                <MessageDetail weddingId={weddingId} messageId={message.id} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
