// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { Link, useParams } from "wouter";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import CalendarRange from "lucide-react/icons/calendar-range";
import Globe from "lucide-react/icons/globe";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Languages from "lucide-react/icons/languages";
import ListChecks from "lucide-react/icons/list-checks";
import ListPlus from "lucide-react/icons/list-plus";
import PenLine from "lucide-react/icons/pen-line";
import Armchair from "lucide-react/icons/armchair";
import Users from "lucide-react/icons/users";
import Share2 from "lucide-react/icons/share-2";
import History from "lucide-react/icons/history";
import { CopyButton } from "../components/copy-button";
import { PageSpinner } from "../components/page-spinner";
import { Button, buttonClass } from "../components/ui/button";
import { WeddingDetails } from "../features/dashboard/wedding-details";
import { HostGuard } from "../features/host/host-guard";
import { ReplaceHostKey } from "../features/host/replace-host-key";
import { DownloadEverything, EraseWedding } from "../features/host/your-data";
import { ShareLink } from "../features/host/share-link";
import { PostGlance } from "../features/gifts/post-glance";
import { SignOutButton } from "../features/host/sign-out-button";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { NotificationsCard } from "../features/notifications/notifications-card";
import { InvitationsSent } from "../features/send-by-hand/invitations-sent";
import { CheckInGlance } from "../features/check-in/check-in-glance";
import { ResponsesGlance } from "../features/responses/responses-glance";
import { TranslationsSummary } from "../features/translations/translations-summary";
import { translationsPath } from "../features/translations/translation-gaps";
import { StylePicker } from "../features/themes/style-picker";
import { useDashboardPage } from "./use-dashboard-page";
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";

export default function Dashboard() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "dashboard.screenName", message: "dashboard" })}>
      <DashboardView code={code} />
    </HostGuard>
  );
}

