import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import Inbox from "lucide-react/icons/inbox";
import {
  COUPLE_ADDRESS_MODE_LABELS,
  MAX_COUPLE_ADDRESSES,
  ZCoupleAddressMode,
  type CoupleAddress,
  type CoupleAddressMode,
} from "../../../contract/mail-settings";
import { Button, buttonClass } from "../../components/ui/button";
import { inputClass, TextField } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { mailSettingsQuery, useAddAddress, useRemoveAddress, useSetMode } from "./api";
import { ReminderSetting } from "./reminder-setting";

const failed = (error: unknown) =>
  toast({
    title: i18n._({ id: "notifications.notSaved", message: "Not Saved" }),
    description: error instanceof ApiError ? error.reason : i18n._({ id: "notifications.pleaseTryAgain", message: "Please try again." }),
    variant: "destructive",
  });

/**
 * Where the couple hears about replies (issue 14): up to two addresses, each confirmed by a link
 * first, each with its own choice; the scheduled reminder; the way to the Outbox.
 */
export function NotificationsCard({ weddingId, code, hasDeadline }: { weddingId: string; code: string; hasDeadline: boolean }) {
  const settings = useQuery(mailSettingsQuery(weddingId));
  const addresses = settings.data?.addresses ?? [];
  return (
    <section aria-labelledby="notifications-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      {/* Not just "Notifications": the toasts' live region already carries that name. */}
      <h2 id="notifications-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "notifications.title", message: "Reply notifications" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({ id: "notifications.intro", message: "Get an email when someone replies, or one digest a day. Every email has a link to stop." })}
      </p>
      {settings.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {i18n._({ id: "notifications.loadFailed", message: "The settings could not be loaded." })}
        </p>
      )}
      <ul className="mt-3 grid gap-3">
        {addresses.map((address) => (
          <AddressRow key={address.id} weddingId={weddingId} address={address} />
        ))}
      </ul>
      {settings.isSuccess && addresses.length < MAX_COUPLE_ADDRESSES && <AddAddressForm weddingId={weddingId} />}
      {settings.data && <ReminderSetting weddingId={weddingId} value={settings.data.reminderDaysBefore} hasDeadline={hasDeadline} />}
      <Link href={`/outbox/${code}`} className={buttonClass("secondary", "mt-4 w-full")}>
        <Inbox className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "notifications.openOutbox", message: "Open the Outbox" })}
      </Link>
    </section>
  );
}

function AddressRow({ weddingId, address }: { weddingId: string; address: CoupleAddress }) {
  const setMode = useSetMode(weddingId);
  const remove = useRemoveAddress(weddingId);
  const selectId = useId();
  return (
    <li className="rounded-xl border border-blush-100 p-3">
      <p className="font-medium break-all text-stone-900">{address.email}</p>
      {!address.confirmed && (
        <p className="text-sm text-amber-800">
          {i18n._({ id: "notifications.waiting", message: "Waiting for confirmation: open the link we emailed to this address." })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="grid flex-1 basis-40 gap-1">
          <label htmlFor={selectId} className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            {i18n._({ id: "notifications.send", message: "Send" })}
          </label>
          <select
            id={selectId}
            value={address.mode}
            disabled={setMode.isPending}
            onChange={(event) => setMode.mutate({ id: address.id, mode: event.target.value as CoupleAddressMode }, { onError: failed })}
            className={`${inputClass} pr-8`}
          >
            {ZCoupleAddressMode.options.map((mode) => (
              <option key={mode} value={mode}>
                {COUPLE_ADDRESS_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="ghost"
          pending={remove.isPending}
          onClick={() => remove.mutate(address.id, { onError: failed })}
          aria-label={i18n._({ id: "notifications.removeAddress", message: "Remove {email}", values: { email: address.email } })}
        >
          {i18n._({ id: "notifications.remove", message: "Remove" })}
        </Button>
      </div>
    </li>
  );
}

function AddAddressForm({ weddingId }: { weddingId: string }) {
  const add = useAddAddress(weddingId);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    add.mutate(
      { email: email.trim(), mode: "each" },
      {
        onSuccess: (added) => {
          setEmail("");
          toast({
            title: i18n._({ id: "notifications.checkInbox", message: "Check Your Inbox" }),
            description: i18n._({
              id: "notifications.checkInboxDescription",
              message: "We sent a confirmation link to {email}.",
              values: { email: added.email },
            }),
            variant: "success",
          });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (failure.fields.email ?? failure.reason)
              : i18n._({ id: "notifications.pleaseTryAgain", message: "Please try again." }),
          ),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 grid gap-2" noValidate>
      <TextField
        label={i18n._({ id: "notifications.yourEmail", message: "Your email" })}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      <Button
        type="submit"
        variant="secondary"
        pending={add.isPending}
        pendingLabel={i18n._({ id: "notifications.adding", message: "Adding…" })}
        disabled={!email.trim()}
      >
        {i18n._({ id: "notifications.addAddress", message: "Add address" })}
      </Button>
    </form>
  );
}
