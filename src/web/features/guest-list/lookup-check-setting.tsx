import { i18n } from "../host/host-i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LOOKUP_CHECKS, type LookupCheck } from "../../../contract/guest-list";
import { PHONE_DIGITS } from "../../../contract/rules/lookup-detail";
import { toast } from "../../components/ui/toast";
import { weddingQuery } from "../host/api";
import { saveLookupCheck } from "./api";

export const lookupCheckChoices = (): Record<LookupCheck, { label: string; hint: string }> => ({
  name: {
    label: i18n._({ id: "guests.lookupName", message: "Their name alone" }),
    hint: i18n._({
      id: "guests.lookupNameHint",
      message: "Quickest for guests. Anyone who knows a guest's full name can open that household's invitation.",
    }),
  },
  postcode: {
    label: i18n._({ id: "guests.lookupPostcode", message: "Their name and their postcode" }),
    hint: i18n._({ id: "guests.lookupPostcodeHint", message: "From the postcode on each household. A household without one can only use its link." }),
  },
  phone: {
    label: i18n._({ id: "guests.lookupPhone", message: "Their name and the last {digits} digits of a phone number", values: { digits: PHONE_DIGITS } }),
    hint: i18n._({ id: "guests.lookupPhoneHint", message: "Any phone number you have for someone in the household." }),
  },
  email: {
    label: i18n._({ id: "guests.lookupEmail", message: "Their name and an email address" }),
    hint: i18n._({ id: "guests.lookupEmailHint", message: "Any email address you have for someone in the household." }),
  },
  words: {
    label: i18n._({ id: "guests.lookupWords", message: "Their name and the two words printed on their invitation" }),
    hint: i18n._({
      id: "guests.lookupWordsHint",
      message: "Each household has its own words, shown on its card and in the invitations pack: print them beside the QR code.",
    }),
  },
});

/**
 * What a guest types besides their name to open their invitation (issue 27; docs/decisions/0022-lookup-privacy.md),
 * saved as soon as it is chosen, like "Who may reply".
 */
export function LookupCheckSetting({ weddingId, code, value }: { weddingId: string; code: string; value: LookupCheck }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (check: LookupCheck) => saveLookupCheck(weddingId, check),
    onSuccess: ({ lookupCheck }) => {
      queryClient.setQueryData(weddingQuery(code).queryKey, (wedding) => wedding && { ...wedding, lookupCheck });
      toast({
        title: i18n._({ id: "guests.settingSaved", message: "Setting Saved" }),
        description: lookupCheckChoices()[lookupCheck].label,
        variant: "success",
      });
    },
    onError: () =>
      toast({
        title: i18n._({ id: "guests.notSaved", message: "Not Saved" }),
        description: i18n._({ id: "guests.settingFailed", message: "The setting could not be saved. Please try again." }),
        variant: "destructive",
      }),
  });
  // Shown at once (the mutation's own state arrives a tick later, which would flick the radio back).
  const [choice, setChoice] = useState<LookupCheck | null>(null);
  const shown = choice ?? value;
  const labels = lookupCheckChoices();
  return (
    <fieldset disabled={save.isPending} aria-busy={save.isPending || undefined} className="grid gap-2">
      <legend className="font-serif text-xl text-stone-900">{i18n._({ id: "guests.lookupLegend", message: "Finding an invitation by name asks for" })}</legend>
      <p className="text-sm text-stone-700">
        {i18n._({
          id: "guests.lookupIntro",
          message: "A guest without their link types their name. Ask for one more thing you know and a stranger does not, and a name alone opens nothing.",
        })}
      </p>
      {LOOKUP_CHECKS.map((check) => (
        <label
          key={check}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-blush-200 p-3 has-checked:border-blush-500 has-checked:bg-blush-50"
        >
          <input
            type="radio"
            name="lookup-check"
            value={check}
            checked={shown === check}
            onChange={() => {
              setChoice(check);
              save.mutate(check, { onSettled: () => setChoice(null) });
            }}
            className="mt-1 h-5 w-5 shrink-0 accent-blush-600"
          />
          <span className="min-w-0 break-words">
            <span className="block font-medium text-stone-900">{labels[check].label}</span>
            <span className="block text-sm text-stone-700">{labels[check].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
