// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { withElements } from "../lib/i18n-react";
import { Link, useLocation } from "wouter";
import Users from "lucide-react/icons/users";
import { HostSignInForm } from "../features/host/host-sign-in-form";
import { useDocumentTitle } from "../components/use-document-title";

/** /responses without a code: the footer's "View Responses" lands here and asks which wedding. */
export default function ResponsesEntry() {
  useDocumentTitle(i18n._({ id: "responsesEntry.documentTitle", message: "View responses" }));
  const [, navigate] = useLocation();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <Users className="h-6 w-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 font-serif text-2xl text-stone-900 sm:text-3xl">
          {i18n._({ id: "responsesEntry.heading", message: "View your guest responses" })}
        </h1>
        <p className="mt-2 text-stone-700">{i18n._({ id: "responsesEntry.intro", message: "Enter your wedding code and host key to see who's coming." })}</p>
        <div className="mt-6">
          <HostSignInForm
            submitLabel={i18n._({ id: "responsesEntry.submit", message: "View Responses" })}
            onOpened={(code) => navigate(`/responses/${code}`)}
          />
        </div>
        <p className="mt-6 text-sm text-stone-700">
          {withElements(i18n._({ id: "responsesEntry.noWeddingYet", message: "Haven't set up your wedding yet? <0>Create your RSVP form</0>" }), {
            0: <Link href="/admin" className="font-medium text-blush-700 underline underline-offset-2" />,
          })}
        </p>
      </div>
    </main>
  );
}
