import type { I18n } from "../../../contract/translator";
import { useEffect, useState } from "react";
import { MAX_PARTY_MEMBERS } from "../../../contract/limits";
import type { Relationship } from "../../../contract/response";
import { inputClass } from "../../components/ui/field";
import { AdultsOnlyNote } from "./adults-only-note";
import { canAddMember, emptyMember, type MemberDraft } from "./form-state";
import { relationshipLabel } from "./relationship-label";
import type { PersonCardView } from "./person-cards";

const RELATIONSHIPS: readonly Relationship[] = ["spouse", "partner", "child", "guest"];

interface PartyMembersProps {
  /** The form's, passed down: this lazy chunk needs no i18n module of its own. */
  i18n: I18n;
  members: MemberDraft[];
  onChange: (members: MemberDraft[]) => void;
  errors: Record<string, string>;
  /** The guest asks "with you"; a host entering a phone answer asks "with them". */
  heading?: string;
  /** The line under the heading: the guest adds "anyone in your party"; the couple's words speak of the guest's. */
  intro?: string;
  /** The guest's own card (their per-person questions), first in the list; none when nothing is asked per person. */
  self?: { name: string; view: PersonCardView };
  /** Each member's card: folded to a line when finished, else their fields and their own questions (issue 15). */
  card: (member: MemberDraft) => PersonCardView;
  /** The couple's wedding is for adults only: said where a child would be added, without stopping anyone. */
  adultsOnly?: boolean;
}

