import { MAX_PARTY_MEMBERS } from "../../../contract/limits";
import type { Relationship } from "../../../contract/response";
import { inputClass } from "../../components/ui/field";
import { AdultsOnlyNote } from "./adults-only-note";
import { canAddMember, emptyMember, type MemberDraft } from "./form-state";
import type { PersonCardView } from "./person-cards";

const RELATIONSHIP_LABEL: Record<Relationship, string> = {
  spouse: "Spouse",
  partner: "Partner",
  child: "Child",
  guest: "Guest",
};

interface PartyMembersProps {
  members: MemberDraft[];
  onChange: (members: MemberDraft[]) => void;
  errors: Record<string, string>;
  /** The guest asks "with you"; a host entering a phone answer asks "with them". */
  heading?: string;
  /** The guest's own card (their per-person questions), first in the list; none when nothing is asked per person. */
  self?: { name: string; view: PersonCardView };
  /** Each member's card: folded to a line when finished, else their fields and their own questions (issue 15). */
  card: (member: MemberDraft) => PersonCardView;
  /** The couple's wedding is for adults only: said where a child would be added, without stopping anyone. */
  adultsOnly?: boolean;
}

/** Who comes with the guest: at most five more, name required, age only for a child (docs/spec.md section 5). */
export function PartyMembers({ members, onChange, errors, heading = "Who's coming with you?", self, card, adultsOnly }: PartyMembersProps) {
  const update = (id: string, patch: Partial<MemberDraft>) => onChange(members.map((member) => (member.id === id ? { ...member, ...patch } : member)));
  const full = !canAddMember(members);
  return (
    <section aria-labelledby="party-heading" className="grid gap-3 transition duration-300 ease-out starting:translate-y-2 starting:opacity-0">
      <div>
        <h3 id="party-heading" className="text-base font-semibold text-stone-900">
          {heading}
        </h3>
        <p className="text-sm text-stone-600">Add anyone in your party, up to {MAX_PARTY_MEMBERS} more people.</p>
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
          if (view.folded) return <li key={member.id}>{view.summary}</li>;
          return (
            <li
              key={member.id}
              id={`person-${member.id}`}
              tabIndex={-1}
              {...view.cardProps}
              className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 outline-none"
            >
              <div className="flex items-center justify-between">
                <span className="text-sm font-semibold text-stone-700">Guest {index + 2}</span>
                <button
                  type="button"
                  onClick={() => onChange(members.filter((other) => other.id !== member.id))}
                  className="min-h-11 rounded-lg px-3 text-sm font-medium text-blush-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
                >
                  Remove<span className="sr-only"> guest {index + 2}</span>
                </button>
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={`${base}-name`} className="text-sm font-medium text-stone-800">
                  Name
                  <span aria-hidden="true" className="ml-0.5 text-red-700">
                    *
                  </span>
                  <span className="sr-only"> of guest {index + 2}</span>
                </label>
                <input
                  id={`${base}-name`}
                  className={inputClass}
                  value={member.name}
                  maxLength={100}
                  autoComplete="off"
                  onChange={(event) => update(member.id, { name: event.target.value })}
                />
                {!member.name.trim() && <p className="text-xs text-stone-600">Guests without a name are left out.</p>}
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
                <div className="grid gap-1.5">
                  <label htmlFor={`${base}-relationship`} className="text-sm font-medium text-stone-800">
                    Relationship<span className="sr-only"> of guest {index + 2}</span>
                  </label>
                  <select
                    id={`${base}-relationship`}
                    className={inputClass}
                    value={member.relationship}
                    onChange={(event) => update(member.id, { relationship: event.target.value as Relationship })}
                  >
                    {(Object.keys(RELATIONSHIP_LABEL) as Relationship[]).map((relationship) => (
                      <option key={relationship} value={relationship}>
                        {RELATIONSHIP_LABEL[relationship]}
                      </option>
                    ))}
                  </select>
                </div>
                {member.relationship === "child" && (
                  <div className="grid w-24 gap-1.5">
                    <label htmlFor={`${base}-age`} className="text-sm font-medium text-stone-800">
                      Age<span className="sr-only"> of guest {index + 2}</span>
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
        onClick={() => onChange([...members, emptyMember()])}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-blush-200 bg-white px-4 text-sm font-medium text-blush-700 transition-colors hover:border-blush-500 hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {full ? `Add Party Member (Maximum ${MAX_PARTY_MEMBERS})` : "Add Party Member"}
      </button>
    </section>
  );
}
