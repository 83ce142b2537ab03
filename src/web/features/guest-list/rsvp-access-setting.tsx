import { i18n } from "../host/host-i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RSVP_ACCESS, type RsvpAccess } from "../../../contract/guest-list";
import { toast } from "../../components/ui/toast";
import { weddingQuery } from "../host/api";
import { saveRsvpAccess } from "./api";

const choices = (): Record<RsvpAccess, { label: string; hint: string }> => ({
  open: {
    label: i18n._({ id: "guests.accessOpen", message: "Anyone with the RSVP link" }),
    hint: i18n._({ id: "guests.accessOpenHint", message: "As before: replies are matched to your households by name, and you confirm the match." }),
  },
  invitation: {
    label: i18n._({ id: "guests.accessInvitation", message: "Only invited guests (they find their invitation by name)" }),
    hint: i18n._({ id: "guests.accessInvitationHint", message: "The RSVP page asks for a name and opens that household's invitation." }),
  },
});

/** Who may reply (issue 13, item 4), saved as soon as it is chosen. */
export function RsvpAccessSetting({ weddingId, code, value }: { weddingId: string; code: string; value: RsvpAccess }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (access: RsvpAccess) => saveRsvpAccess(weddingId, access),
    onSuccess: ({ rsvpAccess }) => {
      queryClient.setQueryData(weddingQuery(code).queryKey, (wedding) => wedding && { ...wedding, rsvpAccess });
      toast({ title: i18n._({ id: "guests.settingSaved", message: "Setting Saved" }), description: choices()[rsvpAccess].label, variant: "success" });
    },
    onError: () =>
      toast({
        title: i18n._({ id: "guests.notSaved", message: "Not Saved" }),
        description: i18n._({ id: "guests.settingFailed", message: "The setting could not be saved. Please try again." }),
        variant: "destructive",
      }),
  });
  // Shown at once (the mutation's own state arrives a tick later, which would flick the radio back).
  const [choice, setChoice] = useState<RsvpAccess | null>(null);
  const shown = choice ?? value;
  const labels = choices();
  return (
    <fieldset disabled={save.isPending} aria-busy={save.isPending || undefined} className="grid gap-2">
      <legend className="font-serif text-xl text-stone-900">{i18n._({ id: "guests.whoMayReply", message: "Who may reply" })}</legend>
      {RSVP_ACCESS.map((access) => (
        <label
          key={access}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-blush-200 p-3 has-checked:border-blush-500 has-checked:bg-blush-50"
        >
          <input
            type="radio"
            name="rsvp-access"
            value={access}
            checked={shown === access}
            onChange={() => {
              setChoice(access);
              save.mutate(access, { onSettled: () => setChoice(null) });
            }}
            className="mt-1 h-5 w-5 shrink-0 accent-blush-600"
          />
          <span className="min-w-0 break-words">
            <span className="block font-medium text-stone-900">{labels[access].label}</span>
            <span className="block text-sm text-stone-700">{labels[access].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
