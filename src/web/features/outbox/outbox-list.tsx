import { useState } from "react";
import type { MailDelivery, OutboxMessage } from "../../../contract/mail";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useRetryMessage } from "./api";
import { MessageDetail } from "./message-detail";
import { KIND_LABEL, STATUS_CLASS, statusText } from "./outbox-text";

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
          title: "Queued Again",
          description: `The ${KIND_LABEL[message.kind].toLowerCase()} to ${message.recipient} will be tried again.`,
          variant: "success",
        }),
      onError: (error) => toast({ title: "Not Retried", description: error instanceof ApiError ? error.reason : "Please try again.", variant: "destructive" }),
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
                  <span className="font-medium text-stone-900">{KIND_LABEL[message.kind]}</span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}>{statusText(message, delivery)}</span>
                </p>
                <p className="mt-1 text-sm break-all text-stone-700">
                  {message.recipientName ? `${message.recipientName} · ` : ""}
                  {message.recipient}
                </p>
                <p className="text-xs text-stone-600">
                  {message.sentAt ? `Sent ${when(message.sentAt, timeZone)}` : `Written ${when(message.createdAt, timeZone)}`}
                  {message.attempts > 1 && ` · ${message.attempts} tries`}
                </p>
                {/* Why it failed in red; a held message's note is not an error (the banner says why). */}
                {message.lastError && message.status !== "sent" && (
                  <p className={`mt-1 text-sm ${message.status === "failed" ? "text-red-800" : "text-stone-700"}`}>{message.lastError}</p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {message.status === "failed" && (
                  <Button variant="secondary" pending={retry.isPending && retry.variables?.id === message.id} onClick={() => onRetry(message)}>
                    Retry
                  </Button>
                )}
                <Button variant="ghost" aria-expanded={expanded} aria-controls={detailId} onClick={() => setOpen(expanded ? null : message.id)}>
                  {expanded ? "Close" : "Open"}
                  <span className="sr-only">
                    {" "}
                    {KIND_LABEL[message.kind].toLowerCase()} to {message.recipient}
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
