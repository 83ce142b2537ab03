import { i18n } from "../host/host-i18n";
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
import { publicLinks, ShareLink } from "../host/share-link";
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
          {hostKey ? i18n._({ id: "admin.ready", message: "Your wedding is ready!" }) : i18n._({ id: "admin.allSet", message: "All set!" })}
        </h2>
        <p className="mt-2 text-stone-700">
          {i18n._({
            id: "admin.readyIntro",
            message: "{partner1} & {partner2}: share your links below and watch the replies arrive.",
            values: { partner1: wedding.partner1, partner2: wedding.partner2 },
          })}
        </p>
      </div>

      {!questionsSaved && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p>{i18n._({ id: "admin.questionsNotSaved", message: "Your RSVP questions weren't saved. Add them now so guests can answer them." })}</p>
          <Button variant="secondary" onClick={onEditQuestions}>
            {i18n._({ id: "admin.addQuestions", message: "Add RSVP Questions" })}
          </Button>
        </div>
      )}

      <section aria-labelledby="code-title" className="rounded-2xl border border-blush-200 bg-white p-5 text-center shadow-sm sm:p-8">
        <h3 id="code-title" className="text-sm font-medium tracking-wide text-stone-600 uppercase">
          {i18n._({ id: "admin.weddingCode", message: "Your wedding code" })}
        </h3>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {/* A display line: it follows the screen width so the eight characters stay on one line at 200% text. */}
          <span className="min-w-0 font-mono text-[min(2.25rem,10vw)] font-semibold tracking-[0.15em] break-all text-stone-900" data-testid="wedding-code">
            {wedding.uniqueCode}
          </span>
          <CopyButton value={wedding.uniqueCode} label={i18n._({ id: "admin.copyCode", message: "Copy wedding code" })} />
        </div>
        <p className="mt-2 text-sm text-stone-600">
          {i18n._({ id: "admin.weddingCodeHint", message: "Guests never need it; you use it with your host key to manage the wedding." })}
        </p>
      </section>

      {hostKey && <HostKeyPanel code={wedding.uniqueCode} hostKey={hostKey} />}

      <section aria-labelledby="share-title" className="grid gap-4">
        <h3 id="share-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "admin.share", message: "Share with your guests" })}
        </h3>
        <ShareLink
          title={i18n._({ id: "admin.saveTheDateLink", message: "Save-the-date link" })}
          description={i18n._({ id: "admin.saveTheDateLinkHint", message: "Send this first: your date, venue and calendar buttons." })}
          url={links.saveTheDate}
          icon={<CalendarHeart className="h-5 w-5" aria-hidden="true" />}
        />
        <ShareLink
          title={i18n._({ id: "admin.rsvpLink", message: "RSVP link" })}
          description={i18n._({ id: "admin.rsvpLinkHint", message: "Your invitation and the form guests answer." })}
          url={links.rsvp}
          icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />}
        />
      </section>

      <section aria-labelledby="style-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <h3 id="style-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "admin.designStyle", message: "Design style" })}
        </h3>
        <p className="mt-1 mb-4 text-sm text-stone-600">
          {i18n._({
            id: "admin.designStyleIntro",
            message: "How your save-the-date and RSVP page look. Pick one to preview it; nothing changes for guests until you use it.",
          })}
        </p>
        <StylePicker wedding={wedding} onChange={setWedding} />
      </section>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={onEdit}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "admin.editDetails", message: "Edit Wedding Details" })}
        </Button>
        <Link href={`/responses/${wedding.uniqueCode}`} className={buttonClass("primary")}>
          <Users className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "admin.viewResponses", message: "View Responses" })}
        </Link>
        <Link href={`/dashboard/${wedding.uniqueCode}`} className={buttonClass("secondary")}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "admin.goToDashboard", message: "Go to Dashboard" })}
        </Link>
        <Button variant="ghost" onClick={onCreateAnother}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "admin.createAnother", message: "Create Another Wedding" })}
        </Button>
      </div>
    </div>
  );
}
