import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { sendGuestNote } from "./api";

/** No dead end: a guest the lookup could not place leaves the couple a note for their review list. */
export function GuestNoteForm({ weddingId, name: typedName }: { weddingId: string; name: string }) {
  const [name, setName] = useState(typedName);
  const [contact, setContact] = useState("");
  const [message, setMessage] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: "Your name is required" });
    setErrors({});
    setState("sending");
    try {
      await sendGuestNote({ weddingId, name: name.trim(), contact: contact.trim(), message: message.trim(), website });
      setState("sent");
    } catch (error) {
      setErrors(
        error instanceof ApiError ? { ...error.fields, form: error.reason } : { form: "We couldn't send your note. Check your connection and try again." },
      );
      setState("editing");
    }
  };

  if (state === "sent") {
    return (
      <p role="status" className="rounded-xl border border-blush-200 bg-blush-50 px-4 py-3 text-stone-900">
        Thank you, your note is on its way to the couple. They'll be in touch.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="guest-note-heading" className="grid gap-4 text-left" noValidate>
      <h3 id="guest-note-heading" className="text-base font-semibold text-stone-900">
        Leave the couple a note
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      <fieldset disabled={state === "sending"} className="grid min-w-0 gap-4">
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="note-website">Website</label>
          <input id="note-website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </div>
        <TextField label="Your name" required autoComplete="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <TextField
          label="Email or phone"
          hint="Optional: so the couple can reply."
          autoComplete="email"
          maxLength={254}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          error={errors.contact}
        />
        <TextAreaField
          label="Message"
          hint="Optional"
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
        />
        <Button type="submit" pending={state === "sending"} pendingLabel="Sending…" className="min-h-12 w-full rounded-xl">
          Send the note
        </Button>
      </fieldset>
    </form>
  );
}
