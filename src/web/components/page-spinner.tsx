import { useLingui } from "../lib/i18n-react";

/** Shown only while a screen's code chunk loads; guest pages render from data in the HTML instead. */
export function PageSpinner() {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-blush-200 border-t-blush-500" aria-hidden="true" />
      <span className="sr-only">{i18n._({ id: "common.loading", message: "Loading…" })}</span>
    </div>
  );
}
