import { useLingui } from "../../lib/i18n-react";
import { inputClass } from "../../components/ui/field";
import { AdultsOnlyNote } from "../reply-form/adults-only-note";
import type { PersonCardView } from "../reply-form/person-cards";
import { newSeat, type SeatDraft } from "./reply-draft";

interface OpenSeatsProps {
  seats: SeatDraft[];
  allowance: number;
  errors: Record<string, string>;
  onChange: (seats: SeatDraft[]) => void;
  /** Each named seat's card: folded to a line when finished, else its fields and its own questions (issue 15). */
  card: (seat: SeatDraft) => PersonCardView;
  /** The couple's wedding is for adults only: said where a child would be added, without stopping anyone. */
  adultsOnly: boolean;
}

/** The seats the couple left open for the party to name: up to its allowance and no further (the server holds the same line). */
export function OpenSeats({ seats, allowance, errors, onChange, card, adultsOnly }: OpenSeatsProps) {
  const left = allowance - seats.length;
  const { i18n } = useLingui();
  const guestN = (n: number) => i18n._({ id: "invitationReply.addedGuest", message: "added guest {n}", values: { n } });
  const update = (id: string, patch: Partial<SeatDraft>) => onChange(seats.map((seat) => (seat.id === id ? { ...seat, ...patch } : seat)));
  return (
    <section aria-labelledby="open-seats-heading" className="grid min-w-0 gap-3">
      <h3 id="open-seats-heading" className="text-base font-semibold text-stone-900">
        {i18n._({ id: "invitationReply.bringing", message: "Bringing someone?" })}
      </h3>
      {adultsOnly && <AdultsOnlyNote />}
      {seats.length > 0 && (
        <ol className="grid gap-3">
          {seats.map((seat, index) => {
            const n = index + 1;
            const nameError = errors[`seats.${seat.id}.name`];
            const ageError = errors[`seats.${seat.id}.age`];
            const view = card(seat);
            if (view.folded) return <li key={seat.id}>{view.summary}</li>;
            return (
              <li
                key={seat.id}
                id={`person-${seat.id}`}
                tabIndex={-1}
                {...view.cardProps}
                className="grid min-w-0 gap-2 rounded-2xl border border-stone-200 bg-stone-50/60 p-3 outline-none"
              >
                <label htmlFor={`seat-${seat.id}-name`} className="text-sm font-medium text-stone-800">
                  {i18n._({ id: "invitationReply.seatName", message: "Name of added guest {n}", values: { n } })}
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    id={`seat-${seat.id}-name`}
                    dir="auto"
                    value={seat.name}
                    maxLength={100}
                    autoComplete="off"
                    onChange={(event) => update(seat.id, { name: event.target.value })}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `seat-${seat.id}-name-error` : undefined}
                    className={`${inputClass} min-w-0 flex-[1_1_10rem]`}
                  />
                  <button
                    type="button"
                    onClick={() => onChange(seats.filter((other) => other.id !== seat.id))}
                    className="min-h-11 shrink-0 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
                  >
                    {i18n._({ id: "party.remove", message: "Remove" })}
                    <span className="sr-only"> {guestN(n)}</span>
                  </button>
                </div>
                {nameError && (
                  <p id={`seat-${seat.id}-name-error`} className="text-sm text-red-700">
                    {nameError}
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
                    <input
                      type="checkbox"
                      checked={seat.isChild}
                      onChange={(event) => update(seat.id, { isChild: event.target.checked })}
                      className="h-5 w-5 accent-blush-600"
                    />
                    {i18n._({ id: "party.child", message: "Child" })}
                    <span className="sr-only"> ({guestN(n)})</span>
                  </label>
                  {seat.isChild && (
                    <div className="flex flex-wrap items-center gap-2">
                      <label htmlFor={`seat-${seat.id}-age`} className="text-sm text-stone-800">
                        {i18n._({ id: "invitationReply.ageOptional", message: "Age (optional)" })}
                        <span className="sr-only"> ({guestN(n)})</span>
                      </label>
                      {/* The field's own class is full width; its box sets the width. */}
                      <span className="w-20">
                        <input
                          id={`seat-${seat.id}-age`}
                          value={seat.age}
                          inputMode="numeric"
                          maxLength={2}
                          onChange={(event) => update(seat.id, { age: event.target.value })}
                          aria-invalid={ageError ? true : undefined}
                          aria-describedby={ageError ? `seat-${seat.id}-age-error` : undefined}
                          className={inputClass}
                        />
                      </span>
                    </div>
                  )}
                </div>
                {ageError && (
                  <p id={`seat-${seat.id}-age-error`} className="text-sm text-red-700">
                    {ageError}
                  </p>
                )}
                {view.details && (
                  <div role="group" aria-label={seat.name.trim()} className="min-w-0">
                    {view.details}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        disabled={left <= 0}
        onClick={() => onChange([...seats, newSeat()])}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-blush-200 bg-white px-4 text-sm font-medium text-blush-700 transition-colors hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {left > 0
          ? i18n._({
              id: "invitationReply.addSeat",
              message: "Add a guest ({left, plural, one {# seat left} other {# seats left}})",
              values: { left },
            })
          : i18n._({ id: "invitationReply.noSeats", message: "No seats left to add" })}
      </button>
    </section>
  );
}
