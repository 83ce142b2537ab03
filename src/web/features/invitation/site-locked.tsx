import { useLingui } from "../../lib/i18n-react";

/** What a locked site's painted page carries (docs/decisions/0045-website-sections.md): the couple's names, nothing else. */
export interface SiteLock {
  names: string;
  /** The last try's outcome: a wrong password, or too many tries from this address. */
  problem?: "wrong" | "limit";
}

/**
 * A wedding website with a password, before the password: the couple's names and a plain form
 * that posts to the server (no script needed); the server sets a cookie and sends the guest back.
 * An invitation link never shows this: a party's link is its own proof.
 */
export function SiteLocked({ code, page, lock }: { code: string; page: string; lock: SiteLock }) {
  const { i18n } = useLingui();
  const problem =
    lock.problem === "limit"
      ? i18n._({ id: "lookup.tooMany", message: "Too many tries in a row. Please wait a minute and try again." })
      : lock.problem === "wrong"
        ? i18n._({ id: "site.wrongPassword", message: "That password doesn't open this website. Check it with the couple's message and try again." })
        : null;
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-3xl border border-blush-200 bg-white px-6 py-10 text-center shadow-sm">
        <h1 className="font-serif text-3xl text-stone-900">
          <bdi>{lock.names}</bdi>
        </h1>
        <p className="mt-3 text-stone-700">
          {i18n._({ id: "site.lockedIntro", message: "This wedding website has a password. Type the one the couple gave you." })}
        </p>
        <form method="post" action={`/site/${encodeURIComponent(code)}/unlock`} className="mt-6 grid gap-3 text-start">
          <input type="hidden" name="page" value={page} />
          <label htmlFor="site-password" className="text-sm font-medium text-stone-900">
            {i18n._({ id: "site.password", message: "Password" })}
          </label>
          <input
            id="site-password"
            name="password"
            type="password"
            required
            maxLength={128}
            autoComplete="current-password"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "site-password-problem" : undefined}
            className="min-h-11 rounded-lg border border-stone-400 px-3 text-base text-stone-900 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          />
          {problem && (
            <p id="site-password-problem" role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-blush-600 px-5 text-sm font-medium text-white hover:bg-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {i18n._({ id: "site.open", message: "Open the website" })}
          </button>
        </form>
      </div>
    </main>
  );
}
