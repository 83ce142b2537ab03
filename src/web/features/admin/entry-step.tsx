import { i18n } from "../host/host-i18n";
import Heart from "lucide-react/icons/heart";
import { Button } from "../../components/ui/button";
import { HostSignInForm } from "../host/host-sign-in-form";

interface EntryStepProps {
  onCreate: () => void;
  onOpened: (code: string) => void;
}

/** Start a new wedding, or open an existing one with its code and host key. */
export function EntryStep({ onCreate, onOpened }: EntryStepProps) {
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 data-step-heading tabIndex={-1} className="font-serif text-4xl text-stone-900 outline-none sm:text-5xl">
          {i18n._({ id: "admin.entryTitle", message: "Manage my Wedding" })}
        </h1>
        <p className="mt-3 text-stone-700">
          {i18n._({ id: "admin.entryIntro", message: "Create your free RSVP page in minutes, or pick up where you left off." })}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="new-title" className="flex flex-col rounded-2xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex h-12 w-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
            <Heart className="h-6 w-6" aria-hidden="true" />
          </div>
          <h2 id="new-title" className="mt-4 font-serif text-2xl text-stone-900">
            {i18n._({ id: "admin.newTitle", message: "Create a new wedding" })}
          </h2>
          <p className="mt-2 flex-1 text-stone-700">
            {i18n._({
              id: "admin.newIntro",
              message: "Add your names, date and venue, choose your RSVP questions and get two links to share: a save-the-date and an RSVP form.",
            })}
          </p>
          <Button className="mt-6" onClick={onCreate}>
            {i18n._({ id: "admin.createNew", message: "Create New Wedding" })}
          </Button>
        </section>
        <section aria-labelledby="existing-title" className="rounded-2xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="existing-title" className="font-serif text-2xl text-stone-900">
            {i18n._({ id: "admin.existingTitle", message: "Open an existing wedding" })}
          </h2>
          <p className="mt-2 mb-4 text-stone-700">
            {i18n._({ id: "admin.existingIntro", message: "Enter your wedding code and the host key you saved when you created it." })}
          </p>
          <HostSignInForm submitLabel={i18n._({ id: "admin.openDashboard", message: "Open My Dashboard" })} onOpened={onOpened} />
        </section>
      </div>
    </div>
  );
}
