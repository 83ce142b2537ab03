import { i18n } from "../host/host-i18n";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import CalendarRange from "lucide-react/icons/calendar-range";
import Languages from "lucide-react/icons/languages";
import ListChecks from "lucide-react/icons/list-checks";
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
import { TranslationsSummary } from "../translations/translations-summary";

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

      {/* Issue 29, item 10: the couple learns here what the product does next, not by finding it later. */}
      <section aria-labelledby="next-title" className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <h3 id="next-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "admin.nextTitle", message: "What comes next" })}
        </h3>
        <ol className="grid gap-5">
          <NextStep
            icon={<ListChecks className="h-5 w-5" aria-hidden="true" />}
            title={i18n._({ id: "admin.nextGuestList", message: "Your guest list" })}
            text={i18n._({
              id: "admin.nextGuestListText",
              message:
                "Add your households, or import them from your own spreadsheet: each gets a private invitation link, and you see who has not replied yet.",
            })}
          >
            <Link href={`/guests/${wedding.uniqueCode}`} className={buttonClass("secondary")}>
              {i18n._({ id: "admin.nextGuestListLink", message: "Open the guest list" })}
            </Link>
          </NextStep>
          <NextStep
            icon={<CalendarRange className="h-5 w-5" aria-hidden="true" />}
            title={i18n._({ id: "admin.nextEvents", message: "Your events" })}
            text={i18n._({
              id: "admin.nextEventsText",
              message: "A rehearsal dinner, a welcome drink, a brunch: add each with its own guests, questions and counts.",
            })}
          >
            <Link href={`/events/${wedding.uniqueCode}`} className={buttonClass("secondary")}>
              {i18n._({ id: "admin.nextEventsLink", message: "Plan your events" })}
            </Link>
          </NextStep>
          <NextStep
            icon={<Languages className="h-5 w-5" aria-hidden="true" />}
            title={i18n._({ id: "admin.nextTranslations", message: "Your texts in every language" })}
          >
            <TranslationsSummary wedding={wedding} onOfferLanguages={onEdit} />
          </NextStep>
        </ol>
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

function NextStep({ icon, title, text, children }: { icon: ReactNode; title: string; text?: string; children: ReactNode }) {
  return (
    // On a phone the text and its links take the card's whole width under the icon and title, so
    // 200% text is not squeezed into the column beside the icon.
    <li className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">{icon}</span>
      <h4 className="min-w-0 font-medium text-stone-900">{title}</h4>
      <div className="col-span-2 grid min-w-0 gap-2 sm:col-span-1 sm:col-start-2">
        {text && <p className="text-sm text-stone-700">{text}</p>}
        <div>{children}</div>
      </div>
    </li>
  );
}
