import { useState } from "react";
import { Link } from "wouter";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import ClipboardList from "lucide-react/icons/clipboard-list";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import PartyPopper from "lucide-react/icons/party-popper";
import PenLine from "lucide-react/icons/pen-line";
import Plus from "lucide-react/icons/plus";
import Users from "lucide-react/icons/users";
import type { Wedding } from "../../../contract/wedding";
import { CopyButton } from "../../components/copy-button";
import { publicLinks, ShareLink } from "../../components/share-link";
import { Button, buttonClass } from "../../components/ui/button";
import { HostKeyPanel } from "../host/host-key-panel";
import { StylePicker } from "../themes/style-picker";

interface CompleteStepProps {
  wedding: Wedding;
  hostKey: string | null;
  questionsSaved: boolean;
  onEdit: () => void;
  onEditQuestions: () => void;
  onCreateAnother: () => void;
}

export function CompleteStep({ wedding: initial, hostKey, questionsSaved, onEdit, onEditQuestions, onCreateAnother }: CompleteStepProps) {
  const [wedding, setWedding] = useState(initial);
  const links = publicLinks(wedding.uniqueCode);
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <PartyPopper className="h-7 w-7" aria-hidden="true" />
        </div>
        <h2 data-step-heading tabIndex={-1} className="mt-4 font-serif text-3xl text-stone-900 outline-none sm:text-4xl">
          {hostKey ? "Your wedding is ready!" : "All set!"}
        </h2>
        <p className="mt-2 text-stone-700">
          {wedding.partner1} &amp; {wedding.partner2}: share your links below and watch the replies arrive.
        </p>
      </div>

      {!questionsSaved && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p>Your RSVP questions weren't saved. Add them now so guests can answer them.</p>
          <Button variant="secondary" onClick={onEditQuestions}>
            Add RSVP Questions
          </Button>
        </div>
      )}

      <section aria-labelledby="code-title" className="rounded-2xl border border-blush-200 bg-white p-5 text-center shadow-sm sm:p-8">
        <h3 id="code-title" className="text-sm font-medium tracking-wide text-stone-600 uppercase">
          Your wedding code
        </h3>
        <div className="mt-2 flex items-center justify-center gap-3">
          <span className="font-mono text-4xl font-semibold tracking-[0.2em] text-stone-900" data-testid="wedding-code">
            {wedding.uniqueCode}
          </span>
          <CopyButton value={wedding.uniqueCode} label="Copy wedding code" />
        </div>
        <p className="mt-2 text-sm text-stone-600">Guests never need it; you use it with your host key to manage the wedding.</p>
      </section>

      {hostKey && <HostKeyPanel code={wedding.uniqueCode} hostKey={hostKey} />}

      <section aria-labelledby="share-title" className="grid gap-4">
        <h3 id="share-title" className="font-serif text-2xl text-stone-900">
          Share with your guests
        </h3>
        <ShareLink
          title="Save-the-date link"
          description="Send this first: your date, venue and calendar buttons."
          url={links.saveTheDate}
          icon={<CalendarHeart className="h-5 w-5" aria-hidden="true" />}
        />
        <ShareLink
          title="RSVP link"
          description="Your invitation and the form guests answer."
          url={links.rsvp}
          icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />}
        />
      </section>

      <section aria-labelledby="style-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <h3 id="style-title" className="font-serif text-2xl text-stone-900">
          Design style
        </h3>
        <p className="mt-1 mb-4 text-sm text-stone-600">
          How your save-the-date and RSVP page look. Pick one to preview it; nothing changes for guests until you use it.
        </p>
        <StylePicker wedding={wedding} onChange={setWedding} />
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={onEdit}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          Edit Wedding Details
        </Button>
        <Link href={`/responses/${wedding.uniqueCode}`} className={buttonClass("primary")}>
          <Users className="h-4 w-4" aria-hidden="true" />
          View Responses
        </Link>
        <Link href={`/dashboard/${wedding.uniqueCode}`} className={buttonClass("secondary")}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          Go to Dashboard
        </Link>
        <Button variant="ghost" onClick={onCreateAnother}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create Another Wedding
        </Button>
      </div>
    </div>
  );
}