/** Who comes with the guest: at most five more, name required, age only for a child (docs/spec.md section 5). */
export function PartyMembers({ members, onChange, errors, heading, intro, self, card, adultsOnly, i18n }: PartyMembersProps) {
  const update = (id: string, patch: Partial<MemberDraft>) => onChange(members.map((member) => (member.id === id ? { ...member, ...patch } : member)));
  const full = !canAddMember(members);
  // After "Add Party Member" the new guest's name field takes focus, so a keyboard or screen-reader
  // user types the name next rather than hunting for it (docs/design.md section 8).
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (!added) return;
    document.getElementById(`member-${added}-name`)?.focus();
    setAdded(null);
  }, [added, members]);
  const addMember = () => {
    const member = emptyMember();
    onChange([...members, member]);
    setAdded(member.id);
  };
  return (
    <section aria-labelledby="party-heading" className="grid gap-3 transition duration-300 ease-out starting:translate-y-2 starting:opacity-0">
      <div>
        <h3 id="party-heading" className="text-base font-semibold text-stone-900">
          {heading ?? i18n._({ id: "party.headingGuest", message: "Who's coming with you?" })}
        </h3>
        <p className="text-sm text-stone-600">
          {intro ??
            i18n._({
              id: "party.intro",
              message: "Add anyone in your party, up to {max, plural, one {# more person} other {# more people}}.",
              values: { max: MAX_PARTY_MEMBERS },
            })}
        </p>
      </div>
      {adultsOnly && <AdultsOnlyNote />}
      {errors.partyMembers && <p className="text-sm text-red-700">{errors.partyMembers}</p>}
      <ol className="grid gap-3">
        {self &&
          (self.view.folded ? (
            <li>{self.view.summary}</li>
          ) : (
            <li>
              <fieldset
                id="person-primary"
                tabIndex={-1}
                {...self.view.cardProps}
                className="grid min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-4 outline-none"
              >
                <legend className="sr-only">{self.name}</legend>
                <p aria-hidden="true" className="text-sm font-semibold break-words text-stone-700">
                  {self.name}
                </p>
                {self.view.details}
              </fieldset>
            </li>
          ))}
        {members.map((member, index) => {
          const base = `member-${member.id}`;
          const ageError = errors[`members.${member.id}.age`];
          const view = card(member);
          // Screen readers hear "Name of guest 2", so each field says whose it is.
          const ofGuest = i18n._({ id: "party.ofGuest", message: "of guest {number}", values: { number: index + 2 } });
          if (view.folded) return <li key={member.id}>{view.summary}</li>;
          return (
            <li
              key={member.id}
              id={`person-${member.id}`}
              tabIndex={-1}
              {...view.cardProps}
              className="grid gap-3 rounded-2xl border border-stone-200 bg-white px-[min(1rem,4vw)] py-4 outline-none"
            >
              <div className="flex flex-wrap items-center justify-between gap-x-3">
                <span className="text-sm font-semibold text-stone-700">
                  {i18n._({ id: "party.guestNumber", message: "Guest {number}", values: { number: index + 2 } })}
                </span>
                <button
                  type="button"
                  onClick={() => onChange(members.filter((other) => other.id !== member.id))}
                  className="min-h-11 rounded-lg px-3 text-sm font-medium text-blush-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
                >
                  {i18n._({ id: "party.remove", message: "Remove" })}
                  <span className="sr-only"> {i18n._({ id: "party.guestLower", message: "guest {number}", values: { number: index + 2 } })}</span>
                </button>
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={`${base}-name`} className="text-sm font-medium text-stone-800">
                  {i18n._({ id: "party.name", message: "Name" })}
                  <span aria-hidden="true" className="ms-0.5 text-red-700">
                    *
                  </span>
                  <span className="sr-only"> {ofGuest}</span>
                </label>
                <input
                  id={`${base}-name`}
                  dir="auto"
                  className={inputClass}
                  value={member.name}
                  maxLength={100}
                  autoComplete="off"
                  onChange={(event) => update(member.id, { name: event.target.value })}
                />
                {!member.name.trim() && (
                  <p className="text-xs text-stone-600">{i18n._({ id: "party.unnamedLeftOut", message: "Guests without a name are left out." })}</p>
                )}
              </div>
              {/* Side by side while they fit; with large text the age wraps below (docs/design.md section 8). */}
              <div className="flex flex-wrap gap-3">
                <div className="grid min-w-0 flex-[1_1_8rem] gap-1.5">
                  <label htmlFor={`${base}-relationship`} className="text-sm font-medium text-stone-800">
                    {i18n._({ id: "party.relationship", message: "Relationship" })}
                    <span className="sr-only"> {ofGuest}</span>
                  </label>
                  <select
                    id={`${base}-relationship`}
                    className={inputClass}
                    value={member.relationship}
                    onChange={(event) => update(member.id, { relationship: event.target.value as Relationship })}
                  >
                    {RELATIONSHIPS.map((relationship) => (
                      <option key={relationship} value={relationship}>
                        {relationshipLabel(i18n, relationship)}
                      </option>
                    ))}
                  </select>
                </div>
                {member.relationship === "child" && (
                  <div className="grid min-w-0 flex-[0_1_6rem] gap-1.5">
                    <label htmlFor={`${base}-age`} className="text-sm font-medium text-stone-800">
                      {i18n._({ id: "party.age", message: "Age" })}
                      <span className="sr-only"> {ofGuest}</span>
                    </label>
                    <input
                      id={`${base}-age`}
                      className={inputClass}
                      value={member.age}
                      inputMode="numeric"
                      pattern="[0-9]*"
                      maxLength={3}
                      aria-invalid={ageError ? true : undefined}
                      aria-describedby={ageError ? `${base}-age-error` : undefined}
                      onChange={(event) => update(member.id, { age: event.target.value })}
                    />
                  </div>
                )}
              </div>
              {ageError && (
                <p id={`${base}-age-error`} className="text-sm text-red-700">
                  {ageError}
                </p>
              )}
              {member.name.trim() && (
                <div role="group" aria-label={member.name.trim()} className="min-w-0">
                  {view.details}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={full}
        onClick={addMember}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-blush-200 bg-white px-4 text-sm font-medium text-blush-700 transition-colors hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {full
          ? i18n._({ id: "party.addFull", message: "Add Party Member (Maximum {max})", values: { max: MAX_PARTY_MEMBERS } })
          : i18n._({ id: "party.add", message: "Add Party Member" })}
      </button>
    </section>
  );
}
