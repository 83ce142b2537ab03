import { useId, useState, type KeyboardEvent } from "react";
import { i18n } from "../host/host-i18n";
import { inputClass } from "../../components/ui/field";

export interface SubjectOption {
  /** `person:{key}` or `party:{id}`. */
  value: string;
  label: string;
  /** "Household of 4", "The Okafor family": told apart when two share a name. */
  hint: string;
}

/** Shown at once: typing more narrows it. */
const SHOWN = 30;

/** Case and accents aside, so "lea" finds "Léa". */
export const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/**
 * A person or a household picked by name (WAI-ARIA's combobox with a list popup): type part of a
 * name, move through the matches with the arrow keys, Enter chooses, Escape closes. The input
 * keeps focus throughout; the highlighted option is announced through aria-activedescendant.
 */
export function SubjectCombobox({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SubjectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const chosen = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = chosen && !open ? chosen.label : query;
  const needle = fold(query.trim());
  const matches = options.filter((option) => !needle || fold(option.label).includes(needle)).slice(0, SHOWN);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: SubjectOption) => {
    onChange(option.value);
    setQuery(option.label);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : -1));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={i18n._({ id: "seating.rules.typeName", message: "Type a name" })}
        value={text}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onFocus={() => chosen && setQuery(chosen.label)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
      >
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-blush-100 text-stone-900" : "text-stone-800"}`}
          >
            <span className="font-medium">{option.label}</span> <span className="text-stone-600">· {option.hint}</span>
          </li>
        ))}
        {matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-stone-600">
            {i18n._({ id: "seating.rules.noMatch", message: "Nobody coming matches that name" })}
          </li>
        )}
      </ul>
    </div>
  );
}
