// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { Link, useParams } from "wouter";
import { useState, type FormEvent } from "react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Link2 from "lucide-react/icons/link-2";
import { ACCESS_LINK_NAME_LENGTH, ACCESS_ROLES, accessLinkPath, type AccessLink, type AccessLinkCreated, type AccessRole } from "../../contract/access";
import { CopyButton } from "../components/copy-button";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { TextField, inputClass } from "../components/ui/field";
import { RenameLink } from "../features/access/rename-link";
import { roleHint, roleLabel } from "../features/access/role-labels";
import { ConfirmDialog } from "../features/host/confirm-dialog";
import { HostGuard } from "../features/host/host-guard";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { QrCode } from "../features/qr/qr-code";
import { useSharingPage } from "./use-sharing-page";

export default function Sharing() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "sharing.screenName", message: "sharing settings" })}>
      <SharingScreen code={code} />
    </HostGuard>
  );
}

function SharingScreen({ code }: { code: string }) {
  const page = useSharingPage(code);
  if (page.status === "pending" || !page.actorKnown) return <PageSpinner />;
  if (page.status === "not-found") return <WeddingNotFound code={code} />;
  if (page.status === "failed" || !page.wedding) {
    return (
      <ScreenLoadFailed
        message={i18n._({ id: "sharing.loadFailed", message: "We couldn't load your wedding. Check your connection and try again." })}
        onRetry={page.retry}
      />
    );
  }
  const wedding = page.wedding;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "sharing.back", message: "Back to the dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "sharing.heading", message: "Sharing" })}</h1>
      {!page.isOwner ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-stone-800">
          {i18n._({ id: "sharing.ownerOnly", message: "Only the couple, with the host key, can share access to this wedding." })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">
            {i18n._({
              id: "sharing.intro",
              message:
                "Give a parent, a planner or the door team their own link instead of your host key. Each link has a role, can end on a date, and stops working the moment you revoke it. Nobody needs an account.",
            })}
          </p>
          {page.made ? (
            <MadeLink code={wedding.uniqueCode} made={page.made} onDone={page.dismissMade} />
          ) : (
            <NewLinkForm fieldErrors={page.fieldErrors} creating={page.creating} onCreate={page.create} />
          )}
          <LinkList
            links={page.links?.links}
            max={page.links?.max}
            failed={page.linksFailed}
            onRevoke={page.revoke}
            revoking={page.revoking}
            onRename={page.rename}
            renaming={page.renaming}
          />
        </>
      )}
    </main>
  );
}

/** The end of the chosen day in this browser's zone, as an instant the server reads. */
function endOfDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59).toISOString();
}

