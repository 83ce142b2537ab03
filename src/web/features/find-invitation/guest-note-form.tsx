import { useLingui } from "../../lib/i18n-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { sendGuestNote } from "./api";
import { refusalMessage, translateFields } from "../reply-form/field-messages";

/** No dead end: a guest the lookup could not place leaves the couple a note for their review list. */
export function GuestNoteForm({ weddingId, name: typedName }: { weddingId: string; name: string }) {
  const [name, setName] = useState(typedName);
  const [contact, setContact] = useState("");
  const [message, setMessage] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");
  const { i18n } = useLingui();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: i18n._({ id: "field.nameRequired", message: "Your name is required" }) });
    setErrors({});
    setState("sending");
    try {
      await sendGuestNote({ weddingId, name: name.trim(), contact: contact.trim(), message: message.trim(), website });
      setState("sent");
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? {
              ...translateFields(i18n, error.fields),
              form:
                refusalMessage(i18n, error.body) ?? i18n._({ id: "note.failed", message: "We couldn't send your note. Check your connection and try again." }),
            }
          : { form: i18n._({ id: "note.failed", message: "We couldn't send your note. Check your connection and try again." }) },
      );
      setState("editing");
    }
  };

  if (state === "sent") {
    return (
      <p role="status" className="rounded-xl border border-blush-200 bg-blush-50 px-4 py-3 text-stone-900">
        {i18n._({ id: "note.sent", message: "Thank you, your note is on its way to the couple. They'll be in touch." })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="guest-note-heading" className="grid gap-4 text-start" noValidate>
      <h3 id="guest-note-heading" className="text-base font-semibold text-stone-900">
        {i18n._({ id: "note.heading", message: "Leave the couple a note" })}
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      <fieldset disabled={state === "sending"} className="grid min-w-0 gap-4">
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the honeypot is hidden from people; only bots read its label */}
          <label htmlFor="note-website">Website</label>
          <input id="note-website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <TextField
          label={i18n._({ id: "form.yourName", message: "Your name" })}
          required
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={i18n._({ id: "note.contact", message: "Email or phone" })}
          hint={i18n._({ id: "note.contactHint", message: "Optional: so the couple can reply." })}
          autoComplete="email"
          maxLength={254}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          error={errors.contact}
        />
        <TextAreaField
          label={i18n._({ id: "note.message", message: "Message" })}
          hint={i18n._({ id: "form.optional", message: "Optional" })}
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
        />
        <Button
          type="submit"
          pending={state === "sending"}
          pendingLabel={i18n._({ id: "form.sending", message: "Sending…" })}
          className="min-h-12 w-full rounded-xl"
        >
          {i18n._({ id: "note.send", message: "Send the note" })}
        </Button>
      </fieldset>
    </form>
  );
}
