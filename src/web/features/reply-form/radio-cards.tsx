interface RadioCardsProps {
  name: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Per-person answers sit side by side as compact pills; party answers are full-width cards. */
  compact?: boolean;
  /** How an option reads (the couple's translation); the value sent stays the option itself. */
  labelOf?: (option: string) => string;
}

/** Native radios inside large labels: the whole card is the tap target, the keyboard works as usual. */
export function RadioCards({ name, options, value, onChange, required, invalid, describedBy, compact, labelOf = (option) => option }: RadioCardsProps) {
  return (
    <div className={compact ? "flex flex-wrap gap-2" : "grid gap-2.5"}>
      {options.map((option) => (
        <label
          key={option}
          className={`group flex cursor-pointer items-center gap-3 rounded-xl border bg-white transition-colors hover:border-blush-500 has-checked:border-blush-600 has-checked:bg-blush-50 has-checked:ring-1 has-checked:ring-blush-600 has-focus-visible:ring-2 has-focus-visible:ring-blush-500 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
            invalid ? "border-red-600" : "border-stone-300"
          } ${compact ? "min-h-11 px-[min(0.75rem,3vw)] py-2 text-sm" : "min-h-14 px-[min(1rem,4vw)] py-3 text-base"}`}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="h-5 w-5 shrink-0 accent-blush-600"
          />
          <span dir="auto" className="min-w-0 text-stone-900 [overflow-wrap:anywhere]">
            {labelOf(option)}
          </span>
        </label>
      ))}
    </div>
  );
}
