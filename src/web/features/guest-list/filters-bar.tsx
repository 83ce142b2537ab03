import { i18n } from "../host/host-i18n";
import { useSideLabels } from "../host/side-labels";
import Search from "lucide-react/icons/search";
import { PARTY_STATUSES, PARTY_STATUS_LABEL, type PartyStatus } from "../../../contract/guest-list";
import { inputClass } from "../../components/ui/field";
import type { PartyFilter, SideFilter } from "./filter-parties";

interface FiltersBarProps {
  filter: PartyFilter;
  tags: readonly string[];
  onChange: (filter: PartyFilter) => void;
}

const selectClass = `${inputClass} pr-8`;
// A basis in rem, so at 200% text the three filters stack instead of truncating.
const labelClass = "grid min-w-0 flex-1 basis-36 gap-1 text-xs font-medium tracking-wide text-stone-600 uppercase";

/** Search by any guest's name (accents and case ignored), and side, tag and status filters. */
export function FiltersBar({ filter, tags, onChange }: FiltersBarProps) {
  const sides = useSideLabels();
  const set = (change: Partial<PartyFilter>) => onChange({ ...filter, ...change });
  return (
    <div role="search" aria-label={i18n._({ id: "guests.findParties", message: "Find households" })} className="flex flex-wrap gap-3">
      <div className="relative w-full">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <label htmlFor="party-search" className="sr-only">
          {i18n._({ id: "guests.searchByName", message: "Search by guest name" })}
        </label>
        <input
          id="party-search"
          type="search"
          value={filter.search}
          onChange={(event) => set({ search: event.target.value })}
          placeholder={i18n._({ id: "guests.searchByName", message: "Search by guest name" })}
          className={`${inputClass} pl-9`}
        />
      </div>
      <label className={labelClass}>
        {i18n._({ id: "guests.side", message: "Side" })}
        <select value={filter.side} onChange={(event) => set({ side: event.target.value as SideFilter })} className={selectClass}>
          <option value="">{i18n._({ id: "guests.anySide", message: "Any side" })}</option>
          <option value="bride">{sides.bride}</option>
          <option value="groom">{sides.groom}</option>
          <option value="both">{sides.both}</option>
          <option value="unassigned">{i18n._({ id: "guests.noSide", message: "No side yet" })}</option>
        </select>
      </label>
      <label className={labelClass}>
        {i18n._({ id: "guests.tag", message: "Tag" })}
        <select value={filter.tag} onChange={(event) => set({ tag: event.target.value })} className={selectClass}>
          <option value="">{i18n._({ id: "guests.anyTag", message: "Any tag" })}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {i18n._({ id: "guests.status", message: "Status" })}
        <select value={filter.status} onChange={(event) => set({ status: event.target.value as PartyStatus | "" })} className={selectClass}>
          <option value="">{i18n._({ id: "guests.anyStatus", message: "Any status" })}</option>
          {PARTY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PARTY_STATUS_LABEL[status]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
