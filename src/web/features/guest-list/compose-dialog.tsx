import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { Party } from "../../../contract/guest-list";
import { MAIL_TEMPLATES, MAX_SEND_PARTIES, type BulkMailKind, type RenderedMail } from "../../../contract/mail-settings";
import { Button } from "../../components/ui/button";
import { inputClass, TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { withElements } from "../../lib/i18n-react";
import { AUDIENCES, audienceLabel, audienceParties, hasEmail, type Audience } from "./mail-audience";
import { queuedText, recipientsText } from "./compose-text";
import { invitedPartiesQuery, previewMail, useSendMail } from "./mail-api";
import { MailKindChoice } from "./mail-kind-choice";
import { MailPreview } from "../mail-preview/mail-preview";

interface ComposeDialogProps {
  weddingId: string;
  code: string;
  parties: readonly Party[];
  /** Parties picked on the list; null when opened from the header. */
  selection: readonly string[] | null;
  onClose: () => void;
}

const labelClass = "text-sm font-medium text-stone-800";

/**
 * Invitations and reminders by email (issue 14): who, which text (a template to start from),
 * a preview of one party's email as it will arrive, then send. Each party's own link is added.
 */
export function ComposeDialog({ weddingId, code, parties, selection, onClose }: ComposeDialogProps) {
  const invitedQuery = useQuery(invitedPartiesQuery(weddingId));
  const send = useSendMail(weddingId);
  const [kind, setKind] = useState<BulkMailKind>("invitation");
  const [audience, setAudience] = useState<Audience>(selection?.length ? "selected" : "not_invited");
  const [subject, setSubject] = useState(MAIL_TEMPLATES.invitation[0]!.subject);
  const [message, setMessage] = useState(MAIL_TEMPLATES.invitation[0]!.message);
  const [previewFor, setPreviewFor] = useState("");
  const [preview, setPreview] = useState<RenderedMail | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string>();
  const ids = useId();

  const invited = useMemo(() => new Set(invitedQuery.data?.partyIds ?? []), [invitedQuery.data]);
  const recipients = useMemo(() => audienceParties(parties, audience, kind, selection ?? [], invited), [parties, audience, kind, selection, invited]);
  const withEmail = recipients.filter(hasEmail);
  const previewParty = withEmail.find((party) => party.id === previewFor) ?? withEmail[0];

  useEffect(() => setPreview(null), [kind, subject, message, previewParty?.id]);

  const pickTemplate = (nextKind: BulkMailKind, index: number) => {
    const template = MAIL_TEMPLATES[nextKind][index]!;
    setSubject(template.subject);
    setMessage(template.message);
  };
  const onKind = (next: BulkMailKind) => {
    setKind(next);
    pickTemplate(next, 0);
    if (next === "reminder" && audience === "not_invited") setAudience("not_replied");
  };

  const onPreview = async () => {
    if (!previewParty) return;
    setPreviewing(true);
    setError(undefined);
    try {
      setPreview(await previewMail(weddingId, { kind, subject, message, partyId: previewParty.id }));
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.reason : i18n._({ id: "guests.mailPreviewFailed", message: "The preview could not be made. Please try again." }),
      );
    } finally {
      setPreviewing(false);
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    send.mutate(
      { kind, subject, message, partyIds: withEmail.slice(0, MAX_SEND_PARTIES).map((party) => party.id) },
      {
        onSuccess: (result) => {
          toast({
            title: i18n._({ id: "guests.mailQueued", message: "Emails Queued" }),
            description: queuedText(result),
            variant: "success",
          });
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.reason : i18n._({ id: "guests.mailSendFailed", message: "Nothing was sent. Please try again." })),
      },
    );
  };

  const noEmail = recipients.length - withEmail.length;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !send.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="font-serif text-2xl text-stone-900">{i18n._({ id: "guests.mailTitle", message: "Email your guests" })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {withElements(
              i18n._({
                id: "guests.mailIntro",
                message:
                  "Each party gets its own private invitation link, the day's details and a way to opt out. Messages wait in the <0>Outbox</0> until they are sent.",
              }),
              { 0: <Link href={`/outbox/${code}`} className="font-medium text-blush-700 underline" /> },
            )}
          </Dialog.Description>
          <form onSubmit={onSend} className="mt-4 grid gap-4">
            <MailKindChoice kind={kind} legendClass={labelClass} onChange={onKind} />
            <div className="grid gap-1.5">
              <label htmlFor={`${ids}-audience`} className={labelClass}>
                {i18n._({ id: "guests.mailTo", message: "To" })}
              </label>
              <select
                id={`${ids}-audience`}
                value={audience}
                onChange={(event) => setAudience(event.target.value as Audience)}
                className={`${inputClass} pr-8`}
              >
                {AUDIENCES.filter((value) => value !== "selected" || selection?.length)
                  .filter((value) => value !== "not_invited" || kind === "invitation")
                  .map((value) => (
                    <option key={value} value={value}>
                      {audienceLabel(value)}
                    </option>
                  ))}
              </select>
              <p className="text-sm text-stone-700" role="status">
                {recipientsText(withEmail.length, noEmail)}
              </p>
            </div>
            <fieldset className="grid gap-2">
              <legend className={labelClass}>{i18n._({ id: "guests.mailStartFrom", message: "Start from" })}</legend>
              <div className="flex flex-wrap gap-2">
                {MAIL_TEMPLATES[kind].map((template, index) => (
                  <Button key={template.label} variant="secondary" onClick={() => pickTemplate(kind, index)}>
                    {template.label}
                  </Button>
                ))}
              </div>
              <p className="text-sm text-stone-700">
                {i18n._({
                  id: "guests.mailTemplateHint",
                  message: "Left as it is, a template goes to each household in its own language; your own words go as you type them.",
                })}
              </p>
            </fieldset>
            <TextField
              label={i18n._({ id: "guests.mailSubject", message: "Subject" })}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              maxLength={150}
              required
            />
            <TextAreaField
              label={i18n._({ id: "guests.mailMessage", message: "Message" })}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              rows={6}
              maxLength={4000}
              // The placeholder the server fills stays literal: a value, so no translator alters it.
              hint={i18n._({ id: "guests.mailNamesHint", message: "{placeholder} becomes each party's name.", values: { placeholder: "{names}" } })}
              required
            />
            <div className="grid gap-2 rounded-xl border border-blush-200 bg-blush-50/40 p-3">
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid min-w-0 flex-1 basis-48 gap-1">
                  <label htmlFor={`${ids}-preview`} className={labelClass}>
                    {i18n._({ id: "guests.mailPreviewFor", message: "Preview for" })}
                  </label>
                  <select
                    id={`${ids}-preview`}
                    value={previewParty?.id ?? ""}
                    onChange={(event) => setPreviewFor(event.target.value)}
                    disabled={!withEmail.length}
                    className={`${inputClass} pr-8`}
                  >
                    {withEmail.slice(0, 200).map((party) => (
                      <option key={party.id} value={party.id}>
                        {party.name}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => void onPreview()}
                  pending={previewing}
                  pendingLabel={i18n._({ id: "guests.mailPreparing", message: "Preparing…" })}
                  disabled={!previewParty || !subject.trim() || !message.trim()}
                >
                  {i18n._({ id: "guests.preview", message: "Preview" })}
                </Button>
              </div>
              {preview && <MailPreview mail={preview} />}
            </div>
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={send.isPending}>
                  {i18n._({ id: "guests.cancel", message: "Cancel" })}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                pending={send.isPending}
                pendingLabel={i18n._({ id: "guests.mailSending", message: "Sending…" })}
                disabled={!withEmail.length || !subject.trim() || !message.trim()}
              >
                {i18n._({ id: "guests.mailSendTo", message: "Send to {count, plural, one {# party} other {# parties}}", values: { count: withEmail.length } })}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
