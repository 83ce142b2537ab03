// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { Link, useParams } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { HostPartyAddress } from "../../contract/addresses";
import { countryName } from "../../contract/postal-address/country-names";
import { addressLines, LAID_OUT_COUNTRIES } from "../../contract/postal-address/formats";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { Button, buttonClass } from "../components/ui/button";
import { inputClass } from "../components/ui/field";
import { AddressEditor } from "../features/addresses/address-editor";
import { addressStatusLabel } from "../features/addresses/host-labels";
import { HostGuard } from "../features/host/host-guard";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { useAddressesPage, useAddressesWedding } from "./use-addresses-page";

/** /addresses/{code}: households' postal addresses, asked through their links, and the envelope files (issue 32 item 3). */
export default function Addresses() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "addresses.screenName", message: "addresses" })}>
      <AddressesScreen code={code} />
    </HostGuard>
  );
}

function AddressesScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useAddressesWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed" || !wedding) return <LoadFailed onRetry={retry} />;
  return <AddressesView wedding={wedding} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "addresses.loadFailed", message: "We couldn't load the addresses. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

const STATUS_CLASS = { none: "bg-amber-100 text-amber-900", household: "bg-emerald-100 text-emerald-900", couple: "bg-stone-200 text-stone-800" } as const;

function AddressesView({ wedding }: { wedding: Wedding }) {
  const page = useAddressesPage(wedding);
  if (page.status === "pending") return <PageSpinner />;
  if (page.status !== "ready" || !page.settings) return <LoadFailed onRetry={page.retry} />;
  const settings = page.settings;
  const home = settings.homeCountry;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href={`/guests/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "addresses.back", message: "Back to the guest list" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "addresses.heading", message: "Postal addresses" })}</h1>
      <p className="mt-2 text-stone-700">
        {i18n._({
          id: "addresses.intro",
          message:
            "Before paper invitations go out, ask each household to confirm its address through its invitation link. A household sees only the address it sent itself, never one you typed.",
        })}
      </p>

      <section className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-4" aria-labelledby="addresses-request">
        <h2 id="addresses-request" className="font-semibold text-stone-900">
          {i18n._({ id: "addresses.requestHeading", message: "The request" })}
        </h2>
        <label className="flex min-h-11 items-center gap-3 text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-blush-600"
            checked={settings.asking}
            onChange={(event) => page.changeSettings({ ...settings, asking: event.target.checked })}
          />
          {i18n._({ id: "addresses.ask", message: "Ask for postal addresses on invitation links" })}
        </label>
        <div className="grid gap-1.5 max-w-xs">
          <label htmlFor="addresses-home" className="text-sm font-medium text-stone-800">
            {i18n._({ id: "addresses.home", message: "Posting from" })}
          </label>
          <select
            id="addresses-home"
            className={inputClass}
            value={home ?? ""}
            onChange={(event) => page.changeSettings({ ...settings, homeCountry: event.target.value || null })}
          >
            <option value="">{i18n._({ id: "addresses.homeUnset", message: "Each guest's language decides" })}</option>
            {LAID_OUT_COUNTRIES.map((country) => ({ country, name: countryName(country) }))
              .sort((a, b) => a.name.localeCompare(b.name))
              .map(({ country, name }) => (
                <option key={country} value={country}>
                  {name}
                </option>
              ))}
          </select>
          <p className="text-xs text-stone-600">
            {i18n._({ id: "addresses.homeHint", message: "The form starts on this country, and labels name the country only for addresses abroad." })}
          </p>
        </div>
      </section>

      <section className="mt-6 flex flex-wrap gap-2" aria-label={i18n._({ id: "addresses.files", message: "Envelope files" })}>
        <Button variant="secondary" onClick={() => page.download("csv")}>
          {i18n._({ id: "addresses.csv", message: "Envelopes (CSV)" })}
        </Button>
        <Button variant="secondary" onClick={() => page.download("vcf")}>
          {i18n._({ id: "addresses.vcf", message: "Address book (vCard)" })}
        </Button>
        <Link href={`/addresses/${wedding.uniqueCode}/labels`} className={buttonClass("secondary")}>
          {i18n._({ id: "addresses.labels", message: "Print address labels" })}
        </Link>
      </section>

      <section className="mt-6" aria-labelledby="addresses-list">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="addresses-list" className="font-semibold text-stone-900">
            {page.missingOnly
              ? i18n._({ id: "addresses.stillToSend", message: "Still to send their address ({count})", values: { count: page.missingCount } })
              : i18n._({ id: "addresses.households", message: "Households ({count})", values: { count: page.total } })}
          </h2>
          <Button variant="ghost" aria-pressed={page.missingOnly} onClick={() => page.setMissingOnly(!page.missingOnly)}>
            {page.missingOnly
              ? i18n._({ id: "addresses.showAll", message: "Show every household" })
              : i18n._({ id: "addresses.showMissing", message: "Still to send their address ({count})", values: { count: page.missingCount } })}
          </Button>
        </div>
        <ul className="mt-3 grid gap-3">
          {page.parties.map((party) => (
            <PartyAddressRow key={party.partyId} party={party} home={home} page={page} />
          ))}
        </ul>
      </section>
    </main>
  );
}

function PartyAddressRow({ party, home, page }: { party: HostPartyAddress; home: string | null; page: ReturnType<typeof useAddressesPage> }) {
  const lines = party.address ? addressLines(party.address, home, (code) => countryName(code)) : [];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-stone-900" dir="auto">
            {party.envelopeName || party.partyName}
          </p>
          <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[party.status]}`}>
            {addressStatusLabel(party.status)}
          </span>
          {lines.length > 0 && (
            <p className="mt-2 text-sm text-stone-700">
              {lines.map((line, index) => (
                <span key={index} className="block" dir="auto">
                  {line}
                </span>
              ))}
            </p>
          )}
        </div>
        {page.editing !== party.partyId && (
          <Button
            variant="secondary"
            onClick={() => page.setEditing(party.partyId)}
            aria-label={i18n._({ id: "addresses.editFor", message: "Edit the address of {name}", values: { name: party.partyName } })}
          >
            {party.address ? i18n._({ id: "addresses.edit", message: "Edit" }) : i18n._({ id: "addresses.type", message: "Type address" })}
          </Button>
        )}
      </div>
      {page.editing === party.partyId && (
        <AddressEditor
          party={party}
          homeCountry={home}
          pending={page.saving}
          onCancel={() => page.setEditing(null)}
          onSave={(edit) => page.saveAddress(party.partyId, edit)}
        />
      )}
    </li>
  );
}
