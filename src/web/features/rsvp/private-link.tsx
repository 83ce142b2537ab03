import { useLingui } from "../../lib/i18n-react";
import { CopyButton } from "../../components/copy-button";

/** The guest's own way back to their answer. Shown once here; also remembered on this device. */
export function PrivateLink({ href }: { href: string }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="private-link-heading" className="grid gap-2 rounded-2xl border border-blush-200 bg-blush-50 p-4 text-start">
      <h3 id="private-link-heading" className="text-sm font-semibold text-stone-900">
        {i18n._({ id: "privateLink.heading", message: "Need to change your answer later?" })}
      </h3>
      <p className="text-sm text-stone-700">
        {i18n._({
          id: "privateLink.body",
          message: "Keep this private link: it opens your RSVP so you can change it before the deadline. Anyone with it can edit your answer.",
        })}
      </p>
      <div className="flex items-stretch gap-2">
        <label htmlFor="private-link" className="sr-only">
          {i18n._({ id: "privateLink.label", message: "Your private link to change your answer" })}
        </label>
        <input
          id="private-link"
          readOnly
          value={href}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 font-mono text-xs text-stone-800"
        />
        <CopyButton value={href} label={i18n._({ id: "privateLink.copy", message: "Copy your private link" })} />
      </div>
    </section>
  );
}
