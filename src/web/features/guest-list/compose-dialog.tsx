import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, type FormEvent } from "react";
import { Link } from "wouter";
import type { Party } from "../../../contract/guest-list";
import { MAIL_TEMPLATES } from "../../../contract/mail-settings";
import { Button } from "../../components/ui/button";
import { inputClass, TextAreaField, TextField } from "../../components/ui/field";
import { withElements } from "../../lib/i18n-react";
import { audienceLabel, type Audience } from "./mail-audience";
import { recipientsText } from "./compose-text";
import { useComposeMail } from "./use-compose-mail";
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
  const mail = useComposeMail({ weddingId, parties, selection, onSent: onClose });
  const ids = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mail.sendAll();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !mail.sending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="font-serif text-2xl text-stone-900">{i18n._({ id: "guests.mailTitle", message: "Email your guests" })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {withElements(
              i18n._({
                id: "guests.mailIntro",
                message:
                  "Each household gets its own private invitation link, the day's details and a way to opt out. Messages wait in the <0>Outbox</0> until they are sent.",
              }),
              { 0: <Link href={`/outbox/${code}`} className="font-medium text-blush-700 underline" /> },
            )}
          </Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4 grid gap-4">
            <MailKindChoice kind={mail.kind} legendClass={labelClass} onChange={mail.chooseKind} />
            <div className="grid gap-1.5">
              <label htmlFor={`${ids}-audience`} className={labelClass}>
                {i18n._({ id: "guests.mailTo", message: "To" })}
              </label>
              <select
                id={`${ids}-audience`}
                value={mail.audience}
                onChange={(event) => mail.setAudience(event.target.value as Audience)}
                className={`${inputClass} pr-8`}
              >
                {mail.audiences.map((value) => (
                  <option key={value} value={value}>
                    {audienceLabel(value)}
                  </option>
                ))}
              </select>
              <p className="text-sm text-stone-700" role="status">
                {recipientsText(mail.withEmail.length, mail.noEmail)}
              </p>
            </div>
            <fieldset className="grid gap-2">
              <legend className={labelClass}>{i18n._({ id: "guests.mailStartFrom", message: "Start from" })}</legend>
              <div className="flex flex-wrap gap-2">
                {MAIL_TEMPLATES[mail.kind].map((template, index) => (
                  <Button key={template.label} variant="secondary" onClick={() => mail.pickTemplate(mail.kind, index)}>
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
              value={mail.subject}
              onChange={(event) => mail.setSubject(event.target.value)}
              maxLength={150}
              required
            />
            <TextAreaField
              label={i18n._({ id: "guests.mailMessage", message: "Message" })}
              value={mail.message}
              onChange={(event) => mail.setMessage(event.target.value)}
              rows={6}
              maxLength={4000}
              // The placeholder the server fills stays literal: a value, so no translator alters it.
              hint={i18n._({ id: "guests.mailNamesHint", message: "{placeholder} becomes each household's name.", values: { placeholder: "{names}" } })}
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
                    value={mail.previewParty?.id ?? ""}
                    onChange={(event) => mail.setPreviewFor(event.target.value)}
                    disabled={!mail.withEmail.length}
                    className={`${inputClass} pr-8`}
                  >
                    {mail.withEmail.slice(0, 200).map((party) => (
                      <option key={party.id} value={party.id}>
                        {party.name}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => void mail.showPreview()}
                  pending={mail.previewing}
                  pendingLabel={i18n._({ id: "guests.mailPreparing", message: "Preparing…" })}
                  disabled={!mail.canPreview}
                >
                  {i18n._({ id: "guests.preview", message: "Preview" })}
                </Button>
              </div>
              {mail.preview && <MailPreview mail={mail.preview} />}
            </div>
            {mail.error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {mail.error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={mail.sending}>
                  {i18n._({ id: "guests.cancel", message: "Cancel" })}
                </Button>
              </Dialog.Close>
              <Button type="submit" pending={mail.sending} pendingLabel={i18n._({ id: "guests.mailSending", message: "Sending…" })} disabled={!mail.canSend}>
                {i18n._({
                  id: "guests.mailSendTo",
                  message: "Send to {count, plural, one {# household} other {# households}}",
                  values: { count: mail.withEmail.length },
                })}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
