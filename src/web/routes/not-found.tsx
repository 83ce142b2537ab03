import "../couple.css";
import { Link } from "wouter";
import Home from "lucide-react/icons/house";
import { buttonClass } from "../components/ui/button";
import { useDocumentTitle } from "../components/use-document-title";
import { i18n } from "../features/host/host-i18n";

/** Any path the app does not know. */
export default function NotFound() {
  useDocumentTitle(i18n._({ id: "notFoundPage.title", message: "Page not found" }));
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <svg viewBox="0 0 120 80" className="h-24 w-36" aria-hidden="true">
        <circle cx="48" cy="44" r="26" fill="none" stroke="#f1d8cb" strokeWidth="6" />
        <circle cx="72" cy="44" r="26" fill="none" stroke="#be6a5a" strokeWidth="6" strokeDasharray="8 7" />
      </svg>
      <p className="mt-4 text-sm font-semibold tracking-[0.2em] text-blush-700 uppercase">{i18n._({ id: "notFoundPage.eyebrow", message: "Error 404" })}</p>
      <h1 className="mt-2 font-serif text-4xl text-stone-900 sm:text-5xl">{i18n._({ id: "notFoundPage.title", message: "Page not found" })}</h1>
      <p className="mt-4 text-stone-700">
        {i18n._({
          id: "notFoundPage.body",
          message: "This page seems to have wandered off before the first dance. Check the link, or head back to familiar ground.",
        })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("primary")}>
          <Home className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "notFoundPage.home", message: "Back to home" })}
        </Link>
        <Link href="/admin" className={buttonClass("secondary")}>
          {i18n._({ id: "notFoundPage.manageWedding", message: "Manage my Wedding" })}
        </Link>
      </div>
    </main>
  );
}