function NewLinkForm({
  fieldErrors,
  creating,
  onCreate,
}: {
  fieldErrors: Record<string, string>;
  creating: boolean;
  onCreate: (input: { name: string; role: AccessRole; expiresAt: string | null }) => void;
}) {
  const [name, setName] = useState("");
  const [role, setRole] = useState<AccessRole>("editor");
  const [until, setUntil] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ name, role, expiresAt: until ? endOfDay(until) : null });
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6" noValidate>
      <h2 className="font-serif text-xl text-stone-900">{i18n._({ id: "sharing.newLink", message: "Make a link" })}</h2>
      <TextField
        label={i18n._({ id: "sharing.name", message: "Who is it for?" })}
        hint={i18n._({ id: "sharing.nameHint", message: "A name you will recognise: Mum, Sofia (planner), Door team." })}
        value={name}
        maxLength={ACCESS_LINK_NAME_LENGTH}
        required
        error={fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{i18n._({ id: "sharing.role", message: "What can they do?" })}</legend>
        {ACCESS_ROLES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-blush-500 has-checked:bg-blush-50"
          >
            <input
              type="radio"
              name="role"
              value={option}
              checked={role === option}
              onChange={() => setRole(option)}
              className="mt-1 h-4 w-4 accent-blush-600"
            />
            <span>
              <span className="block font-medium text-stone-900">{roleLabel(option)}</span>
              <span className="block text-sm text-stone-700">{roleHint(option)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor="link-until" className="text-sm font-medium text-stone-800">
          {i18n._({ id: "sharing.until", message: "Works until (optional)" })}
        </label>
        <input
          id="link-until"
          type="date"
          value={until}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setUntil(event.target.value)}
          aria-describedby={fieldErrors.expiresAt ? "link-until-error" : "link-until-hint"}
          className={`${inputClass} max-w-xs`}
        />
        {fieldErrors.expiresAt ? (
          <p id="link-until-error" className="text-sm text-red-700">
            {fieldErrors.expiresAt}
          </p>
        ) : (
          <p id="link-until-hint" className="text-sm text-stone-600">
            {i18n._({ id: "sharing.untilHint", message: "Leave empty for a link that works until you revoke it." })}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" pending={creating} pendingLabel={i18n._({ id: "sharing.making", message: "Making the link…" })}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "sharing.make", message: "Make the link" })}
        </Button>
      </div>
    </form>
  );
}

/** The new link, shown once: the server keeps only its hash. */
function MadeLink({ code, made, onDone }: { code: string; made: AccessLinkCreated; onDone: () => void }) {
  const url = `${window.location.origin}${accessLinkPath(code, made.secret)}`;
  return (
    <section aria-labelledby="made-title" className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6">
      <h2 id="made-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "sharing.madeTitle", message: "The link for {name}", values: { name: made.link.name } })}
      </h2>
      <p className="mt-1 text-sm text-stone-800">
        {i18n._({
          id: "sharing.shownOnce",
          message: "Copy it now and send it to them yourself: it is shown only once. Anyone with it can do what a {role} can.",
          values: { role: roleLabel(made.link.role).toLowerCase() },
        })}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label={i18n._({ id: "sharing.linkLabel", message: "Access link" })}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
          onFocus={(event) => event.target.select()}
        />
        <CopyButton value={url} label={i18n._({ id: "sharing.copyLink", message: "Copy the access link" })} />
      </div>
      {made.link.role === "door" && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <QrCode
            value={url}
            label={i18n._({ id: "sharing.qrLabel", message: "QR code of the door team's link" })}
            className="w-full max-w-64 rounded-sm border border-stone-200 p-2"
          />
          <p className="text-sm text-stone-700">
            {i18n._({ id: "sharing.qrHint", message: "The door team can scan this with the phone they will check guests in on." })}
          </p>
        </div>
      )}
      <Button className="mt-4" onClick={onDone}>
        {i18n._({ id: "sharing.done", message: "Done: I've sent it" })}
      </Button>
    </section>
  );
}

function when(iso: string | null): string {
  return iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : "";
}

function LinkList({
  links,
  max,
  failed,
  onRevoke,
  revoking,
  onRename,
  renaming,
}: {
  links: AccessLink[] | undefined;
  max: number | undefined;
  failed: boolean;
  onRevoke: (linkId: string, done: () => void) => void;
  revoking: boolean;
  onRename: (linkId: string, name: string, done: () => void) => void;
  renaming: boolean;
}) {
  const [confirming, setConfirming] = useState<AccessLink | null>(null);
  if (failed)
    return (
      <p role="alert" className="mt-6 text-stone-700">
        {i18n._({ id: "sharing.listFailed", message: "We couldn't load your links. Reload the page to try again." })}
      </p>
    );
  if (!links) return <PageSpinner />;
  const now = Date.now();
  return (
    <section aria-labelledby="links-title" className="mt-8">
      <h2 id="links-title" className="font-serif text-2xl text-stone-900">
        {i18n._({ id: "sharing.links", message: "Your links" })}
      </h2>
      {links.length === 0 ? (
        <p className="mt-2 text-stone-700">{i18n._({ id: "sharing.noLinks", message: "No links yet: only your host key opens this wedding." })}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {links.map((link) => {
            const expired = !!link.expiresAt && Date.parse(link.expiresAt) <= now;
            const state = link.revokedAt
              ? i18n._({ id: "sharing.revoked", message: "Revoked {when}", values: { when: when(link.revokedAt) } })
              : expired
                ? i18n._({ id: "sharing.expired", message: "Expired {when}", values: { when: when(link.expiresAt) } })
                : link.expiresAt
                  ? i18n._({ id: "sharing.expires", message: "Works until {when}", values: { when: when(link.expiresAt) } })
                  : i18n._({ id: "sharing.noExpiry", message: "Works until you revoke it" });
            return (
              <li
                key={link.id}
                className={`rounded-2xl border bg-white p-4 shadow-sm ${link.revokedAt || expired ? "border-stone-200 opacity-80" : "border-blush-200"}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-stone-900" dir="auto">
                      {link.name}
                    </p>
                    <p className="text-sm text-stone-700">{roleLabel(link.role)}</p>
                  </div>
                  {!link.revokedAt && !expired && (
                    <div className="flex flex-wrap gap-2">
                      <RenameLink link={link} pending={renaming} onRename={(name, done) => onRename(link.id, name, done)} />
                      <Button variant="secondary" onClick={() => setConfirming(link)}>
                        {i18n._({ id: "sharing.revoke", message: "Revoke" })}
                      </Button>
                    </div>
                  )}
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-3">
                  <div>
                    <dt className="font-medium text-stone-800">{i18n._({ id: "sharing.created", message: "Made" })}</dt>
                    <dd>{when(link.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-stone-800">{i18n._({ id: "sharing.lastUsed", message: "Last used" })}</dt>
                    <dd>{link.lastUsedAt ? when(link.lastUsedAt) : i18n._({ id: "sharing.neverUsed", message: "Not yet" })}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-stone-800">{i18n._({ id: "sharing.state", message: "Status" })}</dt>
                    <dd>{state}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      {max !== undefined && (
        <p className="mt-3 text-sm text-stone-600">
          {i18n._({ id: "sharing.cap", message: "{count} of {max} links used (revoked ones count).", values: { count: links.length, max } })}
        </p>
      )}
      <ConfirmDialog
        open={!!confirming}
        title={i18n._({ id: "sharing.revokeTitle", message: "Revoke {name}'s link?", values: { name: confirming?.name ?? "" } })}
        confirmLabel={i18n._({ id: "sharing.revokeConfirm", message: "Revoke the link" })}
        cancelLabel={i18n._({ id: "sharing.keep", message: "Keep it" })}
        pendingLabel={i18n._({ id: "sharing.revoking", message: "Revoking…" })}
        pending={revoking}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && onRevoke(confirming.id, () => setConfirming(null))}
      >
        {i18n._({
          id: "sharing.revokeIntro",
          message: "It stops working at once, on every device, and any screen they have open stops updating. You can make them a new link later.",
        })}
      </ConfirmDialog>
    </section>
  );
}
