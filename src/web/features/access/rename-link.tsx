import { i18n } from "../host/host-i18n";
import { useId, useState, type FormEvent } from "react";
import { ACCESS_LINK_NAME_LENGTH, type AccessLink } from "../../../contract/access";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";

/**
 * A link's name, changed in place ("Mum" becomes "Mum and Dad"): its secret and role stay, so the
 * person keeps the link they have. The activity log keeps the name each change was made under.
 */
export function RenameLink({ link, pending, onRename }: { link: AccessLink; pending: boolean; onRename: (name: string, done: () => void) => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(link.name);
  const id = useId();
  if (!editing)
    return (
      <Button
        variant="secondary"
        aria-label={i18n._({ id: "sharing.renameLabel", message: "Rename {name}'s link", values: { name: link.name } })}
        onClick={() => {
          setName(link.name);
          setEditing(true);
        }}
      >
        {i18n._({ id: "sharing.rename", message: "Rename" })}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next || next === link.name) return setEditing(false);
    onRename(next, () => setEditing(false));
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {i18n._({ id: "sharing.newName", message: "New name" })}
        </label>
        <input
          id={id}
          // Opened by the person's own press of "Rename": the field they asked for takes the focus.
          autoFocus
          required
          maxLength={ACCESS_LINK_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
          className={inputClass}
        />
      </div>
      <Button type="submit" pending={pending} pendingLabel={i18n._({ id: "sharing.renaming", message: "Saving…" })}>
        {i18n._({ id: "sharing.saveName", message: "Save" })}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
        {i18n._({ id: "sharing.cancelRename", message: "Cancel" })}
      </Button>
    </form>
  );
}
