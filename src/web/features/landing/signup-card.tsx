import { i18n } from "../../lib/site-i18n";
import { useId, useState, type ComponentType, type SVGProps } from "react";
import { inputClass } from "../../components/ui/field";
import { buttonClass } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";

export interface Resource {
  key: "planning" | "budget" | "timeline" | "newsletter";
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: string;
  perks: readonly string[];
  /** The success toast's sentence, whole: "You've signed up for planning checklist tips! …" */
  signedUp: string;
  button: string;
}

/**
 * One free-resource sign-up. docs/spec.md 4/5: a non-empty email shows the success toast and clears
 * the box; an empty one does nothing. No format check and no network call (client-only).
 */
export function SignupCard({ resource }: { resource: Resource }) {
  const [email, setEmail] = useState("");
  const id = useId();
  const Icon = resource.icon;
  return (
    <li className="flex flex-col rounded-2xl border border-blush-200 bg-white p-6 shadow-sm">
      <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-sage-500/15 text-sage-500">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </div>
      <h3 className="mt-4 font-display text-xl text-stone-900">{resource.title}</h3>
      <p className="mt-2 text-stone-700">{resource.description}</p>
      <ul className="mt-3 mb-5 grid gap-1 text-sm text-stone-700">
        {resource.perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <span aria-hidden="true" className="text-blush-600">
              ✓
            </span>
            {perk}
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="mt-auto grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!email.trim()) return;
          toast({ title: i18n._({ id: "landing.success", message: "Success!" }), description: resource.signedUp, variant: "success" });
          setEmail("");
        }}
      >
        <label htmlFor={id} className="sr-only">
          {i18n._({ id: "landing.emailFor", message: "Email for {resource}", values: { resource: resource.title } })}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder={i18n._({ id: "landing.emailPlaceholder", message: "you@example.com" })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
        <button type="submit" className={buttonClass("primary")}>
          {resource.button}
        </button>
      </form>
    </li>
  );
}
