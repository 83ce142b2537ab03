// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ClipboardCopy from "lucide-react/icons/clipboard-copy";
import { HAND_MESSAGE_STYLES, type HandMessageStyle } from "../../contract/send-by-hand";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { InvitationsSent } from "../features/send-by-hand/invitations-sent";
import { PartyToSendRow } from "../features/send-by-hand/party-to-send-row";
import { useSendByHandPage, useSendByHandWedding } from "./use-send-by-hand-page";

export default function SendByHand() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "sendByHand.screenName", message: "send-by-hand list" })}>
      <SendByHandScreen code={code} />
    </HostGuard>
  );
}

function SendByHandScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useSendByHandWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed") return <LoadFailed onRetry={retry} />;
  if (!wedding) return <PageSpinner />;
  return <SendByHandView wedding={wedding} />;
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "sendByHand.loadFailed", message: "We couldn't load your households. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

/** The wording's name in the choice; read when shown, so the active catalogue answers. */
function styleLabel(style: HandMessageStyle): string {
  switch (style) {
    case "warm":
      return i18n._({ id: "sendByHand.styleWarm", message: "Warm" });
    case "formal":
      return i18n._({ id: "sendByHand.styleFormal", message: "Formal" });
    default:
      return i18n._({ id: "sendByHand.styleShort", message: "Short" });
  }
}

function SendByHandView({ wedding }: { wedding: Wedding }) {
  const code = wedding.uniqueCode;
  const page = useSendByHandPage(wedding);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/guests/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "sendByHand.backToGuestList", message: "Back to the guest list" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "sendByHand.heading", message: "Send invitations by hand" })}</h1>
      <p className="mt-2 text-stone-700">
        {i18n._({
          id: "sendByHand.intro",
          message:
            "Each household's invitation, already written in its language with its private link. Tap WhatsApp, SMS or Email to open the app with the message ready; the household is marked as sent, and tapping Sent again undoes it.",
        })}
      </p>
      {page.delivery && page.delivery !== "held" && (
        <p className="mt-2 text-sm text-stone-700">
          {i18n._({
            id: "sendByHand.withMailServer",
            message: "Households with an email address get your invitation email from the guest list; these have no address, so they are here.",
          })}
        </p>
      )}
      <section
        aria-label={i18n._({ id: "sendByHand.countsLabel", message: "Invitations sent" })}
        className="mt-6 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm"
      >
        <InvitationsSent weddingId={wedding.id} code={code} showLink={false} />
      </section>

      {page.status === "pending" ? (
        <PageSpinner />
      ) : page.status === "failed" ? (
        <LoadFailed onRetry={page.retry} />
      ) : page.total === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-blush-200 bg-white p-8 text-center">
          <p className="text-stone-800">
            {page.delivery === "held"
              ? i18n._({ id: "sendByHand.emptyList", message: "Your guest list is empty: add households first." })
              : i18n._({
                  id: "sendByHand.emptyWithMail",
                  message: "Every household has an email address: send them your invitation email from the guest list.",
                })}
          </p>
          <Link href={`/guests/${code}`} className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-blush-700 hover:underline">
            {i18n._({ id: "sendByHand.openGuestList", message: "Open the guest list" })}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <label htmlFor="hand-style" className="text-sm font-medium text-stone-800">
                {i18n._({ id: "sendByHand.wording", message: "Wording" })}
              </label>
              <select id="hand-style" value={page.style} onChange={(event) => page.setStyle(event.target.value as HandMessageStyle)} className={inputClass}>
                {HAND_MESSAGE_STYLES.map((style) => (
                  <option key={style} value={style}>
                    {styleLabel(style)}
                  </option>
                ))}
              </select>
            </div>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={!page.showSent}
                onChange={(event) => page.setShowSent(!event.target.checked)}
                className="h-5 w-5 accent-blush-600"
              />
              {i18n._({ id: "sendByHand.onlyToSend", message: "Only households still to send ({count})", values: { count: page.toSendCount } })}
            </label>
            <Button variant="secondary" className="ms-auto" onClick={page.copyAll}>
              <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
              {page.toSendCount
                ? i18n._({ id: "sendByHand.copyAllToSend", message: "Copy all still to send ({count})", values: { count: page.toSendCount } })
                : i18n._({ id: "sendByHand.copyAll", message: "Copy all ({count})", values: { count: page.total } })}
            </Button>
          </div>
          <section aria-label={i18n._({ id: "sendByHand.listLabel", message: "Households to send to" })} className="mt-4 grid gap-4">
            {page.parties.map((party) => (
              <PartyToSendRow
                key={party.id}
                party={party}
                timeZone={wedding.timeZone}
                onSend={page.onSend}
                onToggle={page.onToggle}
                onCopy={page.onCopy}
                busy={page.busyId === party.id}
              />
            ))}
          </section>
        </>
      )}
    </main>
  );
}
