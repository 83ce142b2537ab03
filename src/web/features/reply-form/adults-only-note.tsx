import { useLingui } from "../../lib/i18n-react";

/** Said where a guest would add a child, in plain words; it informs and blocks nothing (issue 15). */
export function AdultsOnlyNote() {
  const { i18n } = useLingui();
  return (
    <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {i18n._({ id: "party.adultsOnly", message: "This wedding is for adults only: the couple has asked guests not to bring children." })}
    </p>
  );
}
