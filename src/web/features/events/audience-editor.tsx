import { i18n } from "../host/host-i18n";
import { useId, useMemo, useState } from "react";
import type { HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useSetAudience } from "./api";

interface AudienceEditorProps {
  weddingId: string;
  event: HostEvent;
  parties: readonly Party[];
}

/** "Who is invited": everyone, or chosen households (a searchable checklist) and tags (docs/decisions/0019-events.md). */
export function AudienceEditor({ weddingId, event, parties }: AudienceEditorProps) {
  const id = useId();
  const [everyone, setEveryone] = useState(event.visibility === "everyone");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(event.invitedPartyIds));
  const [tags, setTags] = useState<ReadonlySet<string>>(() => new Set(event.invitedTags));
  const [search, setSearch] = useState("");
  const save = useSetAudience(weddingId);
  const allTags = useMemo(() => [...new Set([...parties.flatMap((party) => party.tags), ...event.invitedTags])].sort(), [parties, event.invitedTags]);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (!words) return parties;
    return parties.filter((party) =>
      [party.name, ...party.guests.map((guest) => `${guest.firstName} ${guest.lastName}`)].some((name) => name.toLowerCase().includes(words)),
    );
  }, [parties, search]);
  const toggle = (set: ReadonlySet<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const invitedCount = parties.filter((party) => chosen.has(party.id) || party.tags.some((tag) => tags.has(tag))).length;

  const onSave = () =>
    save.mutate(
      { id: event.id, audience: everyone ? { visibility: "everyone" } : { visibility: "invited", partyIds: [...chosen], tags: [...tags] } },
      {
        onSuccess: () =>
          toast({
            title: i18n._({ id: "events.guestListSaved", message: "Guest list saved" }),
            description: i18n._({ id: "events.guestListSavedDescription", message: "Who is invited to {name} is saved.", values: { name: event.name } }),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: i18n._({ id: "events.notSaved", message: "Not saved" }),
            description: error instanceof ApiError ? error.reason : i18n._({ id: "events.pleaseTryAgain", message: "Please try again." }),
            variant: "destructive",
          }),
      },
    );

  return (
    <fieldset className="grid gap-3">
      <legend className="font-medium text-stone-900">{i18n._({ id: "events.whoIsInvited", message: "Who is invited" })}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={`${id}-who`} checked={everyone} onChange={() => setEveryone(true)} className="h-5 w-5 accent-blush-600" />
        {i18n._({ id: "events.everyoneInvited", message: "Everyone invited to the wedding" })}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={`${id}-who`} checked={!everyone} onChange={() => setEveryone(false)} className="h-5 w-5 accent-blush-600" />
        {i18n._({ id: "events.onlyChosen", message: "Only chosen households or tags (a private event)" })}
      </label>
      {!everyone && (
        <div className="grid gap-3 rounded-xl border border-stone-200 p-3">
          <p className="text-sm text-stone-700">
            {i18n._({
              id: "events.privateHint",
              message:
                "Nobody else sees this event: not on the RSVP page, the save-the-date or any link preview. {invited} of {total, plural, one {# household} other {# households}} invited.",
              values: { invited: invitedCount, total: parties.length },
            })}
          </p>
          {allTags.length > 0 && (
            <fieldset>
              <legend className="text-sm font-medium text-stone-800">{i18n._({ id: "events.householdsWithTag", message: "Households with a tag" })}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {allTags.map((tag) => (
                  <label key={tag} className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" checked={tags.has(tag)} onChange={() => setTags(toggle(tags, tag))} className="h-5 w-5 accent-blush-600" />
                    {tag}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-stone-800">
            {i18n._({ id: "events.findHousehold", message: "Find a household" })}
          </label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className={inputClass} />
          <fieldset>
            <legend className="sr-only">{i18n._({ id: "events.households", message: "Households" })}</legend>
            <ul className="max-h-72 overflow-y-auto">
              {shown.map((party) => (
                <li key={party.id}>
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(party.id)}
                      onChange={() => setChosen(toggle(chosen, party.id))}
                      className="h-5 w-5 shrink-0 accent-blush-600"
                    />
                    <span className="min-w-0 break-words">{party.name}</span>
                  </label>
                </li>
              ))}
              {shown.length === 0 && (
                <li className="py-2 text-sm text-stone-600">{i18n._({ id: "events.noHouseholdMatches", message: "No household matches." })}</li>
              )}
            </ul>
          </fieldset>
        </div>
      )}
      <div>
        <Button type="button" variant="secondary" pending={save.isPending} pendingLabel={i18n._({ id: "events.saving", message: "Saving…" })} onClick={onSave}>
          {i18n._({ id: "events.saveInvited", message: "Save who is invited" })}
        </Button>
      </div>
    </fieldset>
  );
}
