// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { useState, type FormEvent } from "react";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { GIFT_LENGTH, type Gift } from "../../contract/gifts";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { inputClass, TextField } from "../components/ui/field";
import { giftDay, thankYouLine } from "../features/gifts/thank-you-line";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { RecentlyDeleted } from "../features/trash/recently-deleted";
import { UndoStatus } from "../features/trash/undo-status";
import { useGiftsPage, useGiftsWedding } from "./use-gifts-page";

/** /gifts/{code}: gifts per household and the thank-yous still owed (issue 32 item 4). */
export default function Gifts() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "gifts.screenName", message: "gifts" })}>
      <GiftsScreen code={code} />
    </HostGuard>
  );
}

function GiftsScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useGiftsWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed" || !wedding) return <LoadFailed onRetry={retry} />;
  return <GiftsView wedding={wedding} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "gifts.loadFailed", message: "We couldn't load your gifts. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function GiftsView({ wedding }: { wedding: Wedding }) {
  const page = useGiftsPage(wedding);
  const { canChange } = useActor(wedding.uniqueCode);
  const readOnly = !canChange("gifts");
  if (page.status === "pending") return <PageSpinner />;
  if (page.status !== "ready") return <LoadFailed onRetry={page.retry} />;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "gifts.back", message: "Back to the dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "gifts.heading", message: "Gifts and thank-yous" })}</h1>
      <ReadOnlyNote code={wedding.uniqueCode} area="gifts" wedding={wedding} />
      {page.reminder && page.reminder.owed > 0 && (
        <p role="status" className={`mt-2 rounded-lg p-2 text-sm font-medium ${page.reminder.due ? "bg-amber-50 text-amber-900" : "text-stone-700"}`}>
          {thankYouLine(page.reminder)}
        </p>
      )}
      <div className="mt-3">
        <UndoStatus weddingId={wedding.id} deleted={page.justDeleted} />
      </div>
      {!readOnly && <AddGift page={page} />}
      <section className="mt-8" aria-labelledby="owed-title">
        <h2 id="owed-title" className="font-semibold text-stone-900">
          {i18n._({ id: "gifts.owedHeading", message: "Thank-yous owed ({count})", values: { count: page.owed.length } })}
        </h2>
        {page.owed.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{i18n._({ id: "gifts.noneOwed", message: "Every gift has its thank-you." })}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {page.owed.map((gift) => (
              <GiftRow key={gift.id} gift={gift} page={page} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8" aria-labelledby="all-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="all-title" className="font-semibold text-stone-900">
            {i18n._({ id: "gifts.allHeading", message: "Every gift ({count})", values: { count: page.gifts.length } })}
          </h2>
          <Button variant="secondary" onClick={page.download}>
            {i18n._({ id: "gifts.csv", message: "Gifts (CSV)" })}
          </Button>
        </div>
        <ul className="mt-3 grid gap-2">
          {page.gifts.map((gift) => (
            <GiftRow key={gift.id} gift={gift} page={page} readOnly={readOnly} />
          ))}
        </ul>
      </section>
      {!readOnly && (
        <div className="mt-8">
          <RecentlyDeleted
            weddingId={wedding.id}
            timeZone={wedding.timeZone}
            kinds={["gift"]}
            intro={(days) => i18n._({ id: "gifts.trashIntro", message: "Removed gifts are kept for {days} days, then erased for good.", values: { days } })}
          />
        </div>
      )}
    </main>
  );
}

function GiftRow({ gift, page, readOnly }: { gift: Gift; page: ReturnType<typeof useGiftsPage>; readOnly: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3">
      <div className="min-w-0">
        <p className="font-medium text-stone-900" dir="auto">
          {gift.what}
        </p>
        <p className="text-sm text-stone-700">
          <span dir="auto">{gift.partyName}</span> · {i18n._({ id: "gifts.received", message: "received {date}", values: { date: giftDay(gift.receivedOn) } })}
          {gift.thankedOn && ` · ${i18n._({ id: "gifts.thanked", message: "thanked {date}", values: { date: giftDay(gift.thankedOn) } })}`}
        </p>
        {gift.note && (
          <p className="text-sm text-stone-600" dir="auto">
            {gift.note}
          </p>
        )}
      </div>
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {gift.thankedOn ? (
            <Button variant="ghost" onClick={() => page.unthank(gift)}>
              {i18n._({ id: "gifts.unthank", message: "Not sent yet" })}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => page.thank(gift)}>
              {i18n._({ id: "gifts.thank", message: "Thank-you sent" })}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={() => page.remove(gift)}
            aria-label={i18n._({ id: "gifts.removeLabel", message: "Remove {what}", values: { what: gift.what } })}
          >
            {i18n._({ id: "gifts.remove", message: "Remove" })}
          </Button>
        </div>
      )}
    </li>
  );
}

function AddGift({ page }: { page: ReturnType<typeof useGiftsPage> }) {
  const [partyId, setPartyId] = useState("");
  const [what, setWhat] = useState("");
  const [receivedOn, setReceivedOn] = useState(() => new Date().toLocaleDateString("en-CA"));
  const [note, setNote] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!partyId || !what.trim()) return;
    page.add({ partyId, what, receivedOn, note }, () => {
      setWhat("");
      setNote("");
    });
  }
  return (
    <form onSubmit={submit} className="mt-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2" aria-labelledby="add-gift-title">
      <h2 id="add-gift-title" className="font-semibold text-stone-900 sm:col-span-2">
        {i18n._({ id: "gifts.addHeading", message: "Add a gift" })}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor="gift-party" className="text-sm font-medium text-stone-800">
          {i18n._({ id: "gifts.household", message: "From" })}
        </label>
        <select id="gift-party" required className={inputClass} value={partyId} onChange={(event) => setPartyId(event.target.value)}>
          <option value="">{i18n._({ id: "gifts.chooseHousehold", message: "Choose a household" })}</option>
          {page.parties.map((party) => (
            <option key={party.id} value={party.id}>
              {party.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={i18n._({ id: "gifts.what", message: "Gift" })}
        required
        maxLength={GIFT_LENGTH.what}
        value={what}
        onChange={(event) => setWhat(event.target.value)}
      />
      <TextField
        label={i18n._({ id: "gifts.date", message: "Received on" })}
        type="date"
        required
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.target.value)}
      />
      <TextField
        label={i18n._({ id: "gifts.note", message: "Note (optional)" })}
        maxLength={GIFT_LENGTH.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" className="sm:col-span-2" pending={page.adding}>
        {i18n._({ id: "gifts.add", message: "Add gift" })}
      </Button>
    </form>
  );
}
