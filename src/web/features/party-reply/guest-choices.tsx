import { useLingui } from "../../lib/i18n-react";
import type { LinkView } from "../../../contract/invitation";
import type { PersonCardView } from "../reply-form/person-cards";
import { fullName } from "./reply-draft";

type Guest = LinkView["party"]["guests"][number];

interface GuestChoicesProps {
  guests: Guest[];
  attending: Record<string, boolean | undefined>;
  errors: Record<string, string>;
  onChange: (attending: Record<string, boolean | undefined>) => void;
  /** Each guest's card: folded to a line when finished, else their choice and their own questions (issue 15). */
  card: (guest: Guest) => PersonCardView;
}

/** One tap per person (docs/design.md section 8: big targets, 360 px first): native radios inside large labels. */
export function GuestChoices({ guests, attending, errors, onChange, card }: GuestChoicesProps) {
  const allComing = guests.every((guest) => attending[guest.id] === true);
  const { i18n } = useLingui();
  const choices = [
    { value: true, label: i18n._({ id: "party.attending", message: "Attending" }) },
    { value: false, label: i18n._({ id: "party.notAttending", message: "Not attending" }) },
  ] as const;
  return (
    <section aria-labelledby="party-guests-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="party-guests-heading" className="text-base font-semibold text-stone-900">
          {i18n._({ id: "invitationReply.whoIsComing", message: "Who's coming?" })}
        </h3>
        {guests.length > 1 && (
          <button
            type="button"
            disabled={allComing}
            onClick={() => onChange(Object.fromEntries(guests.map((guest) => [guest.id, true])))}
            className="min-h-11 rounded-lg border border-blush-200 bg-blush-50 px-3 text-sm font-medium text-blush-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:opacity-60"
          >
            {i18n._({ id: "invitationReply.everyoneComing", message: "Everyone's coming" })}
          </button>
        )}
      </div>
      <ul className="grid gap-2.5">
        {guests.map((guest) => {
          const name = fullName(guest);
          const error = errors[`guests.${guest.id}`];
          const errorId = `guest-${guest.id}-error`;
          const view = card(guest);
          if (view.folded) return <li key={guest.id}>{view.summary}</li>;
          return (
            <li key={guest.id}>
              <fieldset
                id={`person-${guest.id}`}
                tabIndex={-1}
                {...view.cardProps}
                className="grid min-w-0 gap-2 rounded-2xl border border-stone-200 bg-stone-50/60 p-3 outline-none"
                data-field={`guest-${guest.id}`}
              >
                <legend className="sr-only">{name}</legend>
                <p aria-hidden="true" className="px-1 font-medium break-words text-stone-900">
                  {name}
                  {guest.isChild && (
                    <span className="ms-2 text-xs font-normal text-stone-600">{i18n._({ id: "invitationReply.childTag", message: "child" })}</span>
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  {choices.map((choice) => (
                    <label
                      key={choice.label}
                      className={`flex min-h-12 min-w-0 flex-[1_1_8rem] cursor-pointer items-center justify-center gap-1.5 rounded-xl border bg-white px-1.5 text-center text-sm font-medium text-stone-900 transition-colors hover:border-blush-500 has-checked:border-blush-600 has-checked:bg-blush-50 has-checked:ring-1 has-checked:ring-blush-600 has-focus-visible:ring-2 has-focus-visible:ring-blush-500 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
                        error ? "border-red-600" : "border-stone-300"
                      }`}
                    >
                      <input
                        type="radio"
                        name={`guest-${guest.id}`}
                        checked={attending[guest.id] === choice.value}
                        onChange={() => onChange({ ...attending, [guest.id]: choice.value })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className="h-5 w-5 shrink-0 accent-blush-600"
                      />
                      {choice.label}
                    </label>
                  ))}
                </div>
                {error && (
                  <p id={errorId} className="px-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
                {view.details}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
