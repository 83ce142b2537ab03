import { useId, useState } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import type { HostSection, SectionAudience } from "../../../contract/website";
import { WEBSITE_LIMITS } from "../../../contract/website";
import { Button } from "../../components/ui/button";
import { inputClass, TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { i18n } from "../host/host-i18n";
import { useDeleteSection, useUpdateSection } from "./api";
import { itemWords, kindLabel } from "./section-kinds";

/** Who a section can be limited to: this wedding's extra events and its guest list's tags. */
export interface AudienceChoices {
  events: ReadonlyArray<{ id: string; name: string }>;
  tags: readonly string[];
}

type Item = { label: string; detail: string; url: string; photoUrl: string | null };

const audienceValue = (audience: HostSection["audience"]) =>
  audience.kind === "event" ? `event:${audience.eventId ?? ""}` : audience.kind === "tags" ? `tag:${audience.tags[0] ?? ""}` : "everyone";

function audienceOf(value: string): SectionAudience {
  if (value.startsWith("event:")) return { kind: "event", eventId: value.slice(6) };
  if (value.startsWith("tag:")) return { kind: "tags", tags: [value.slice(4)] };
  return { kind: "everyone" };
}

/** One section of the website: its texts and entries, who sees it, whether it shows, its place and its removal. */
export function SectionCard({
  weddingId,
  section,
  choices,
  onMove,
}: {
  weddingId: string;
  section: HostSection;
  choices: AudienceChoices;
  onMove: { up?: () => void; down?: () => void };
}) {
  const id = useId();
  const update = useUpdateSection(weddingId);
  const remove = useDeleteSection(weddingId);
  const [title, setTitle] = useState(section.title);
  const [body, setBody] = useState(section.body ?? "");
  const [items, setItems] = useState<Item[]>(
    section.items.map((item) => ({ label: item.label, detail: item.detail ?? "", url: item.url ?? "", photoUrl: item.photoUrl })),
  );
  const [audience, setAudience] = useState(audienceValue(section.audience));
  const [fields, setFields] = useState<Record<string, string>>({});
  const words = itemWords(section.kind);
  // The section's own tags stay choosable even when no household carries them yet.
  const tags = [...new Set([...choices.tags, ...(section.audience.kind === "tags" ? section.audience.tags : [])])];
  const kind = kindLabel(section.kind);

  const save = () => {
    setFields({});
    update.mutate(
      {
        id: section.id,
        patch: {
          title,
          body,
          items: items.map((item) => ({ label: item.label, detail: item.detail, url: item.url, photoUrl: item.photoUrl })),
          audience: audienceOf(audience),
        },
      },
      {
        onSuccess: () => toast({ title: i18n._({ id: "website.saved", message: "Section saved" }), variant: "success" }),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setFields(error.fields);
          toast({
            title: i18n._({ id: "website.notSaved", message: "Not saved" }),
            description: error instanceof ApiError ? error.message : i18n._({ id: "website.tryAgain", message: "Please try again." }),
            variant: "destructive",
          });
        },
      },
    );
  };
  const setItem = (index: number, patch: Partial<Item>) => setItems((current) => current.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  return (
    <li aria-labelledby={`${id}-title`} className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-blush-700 uppercase">{kind}</p>
          <h3 id={`${id}-title`} className="font-serif text-xl break-words text-stone-900">
            {section.title}
          </h3>
          {section.hidden && (
            <p className="mt-1 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
              {i18n._({ id: "website.hiddenBadge", message: "Hidden from guests" })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          {onMove.up && (
            <Button
              type="button"
              variant="ghost"
              onClick={onMove.up}
              aria-label={i18n._({ id: "website.moveUp", message: "Move {name} up", values: { name: section.title } })}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
          {onMove.down && (
            <Button
              type="button"
              variant="ghost"
              onClick={onMove.down}
              aria-label={i18n._({ id: "website.moveDown", message: "Move {name} down", values: { name: section.title } })}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      <TextField
        label={i18n._({ id: "website.title", message: "Title" })}
        value={title}
        maxLength={WEBSITE_LIMITS.title}
        required
        onChange={(event) => setTitle(event.target.value)}
        error={fields.title}
      />
      <TextAreaField
        label={i18n._({ id: "website.body", message: "Text" })}
        value={body}
        rows={4}
        maxLength={WEBSITE_LIMITS.body}
        onChange={(event) => setBody(event.target.value)}
        error={fields.body}
      />

      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-stone-800">{i18n._({ id: "website.entries", message: "Entries" })}</legend>
        {items.map((item, index) => (
          <div key={index} className="grid gap-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
            <TextField
              label={words.label}
              value={item.label}
              maxLength={WEBSITE_LIMITS.label}
              onChange={(event) => setItem(index, { label: event.target.value })}
              error={fields[`items.${index}.label`]}
            />
            <TextField
              label={words.detail}
              value={item.detail}
              maxLength={WEBSITE_LIMITS.detail}
              onChange={(event) => setItem(index, { detail: event.target.value })}
            />
            {words.link && (
              <TextField
                label={i18n._({ id: "website.item.link", message: "Web address" })}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={item.url}
                onChange={(event) => setItem(index, { url: event.target.value })}
                error={fields[`items.${index}.url`]}
                hint={i18n._({ id: "website.item.linkHint", message: "Guests see it as a plain link with its site's name; nothing is embedded." })}
              />
            )}
            <div className="flex items-end">
              <Button type="button" variant="ghost" onClick={() => setItems((current) => current.filter((_, at) => at !== index))}>
                {i18n._({ id: "website.removeEntry", message: "Remove entry {n}", values: { n: index + 1 } })}
              </Button>
            </div>
          </div>
        ))}
        {fields.items && (
          <p role="alert" className="text-sm text-red-700">
            {fields.items}
          </p>
        )}
        {items.length < WEBSITE_LIMITS.items && (
          <div>
            <Button type="button" variant="secondary" onClick={() => setItems((current) => [...current, { label: "", detail: "", url: "", photoUrl: null }])}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {i18n._({ id: "website.addEntry", message: "Add an entry" })}
            </Button>
          </div>
        )}
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-audience`} className="text-sm font-medium text-stone-800">
          {i18n._({ id: "website.audience", message: "Who sees it" })}
        </label>
        <select id={`${id}-audience`} className={inputClass} value={audience} onChange={(event) => setAudience(event.target.value)}>
          <option value="everyone">{i18n._({ id: "website.audience.everyone", message: "Everyone who opens the invitation" })}</option>
          {choices.events.map((event) => (
            <option key={event.id} value={`event:${event.id}`}>
              {i18n._({ id: "website.audience.event", message: "Households invited to {event}", values: { event: event.name } })}
            </option>
          ))}
          {tags.map((tag) => (
            <option key={tag} value={`tag:${tag}`}>
              {i18n._({ id: "website.audience.tag", message: "Households tagged {tag}", values: { tag } })}
            </option>
          ))}
          {audience === "event:" && <option value="event:">{i18n._({ id: "website.audience.gone", message: "Nobody (its event was removed)" })}</option>}
        </select>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={update.isPending}>
          {update.isPending ? i18n._({ id: "website.saving", message: "Saving…" }) : i18n._({ id: "website.save", message: "Save section" })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => update.mutate({ id: section.id, patch: { hidden: !section.hidden } })}>
          {section.hidden ? i18n._({ id: "website.show", message: "Show to guests" }) : i18n._({ id: "website.hide", message: "Hide from guests" })}
        </Button>
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            if (window.confirm(i18n._({ id: "website.confirmDelete", message: "Remove {name} from your website?", values: { name: section.title } })))
              remove.mutate(section.id);
          }}
        >
          {i18n._({ id: "website.delete", message: "Remove section" })}
        </Button>
      </div>
    </li>
  );
}
