import { i18n } from "../host/host-i18n";
import { useState, type FormEvent } from "react";
import type { EventCreate, HostEvent } from "../../../contract/events";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";

// Its translations are written on the translations screen (docs/decisions/0028-couple-texts-and-registers.md); a save here keeps them.
type Draft = Record<Exclude<keyof EventCreate, "translations">, string>;

const blank: Draft = { name: "", date: "", startTime: "", endTime: "", venue: "", address: "", description: "", dressCode: "" };
const draftOf = (event?: HostEvent): Draft =>
  event
    ? {
        name: event.name,
        date: event.date ?? "",
        startTime: event.startTime ?? "",
        endTime: event.endTime ?? "",
        venue: event.venue ?? "",
        address: event.address ?? "",
        description: event.description ?? "",
        dressCode: event.dressCode ?? "",
      }
    : blank;

interface EventFormProps {
  event?: HostEvent;
  submitLabel: string;
  onSave: (draft: EventCreate) => Promise<unknown>;
  onCancel?: () => void;
}

/** An event's details: every field the guests' schedule will show (docs/decisions/0019-events.md). */
export function EventForm({ event, submitLabel, onSave, onCancel }: EventFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: e.target.value })),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim()) return setErrors({ name: i18n._({ id: "events.nameRequired", message: "Give the event a name" }) });
    setPending(true);
    try {
      await onSave(draft);
      setErrors({});
      if (!event) setDraft(blank);
    } catch (error) {
      setErrors(
        error instanceof ApiError && Object.keys(error.fields).length
          ? error.fields
          : { name: i18n._({ id: "events.saveFailed", message: "Could not save the event. Please try again." }) },
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <TextField
        label={i18n._({ id: "events.fieldName", message: "Event name" })}
        required
        placeholder={i18n._({ id: "events.fieldNamePlaceholder", message: "Rehearsal dinner" })}
        maxLength={100}
        {...field("name")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={i18n._({ id: "events.fieldDate", message: "Date" })} type="date" {...field("date")} />
        <TextField label={i18n._({ id: "events.fieldStarts", message: "Starts" })} type="time" {...field("startTime")} />
        <TextField label={i18n._({ id: "events.fieldEnds", message: "Ends" })} type="time" {...field("endTime")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={i18n._({ id: "events.fieldVenue", message: "Venue" })} maxLength={300} {...field("venue")} />
        <TextField label={i18n._({ id: "events.fieldAddress", message: "Address" })} maxLength={300} {...field("address")} />
      </div>
      <TextField label={i18n._({ id: "events.fieldDressCode", message: "Dress code" })} maxLength={100} {...field("dressCode")} />
      <TextAreaField label={i18n._({ id: "events.fieldDescription", message: "Description" })} maxLength={1000} {...field("description")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending} pendingLabel={i18n._({ id: "events.saving", message: "Saving…" })}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {i18n._({ id: "events.cancel", message: "Cancel" })}
          </Button>
        )}
      </div>
    </form>
  );
}
