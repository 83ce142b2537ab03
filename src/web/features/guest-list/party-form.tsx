import { i18n } from "../host/host-i18n";
import { useState, type FormEvent } from "react";
import type { Locale } from "../../../contract/locales";
import { GUEST_LENGTH, MAX_EXTRA_SEATS, type Party } from "../../../contract/guest-list";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { SideSelect } from "../host/side-select";
import { useAddParty, useUpdateParty } from "./api";
import { GuestRows } from "./guest-rows";
import { LanguageSelect } from "./language-select";
import { fromDraft, toDraft, type PartyDraft } from "./party-draft";
import { RegenerateLink } from "./regenerate-link";

interface PartyFormProps {
  weddingId: string;
  /** The wedding's languages, its own first: the "Language for emails" choices. */
  locales: Locale[];
  party: Party | null;
  onDone: () => void;
}

export function PartyForm({ weddingId, locales, party, onDone }: PartyFormProps) {
  const [draft, setDraft] = useState<PartyDraft>(() => toDraft(party));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddParty(weddingId);
  const update = useUpdateParty(weddingId);
  const pending = add.isPending || update.isPending;
  const set = (change: Partial<PartyDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const built = fromDraft(draft);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    try {
      if (party) await update.mutateAsync({ id: party.id, input: built.input });
      else {
        const added = await add.mutateAsync(built.input);
        toast({
          title: i18n._({ id: "guests.toastAdded", message: "Household Added" }),
          description: i18n._({ id: "guests.toastAddedText", message: "{name} is on the guest list.", values: { name: added.name } }),
          variant: "success",
        });
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      toast({
        title: i18n._({ id: "guests.toastSaveFailed", message: "Save Failed" }),
        description:
          error instanceof ApiError
            ? error.reason
            : i18n._({ id: "guests.toastSaveFailedText", message: "The household could not be saved. Please try again." }),
        variant: "destructive",
      });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={
        party
          ? i18n._({ id: "guests.editParty", message: "Edit {name}", values: { name: party.name } })
          : i18n._({ id: "guests.newParty", message: "New household" })
      }
      className="flex min-h-0 flex-col"
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <fieldset disabled={pending} className="grid min-w-0 gap-5 px-5 py-5 sm:px-6">
          <TextField
            label={i18n._({ id: "guests.partyName", message: "Household name" })}
            hint={i18n._({ id: "guests.partyNameHint", message: "Leave blank to name it after the guests." })}
            maxLength={GUEST_LENGTH.partyName}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <GuestRows guests={draft.guests} errors={errors} onChange={(guests) => set({ guests })} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={i18n._({ id: "guests.openSeatsLabel", message: "Open seats" })}
              hint={i18n._({
                id: "guests.openSeatsHint",
                message: "Guests they may name themselves, like a +1 (at most {max}).",
                values: { max: MAX_EXTRA_SEATS },
              })}
              inputMode="numeric"
              value={draft.extraSeats}
              error={errors.extraSeats}
              onChange={(e) => set({ extraSeats: e.target.value })}
            />
            <SideSelect
              guestName={draft.name.trim() || i18n._({ id: "guests.thisParty", message: "this household" })}
              value={draft.side}
              pending={false}
              onChange={(side) => set({ side })}
            />
          </div>
          <TextField
            label={i18n._({ id: "guests.tags", message: "Tags" })}
            hint={i18n._({ id: "guests.tagsHint", message: "Comma-separated: Family, Work, Evening only." })}
            value={draft.tags}
            error={errors.tags}
            onChange={(e) => set({ tags: e.target.value })}
          />
          <TextField
            label={i18n._({ id: "guests.postcode", message: "Postcode" })}
            hint={i18n._({ id: "guests.postcodeHint", message: "The household's postcode, if finding an invitation by name asks for it." })}
            autoComplete="off"
            maxLength={GUEST_LENGTH.postalCode}
            value={draft.postalCode}
            error={errors.postalCode}
            onChange={(e) => set({ postalCode: e.target.value })}
          />
          <LanguageSelect offered={locales} fallback={locales[0] ?? "en"} value={draft.locale ?? null} onChange={(locale) => set({ locale })} />
          <TextAreaField
            label={i18n._({ id: "guests.note", message: "Note" })}
            hint={i18n._({ id: "guests.noteHint", message: "Only you see this." })}
            maxLength={GUEST_LENGTH.note}
            value={draft.note}
            error={errors.note}
            onChange={(e) => set({ note: e.target.value })}
          />
          {party && <RegenerateLink weddingId={weddingId} party={party} />}
        </fieldset>
      </div>
      <div className="flex gap-2 border-t border-blush-100 px-5 py-4 sm:justify-end sm:px-6">
        <Button type="button" variant="secondary" disabled={pending} onClick={onDone} className="flex-1 sm:flex-none">
          {i18n._({ id: "guests.cancel", message: "Cancel" })}
        </Button>
        <Button type="submit" pending={pending} pendingLabel={i18n._({ id: "guests.saving", message: "Saving…" })} className="flex-1 sm:flex-none">
          {party ? i18n._({ id: "guests.saveChanges", message: "Save changes" }) : i18n._({ id: "guests.addPartyButton", message: "Add household" })}
        </Button>
      </div>
    </form>
  );
}
