import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FindTableSetting } from "../../../contract/find-table";
import type { Wedding } from "../../../contract/wedding";
import { CopyButton } from "../../components/copy-button";
import { toast } from "../../components/ui/toast";
import { ApiError, apiRequest } from "../../lib/api";
import { weddingQuery } from "../host/api";
import { i18n } from "../host/host-i18n";
import { QrCode } from "../qr/qr-code";

/** The entrance page's address: what the QR code opens. */
export const tablePageUrl = (code: string) => `${window.location.origin}/table/${encodeURIComponent(code)}`;

/**
 * "Find my table" (issue 30 item 8; docs/decisions/0038-find-my-table.md): the couple's switch,
 * and, when on, the entrance page's link and QR code to print or show at the door.
 */
export function FindTablePanel({ wedding }: { wedding: Wedding }) {
  const queryClient = useQueryClient();
  const on = wedding.findMyTable === true;
  // What the couple just chose, shown at once and until the wedding is read again with it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const toggle = useMutation({
    mutationFn: (next: boolean) => apiRequest<FindTableSetting>("PUT", `/api/weddings/${encodeURIComponent(wedding.id)}/seating/find-table`, { on: next }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weddingQuery(wedding.uniqueCode).queryKey }),
    onSettled: () => setChosen(null),
    onError: (error) =>
      toast({
        title: i18n._({ id: "seating.findTableNotSaved", message: "Not saved" }),
        description: error instanceof ApiError ? error.reason : i18n._({ id: "seating.tryAgain", message: "Please try again." }),
        variant: "destructive",
      }),
  });
  const url = tablePageUrl(wedding.uniqueCode);
  const checked = chosen ?? on;
  return (
    <section aria-labelledby="find-table-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="find-table-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.findTable", message: "Find my table" })}
      </h2>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) => {
            setChosen(event.target.checked);
            toggle.mutate(event.target.checked);
          }}
          className="mt-0.5 h-5 w-5 shrink-0 accent-blush-600"
        />
        <span>
          <span className="font-medium">{i18n._({ id: "seating.findTableToggle", message: "Let guests find their table by name" })}</span>
          <span className="mt-0.5 block text-stone-600">
            {i18n._({
              id: "seating.findTableHint",
              message:
                "On the RSVP page and on an entrance page for a QR code at the door. A guest types their name, as for finding their invitation, and sees only their own table on the room plan, never anyone else's.",
            })}
          </span>
        </span>
      </label>
      {checked && on && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-start">
          <QrCode
            value={url}
            label={i18n._({ id: "seating.findTableQr", message: "QR code of the find-my-table page" })}
            className="w-full max-w-40 justify-self-center"
          />
          <div className="grid min-w-0 gap-2">
            <p className="text-sm text-stone-700">
              {i18n._({ id: "seating.findTableQrHint", message: "Print this code or show it on a screen at the entrance. It opens:" })}
            </p>
            <div className="flex items-center gap-2">
              <a href={url} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate font-mono text-xs text-blush-700 underline" title={url}>
                {url}
              </a>
              <CopyButton value={url} label={i18n._({ id: "seating.findTableCopy", message: "Copy the find-my-table link" })} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
