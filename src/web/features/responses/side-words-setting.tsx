import { i18n } from "../host/host-i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type SideWords, sideLabels } from "../../../contract/side-labels";
import type { Wedding } from "../../../contract/wedding";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { apiRequest } from "../../lib/api";

/**
 * How the sides are named on every screen and export (issue 29, decision 0026): the partners'
 * names by default ("Tom's side"), or the specification's "Bride's side / Groom's side". Saved
 * as soon as it is chosen; every wedding query is refreshed so each screen follows.
 */
export function SideWordsSetting({ wedding }: { wedding: Pick<Wedding, "id" | "partner1" | "partner2" | "sideWords"> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<SideWords | null>(null);
  const shown = choice ?? wedding.sideWords ?? "names";
  const save = useMutation({
    mutationFn: (sideWords: SideWords) => apiRequest<Wedding>("PUT", `/api/weddings/${wedding.id}`, { sideWords }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/weddings"] });
      toast({ title: i18n._({ id: "responses.sideWordsSaved", message: "Setting Saved" }), variant: "success" });
    },
    onError: () =>
      toast({
        title: i18n._({ id: "responses.sideWordsNotSaved", message: "Not Saved" }),
        description: i18n._({ id: "responses.sideWordsFailed", message: "The setting could not be saved. Please try again." }),
        variant: "destructive",
      }),
    onSettled: () => setChoice(null),
  });
  const example = (sideWords: SideWords) => {
    const labels = sideLabels({ partner1: wedding.partner1, partner2: wedding.partner2, sideWords });
    return i18n._({ id: "responses.sideWordsOption", message: "{first} and {second}", values: { first: labels.bride, second: labels.groom } });
  };
  return (
    <div className="grid max-w-md gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {i18n._({ id: "responses.sideWordsLabel", message: "Name the sides" })}
      </label>
      <select
        id={id}
        value={shown}
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
        onChange={(event) => {
          const next = event.target.value as SideWords;
          setChoice(next);
          save.mutate(next);
        }}
        className={inputClass}
      >
        <option value="names">{example("names")}</option>
        <option value="bride-groom">{example("bride-groom")}</option>
      </select>
    </div>
  );
}
