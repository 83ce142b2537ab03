import { useId } from "react";

interface ChoiceChipsProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A small radio group drawn as chips; arrow keys move between them as in any radio group. */
export function ChoiceChips({ legend, name, options, value, onChange }: ChoiceChipsProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-800 has-checked:border-blush-600 has-checked:bg-blush-100 has-checked:text-blush-700 has-focus-visible:ring-2 has-focus-visible:ring-blush-500"
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-blush-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