function DashboardView({ code }: { code: string }) {
  const page = useDashboardPage(code);
  // A helper's link shows only the screens its role opens (the server decides every call anyway).
  const { shows, isOwner } = useActor(code);
  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "not-found") return <WeddingNotFound code={code} />;
  if (page.status === "failed") {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "dashboard.loadFailed", message: "We couldn't load your wedding. Check your connection and try again." })}
        </p>
        <Button className="mt-4" pending={page.retrying} onClick={page.retry}>
          {i18n._({ id: "dashboard.tryAgain", message: "Try again" })}
        </Button>
      </main>
    );
  }
  const { wedding: w, links } = page;
  if (!w || !links) return <PageSpinner />;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold tracking-[0.2em] text-blush-700 uppercase">{i18n._({ id: "dashboard.eyebrow", message: "Wedding dashboard" })}</p>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-5xl">
        {w.partner1} <span className="text-blush-600">&amp;</span> {w.partner2}
      </h1>
      {/* A viewer's link: the guest list stands for every area it may open and change none of. */}
      <ReadOnlyNote code={w.uniqueCode} area="guests" wedding={w} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <WeddingDetails wedding={w} />

        <div className="grid content-start gap-6">
          <section aria-labelledby="code-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
            <h2 id="code-title" className="text-sm font-medium text-stone-600">
              {i18n._({ id: "dashboard.weddingCode", message: "Wedding code" })}
            </h2>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              {/* Follows the screen width, so the eight characters stay on one line at 200% text. */}
              <span className="min-w-0 font-mono text-[min(1.875rem,9vw)] font-semibold tracking-widest break-all text-stone-900">{w.uniqueCode}</span>
              <CopyButton value={w.uniqueCode} label={i18n._({ id: "dashboard.copyCode", message: "Copy wedding code" })} />
            </div>
          </section>
          {shows("responses") && (
            <section aria-labelledby="replies-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="replies-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.repliesSoFar", message: "Replies so far" })}
              </h2>
              <div className="mt-3">
                <ResponsesGlance code={w.uniqueCode} />
              </div>
              <a href={`/responses/${w.uniqueCode}`} target="_blank" rel="noopener" className={buttonClass("primary", "mt-4 w-full")}>
                <Users className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "dashboard.viewResponses", message: "View Guest Responses" })}
                <span className="sr-only"> {i18n._({ id: "dashboard.opensInNewTab", message: "(opens in a new tab)" })}</span>
              </a>
            </section>
          )}
          {shows("guests") && (
            <section aria-labelledby="guest-list-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="guest-list-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.guestList", message: "Guest list" })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {i18n._({
                  id: "dashboard.guestListIntro",
                  message: "Your households with their seats, a private invitation link each, and who has not replied yet.",
                })}
              </p>
              <div className="mt-3">
                <InvitationsSent weddingId={w.id} code={w.uniqueCode} showLink={shows("send-by-hand")} />
              </div>
              <Link href={`/guests/${w.uniqueCode}`} className={buttonClass("secondary", "mt-4 w-full")}>
                <ListChecks className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "dashboard.openGuestList", message: "Open the guest list" })}
              </Link>
            </section>
          )}
          {shows("website") && (
            <section aria-labelledby="website-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="website-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.website", message: "Website" })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {i18n._({
                  id: "dashboard.websiteIntro",
                  message: "Your story, travel, questions and answers, registry and wedding party, below your invitation; a password if you want one.",
                })}
              </p>
              <Link href={`/website/${w.uniqueCode}`} className={buttonClass("secondary", "mt-4 w-full")}>
                <Globe className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "dashboard.buildWebsite", message: "Build your website" })}
              </Link>
            </section>
          )}
          {shows("events") && (
            <section aria-labelledby="events-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="events-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.events", message: "Events" })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {i18n._({
                  id: "dashboard.eventsIntro",
                  message: "A rehearsal dinner, a welcome drink, a brunch: each with its own guests, counts and caterer list.",
                })}
              </p>
              <Link href={`/events/${w.uniqueCode}`} className={buttonClass("secondary", "mt-4 w-full")}>
                <CalendarRange className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "dashboard.planEvents", message: "Plan your events" })}
              </Link>
            </section>
          )}
          {shows("seating") && (
            <section aria-labelledby="seating-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="seating-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.seating", message: "Seating" })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {i18n._({
                  id: "dashboard.seatingIntro",
                  message: "Tables for the reception, who sits where, and a plan made for you that keeps households together.",
                })}
              </p>
              <Link href={`/seating/${w.uniqueCode}`} className={buttonClass("secondary", "mt-4 w-full")}>
                <Armchair className="h-4 w-4" aria-hidden="true" />
                {i18n._({ id: "dashboard.openSeating", message: "Plan the seating" })}
              </Link>
            </section>
          )}
          {shows("check-in") && <CheckInGlance weddingId={w.id} code={w.uniqueCode} />}
          {shows("addresses") && <PostGlance weddingId={w.id} code={w.uniqueCode} />}
          {shows("translations") && (
            <section aria-labelledby="translations-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
              <h2 id="translations-title" className="font-serif text-xl text-stone-900">
                {i18n._({ id: "dashboard.translations", message: "Languages" })}
              </h2>
              <div className="mt-2">
                <TranslationsSummary wedding={w} />
              </div>
              {w.locales.length < 2 ? (
                <Link href={`/admin?edit=${w.uniqueCode}`} className={buttonClass("secondary", "mt-4 w-full")}>
                  <Languages className="h-4 w-4" aria-hidden="true" />
                  {i18n._({ id: "dashboard.offerLanguages", message: "Offer more languages" })}
                </Link>
              ) : (
                <Link href={translationsPath(w.uniqueCode)} className={buttonClass("secondary", "mt-4 w-full")}>
                  <Languages className="h-4 w-4" aria-hidden="true" />
                  {i18n._({ id: "dashboard.allTranslations", message: "All your texts and translations" })}
                </Link>
              )}
            </section>
          )}
          {shows("admin") && <NotificationsCard weddingId={w.id} code={w.uniqueCode} hasDeadline={!!w.rsvpDeadline} />}
          <section aria-labelledby="manage-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
            <h2 id="manage-title" className="font-serif text-xl text-stone-900">
              {i18n._({ id: "dashboard.manage", message: "Manage" })}
            </h2>
            <div className="mt-4 grid gap-2">
              {shows("admin") && (
                <>
                  <Link href={`/admin?edit=${w.uniqueCode}`} className={buttonClass("secondary", "justify-start")}>
                    <PenLine className="h-4 w-4" aria-hidden="true" />
                    {i18n._({ id: "dashboard.editDetails", message: "Edit Wedding Details" })}
                  </Link>
                  <Link href={`/admin?edit=${w.uniqueCode}&questions=true`} className={buttonClass("secondary", "justify-start")}>
                    <ListPlus className="h-4 w-4" aria-hidden="true" />
                    {i18n._({ id: "dashboard.addQuestions", message: "Add RSVP Questions" })}
                  </Link>
                </>
              )}
              {shows("activity") && (
                <Link href={`/activity/${w.uniqueCode}`} className={buttonClass("secondary", "justify-start")}>
                  <History className="h-4 w-4" aria-hidden="true" />
                  {i18n._({ id: "dashboard.activity", message: "Activity: who changed what" })}
                </Link>
              )}
              {isOwner && (
                <Link href={`/sharing/${w.uniqueCode}`} className={buttonClass("secondary", "justify-start")}>
                  <Share2 className="h-4 w-4" aria-hidden="true" />
                  {i18n._({ id: "dashboard.sharing", message: "Share access with helpers" })}
                </Link>
              )}
              {isOwner && <ReplaceHostKey weddingId={w.id} code={w.uniqueCode} />}
              {isOwner && <DownloadEverything wedding={w} />}
              <SignOutButton code={w.uniqueCode} />
              {isOwner && <EraseWedding wedding={w} />}
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="share-title" className="mt-8">
        <h2 id="share-title" className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "dashboard.share", message: "Share with your guests" })}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <ShareLink
            title={i18n._({ id: "dashboard.saveTheDateLink", message: "Save-the-date link" })}
            description={i18n._({ id: "dashboard.saveTheDateLinkHint", message: "A keepsake page with your date, venue and calendar buttons." })}
            url={links.saveTheDate}
            icon={<CalendarHeart className="h-5 w-5" aria-hidden="true" />}
          />
          <ShareLink
            title={i18n._({ id: "dashboard.rsvpLink", message: "RSVP link" })}
            description={i18n._({ id: "dashboard.rsvpLinkHint", message: "Your invitation and the form guests answer for their party." })}
            url={links.rsvp}
            icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />}
          />
        </div>
      </section>

      {shows("admin") && (
        <section aria-labelledby="style-title" className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="style-title" className="font-serif text-2xl text-stone-900">
            {i18n._({ id: "dashboard.designStyle", message: "Design style" })}
          </h2>
          <p className="mt-1 mb-4 text-sm text-stone-600">
            {i18n._({
              id: "dashboard.designStyleIntro",
              message: "How your save-the-date and RSVP page look. Pick one to preview it; nothing changes for guests until you use it.",
            })}
          </p>
          {/* Keyed by the saved style: after a save the picker starts again from what guests now see. */}
          <StylePicker key={w.rsvpStyle} wedding={w} />
        </section>
      )}
    </main>
  );
}
