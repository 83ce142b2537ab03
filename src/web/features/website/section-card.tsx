import { useId, useState } from "react";
import ImagePlus from "lucide-react/icons/image-plus";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import type { Hotel } from "../../../contract/ai";
import type { HostSection, SectionAudience } from "../../../contract/website";
import { WEBSITE_LIMITS } from "../../../contract/website";
import { Button } from "../../components/ui/button";
import { MoveButtons } from "../../components/ui/move-buttons";
import { inputClass, TextAreaField, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { i18n } from "../host/host-i18n";
import { AddPhotoButton } from "../photos/photo-button";
import type { JustDeleted } from "../trash/undo-status";
import { useDeleteSection, useUpdateSection } from "./api";
import { HotelPicker, hotelEntry } from "./hotel-picker";
import { itemWords, kindLabel } from "./section-kinds";

/** Who a section can be limited to: this wedding's extra events and its guest list's tags. */
export interface AudienceChoices {
  events: ReadonlyArray<{ id: string; name: string }>;
  tags: readonly string[];
}

type Item = { label: string; detail: string; url: string; photoUrl: string | null };

const audienceValue = (audience: HostSection["audience"]) =>
  audience.kind === "event" ? `event:${audience.eventId ?? ""}` : audience.kind === "tags" ? "tags" : "everyone";

/** The select's value and the ticked tags as the API's audience: households with any of the tags (the server wants one at least). */
function audienceOf(value: string, tags: readonly string[]): SectionAudience {
  if (value.startsWith("event:")) return { kind: "event", eventId: value.slice(6) };
  if (value === "tags") return { kind: "tags", tags: [...tags] };
  return { kind: "everyone" };
}

const toItem = (item: HostSection["items"][number]): Item => ({ label: item.label, detail: item.detail ?? "", url: item.url ?? "", photoUrl: item.photoUrl });

/** One section of the website: its texts and entries, who sees it, whether it shows, its place and its removal. */
export function SectionCard({
  weddingId,
  section,
  choices,
  onMove,
  venue,
  onDeleted,
}: {
  weddingId: string;
  section: HostSection;
  choices: AudienceChoices;
  onMove: { up?: () => void; down?: () => void };
  /** The venue the hotel helper searches around (travel sections). */
  venue: string;
  /** The screen's "Deleted … Undo" line (docs/decisions/0049-trash.md). */
  onDeleted: (deleted: JustDeleted) => void;
}) {
  const id = useId();
  const update = useUpdateSection(weddingId);
  const remove = useDeleteSection(weddingId);
  const [title, setTitle] = useState(section.title);
  const [body, setBody] = useState(section.body ?? "");
  const [items, setItems] = useState<Item[]>(section.items.map(toItem));
  const [photos, setPhotos] = useState<string[]>(section.photos);
  const [audience, setAudience] = useState(audienceValue(section.audience));
  const [chosenTags, setChosenTags] = useState<string[]>(section.audience.kind === "tags" ? section.audience.tags : []);
  const [fields, setFields] = useState<Record<string, string>>({});
  const words = itemWords(section.kind);
  // The section's own tags stay choosable even when no household carries them yet.
  const tags = [...new Set([...choices.tags, ...(section.audience.kind === "tags" ? section.audience.tags : [])])];
  const kind = kindLabel(section.kind);

  const schedule = section.kind === "schedule";
  /** Saves the card as typed; a photo added or removed, or a hotel pinned, saves it at once with that change. */
  const save = (change: { items?: Item[]; photos?: string[] } = {}) => {
    setFields({});
    if (change.items) setItems(change.items);
    if (change.photos) setPhotos(change.photos);
    update.mutate(
      {
        id: section.id,
        patch: {
          title,
          body,
          ...(schedule
            ? {}
            : {
                items: (change.items ?? items).map((item) => ({ label: item.label, detail: item.detail, url: item.url, photoUrl: item.photoUrl })),
                photos: change.photos ?? photos,
              }),
          audience: audienceOf(audience, chosenTags),
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
  const withItem = (index: number, patch: Partial<Item>) => items.map((item, at) => (at === index ? { ...item, ...patch } : item));
  const pin = (hotel: Hotel) => save({ items: [...items, toItem(hotelEntry(hotel))] });

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
          <MoveButtons
            onMove={onMove}
            upLabel={i18n._({ id: "website.moveUp", message: "Move {name} up", values: { name: section.title } })}
            downLabel={i18n._({ id: "website.moveDown", message: "Move {name} down", values: { name: section.title } })}
          />
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

      {schedule && (
        <p className="text-sm text-stone-700">
          {i18n._({
            id: "website.scheduleSectionNote",
            message:
              "This section lists your events, each only to the households invited to it. Add or change events on the Events screen. While it exists, the invitation no longer lists them: they show here, where you place it.",
          })}
        </p>
      )}

      {section.kind === "story" && (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-stone-800">{i18n._({ id: "website.photos", message: "Photos" })}</legend>
          {photos.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {photos.map((url, index) => (
                <li key={url} className="grid gap-1">
                  <img
                    src={url}
                    alt={i18n._({ id: "website.photoAlt", message: "Photo {n}", values: { n: index + 1 } })}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <Button type="button" variant="ghost" disabled={update.isPending} onClick={() => save({ photos: photos.filter((photo) => photo !== url) })}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {i18n._({ id: "website.removePhoto", message: "Remove photo {n}", values: { n: index + 1 } })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < WEBSITE_LIMITS.photos ? (
            <div>
              <AddPhotoButton
                weddingId={weddingId}
                title={i18n._({ id: "website.addPhotoTitle", message: "Add a photo to {name}", values: { name: section.title } })}
                disabled={update.isPending}
                onUploaded={(url) => save({ photos: [...photos, url] })}
              >
                <ImagePlus className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "website.addPhoto", message: "Add a photo" })}
              </AddPhotoButton>
            </div>
          ) : (
            <p className="text-sm text-stone-700">
              {i18n._({ id: "website.photosFull", message: "{max} photos is the most a section shows.", values: { max: WEBSITE_LIMITS.photos } })}
            </p>
          )}
        </fieldset>
      )}

      {!schedule && (
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
              {section.kind === "wedding_party" && (
                <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                  {item.photoUrl && <img src={item.photoUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full object-cover" />}
                  {item.photoUrl ? (
                    <Button type="button" variant="ghost" disabled={update.isPending} onClick={() => save({ items: withItem(index, { photoUrl: null }) })}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      {i18n._({ id: "website.removePersonPhoto", message: "Remove the photo of {name}", values: { name: item.label || index + 1 } })}
                    </Button>
                  ) : (
                    <AddPhotoButton
                      weddingId={weddingId}
                      title={i18n._({ id: "website.personPhotoTitle", message: "A photo of {name}", values: { name: item.label || index + 1 } })}
                      disabled={update.isPending}
                      onUploaded={(url) => save({ items: withItem(index, { photoUrl: url }) })}
                    >
                      <ImagePlus className="h-4 w-4" aria-hidden="true" />
                      {i18n._({ id: "website.addPersonPhoto", message: "Add a photo of {name}", values: { name: item.label || index + 1 } })}
                    </AddPhotoButton>
                  )}
                </div>
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
          {section.kind === "travel" && venue && items.length < WEBSITE_LIMITS.items && (
            <HotelPicker venue={venue} pinned={items.map((item) => item.label)} pinning={update.isPending} onPin={pin} />
          )}
        </fieldset>
      )}

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
          {tags.length > 0 && <option value="tags">{i18n._({ id: "website.audience.tags", message: "Households with any of these tags…" })}</option>}
          {audience === "event:" && <option value="event:">{i18n._({ id: "website.audience.gone", message: "Nobody (its event was removed)" })}</option>}
        </select>
        {audience === "tags" && (
          <fieldset>
            <legend className="sr-only">{i18n._({ id: "website.audience.tagsLegend", message: "Tags of the households who see it" })}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {tags.map((tag) => (
                <label key={tag} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosenTags.includes(tag)}
                    onChange={() => setChosenTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]))}
                    className="h-5 w-5 accent-blush-600"
                  />
                  {tag}
                </label>
              ))}
            </div>
            {(fields["audience.tags"] || fields.audience) && (
              <p role="alert" className="text-sm text-red-700">
                {fields["audience.tags"] ?? fields.audience}
              </p>
            )}
          </fieldset>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => save()} disabled={update.isPending}>
          {update.isPending ? i18n._({ id: "website.saving", message: "Saving…" }) : i18n._({ id: "website.save", message: "Save section" })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => update.mutate({ id: section.id, patch: { hidden: !section.hidden } })}>
          {section.hidden ? i18n._({ id: "website.show", message: "Show to guests" }) : i18n._({ id: "website.hide", message: "Hide from guests" })}
        </Button>
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            if (
              window.confirm(
                i18n._({
                  id: "website.confirmDelete",
                  message: "Remove {name} from your website? You can undo this for 30 days.",
                  values: { name: section.title },
                }),
              )
            )
              remove.mutate(section.id, { onSuccess: () => onDeleted({ ids: [section.id], label: section.title }) });
          }}
        >
          {i18n._({ id: "website.delete", message: "Remove section" })}
        </Button>
      </div>
    </li>
  );
}
