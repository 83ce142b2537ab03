// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { useId, useState } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { SECTION_KINDS, type SectionKind } from "../../contract/website";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button, buttonClass } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { i18n } from "../features/host/host-i18n";
import { HostGuard } from "../features/host/host-guard";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { HotelPicker } from "../features/website/hotel-picker";
import { SectionCard } from "../features/website/section-card";
import { kindLabel } from "../features/website/section-kinds";
import { SitePasswordForm } from "../features/website/site-password-form";
import { RecentlyDeleted } from "../features/trash/recently-deleted";
import { UndoStatus, type JustDeleted } from "../features/trash/undo-status";
import { useWebsitePage, useWebsiteWedding } from "./use-website-page";

/** /website/{code}: the wedding website's sections, their order, audiences and the site's password (issue 32; decision 0045). */
export default function Website() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "website.screenName", message: "website" })}>
      <WebsiteScreen code={code} />
    </HostGuard>
  );
}

function WebsiteScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useWebsiteWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed") return <LoadFailed onRetry={retry} />;
  if (!wedding) return <PageSpinner />;
  return <WebsiteView wedding={wedding} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "website.loadFailed", message: "We couldn't load your website. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function WebsiteView({ wedding }: { wedding: Wedding }) {
  const page = useWebsitePage(wedding);
  const id = useId();
  const [picked, setKind] = useState<SectionKind>("story");
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  // At most one schedule: once it exists it is no longer offered, and a choice of it falls back to the first kind.
  const kinds = SECTION_KINDS.filter((option) => option !== "schedule" || !page.hasSchedule);
  const kind = kinds.includes(picked) ? picked : kinds[0]!;
  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "failed") return <LoadFailed onRetry={page.retry} />;

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "website.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "website.heading", message: "Website" })}</h1>
      <p className="mt-1 text-stone-700">
        {i18n._({
          id: "website.intro",
          message:
            "Your invitation page is your wedding website. Add sections below it: your story, your schedule, travel and hotels, things to do, questions and answers, your registry, your wedding party. Each can be shown to everyone or only to some households.",
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`/rsvp/${wedding.uniqueCode}`} target="_blank" rel="noopener" className={buttonClass("secondary")}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "website.preview", message: "Preview your site" })}
          <span className="sr-only"> {i18n._({ id: "website.newTab", message: "(opens in a new tab)" })}</span>
        </a>
        <Link href={`/translations/${wedding.uniqueCode}`} className={buttonClass("secondary")}>
          {i18n._({ id: "website.translate", message: "Translate your texts" })}
        </Link>
      </div>

      <section aria-labelledby={`${id}-sections`} className="mt-8">
        <h2 id={`${id}-sections`} className="font-serif text-2xl text-stone-900">
          {i18n._({ id: "website.sections", message: "Sections" })}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {page.hasSchedule
            ? i18n._({ id: "website.scheduleNoteSection", message: "Your schedule comes from your events and shows where its section is." })
            : i18n._({
                id: "website.scheduleNoteInvitation",
                message:
                  "Your schedule comes from your events and shows with the invitation. Add a Schedule section to place it among your sections, limit or hide it.",
              })}
        </p>
        <div className="mt-3">
          <UndoStatus weddingId={wedding.id} deleted={justDeleted} />
        </div>
        {page.sections.length === 0 ? (
          <p className="mt-2 text-stone-700">{i18n._({ id: "website.none", message: "No sections yet. Add your first one below." })}</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {page.sections.map((section, index) => (
              <SectionCard
                key={`${section.id}:${section.position}`}
                weddingId={wedding.id}
                section={section}
                choices={page.choices}
                onMove={page.moves(index)}
                venue={wedding.venue}
                onDeleted={setJustDeleted}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${id}-add`} className="mt-8 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
        <h2 id={`${id}-add`} className="font-serif text-xl text-stone-900">
          {i18n._({ id: "website.addSection", message: "Add a section" })}
        </h2>
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            page.addSection(kind);
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-kind`} className="text-sm font-medium text-stone-800">
              {i18n._({ id: "website.kind", message: "Kind of section" })}
            </label>
            <select id={`${id}-kind`} className={inputClass} value={kind} onChange={(event) => setKind(event.target.value as SectionKind)}>
              {kinds.map((option) => (
                <option key={option} value={option}>
                  {kindLabel(option)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={page.adding}>
            {i18n._({ id: "website.addButton", message: "Add section" })}
          </Button>
        </form>
      </section>

      {!page.hasTravel && wedding.venue && (
        <section aria-labelledby={`${id}-hotels`} className="mt-8 grid gap-3 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
          <h2 id={`${id}-hotels`} className="font-serif text-xl text-stone-900">
            {i18n._({ id: "website.hotels.heading", message: "Places to stay" })}
          </h2>
          <p className="text-sm text-stone-700">
            {i18n._({
              id: "website.hotels.intro",
              message: "Pin hotels the hotel helper finds near your venue: they go into a new Travel and stay section, as entries you can edit.",
            })}
          </p>
          <HotelPicker venue={wedding.venue} pinned={[]} pinning={page.adding} onPin={page.pinToNewTravel} />
        </section>
      )}

      <SitePasswordForm weddingId={wedding.id} passwordSet={page.passwordSet} />
      <div className="mt-8">
        <RecentlyDeleted
          weddingId={wedding.id}
          timeZone={wedding.timeZone}
          kinds={["section"]}
          intro={(days) =>
            i18n._({
              id: "website.trashIntro",
              message: "Removed sections, with their texts and photos, are kept for {days} days, then erased for good.",
              values: { days },
            })
          }
        />
      </div>
    </main>
  );
}
