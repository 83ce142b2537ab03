import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AddressSettings } from "../../contract/addresses";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { addressBookQuery, envelopesCsvUrl, useAddressSettings, useCoupleAddress, vcardsUrl } from "../features/addresses/api";
import type { AddressEdit } from "../features/addresses/address-editor";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { downloadFile } from "../lib/download";

export function useAddressesWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "addresses.documentTitle",
          message: "Addresses · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "addresses.documentTitleLoading", message: "Addresses" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

const failed = () =>
  toast({
    title: i18n._({ id: "addresses.saveFailed", message: "Not saved" }),
    description: i18n._({ id: "addresses.saveFailedText", message: "Check your connection and try again." }),
    variant: "destructive",
  });

/** The addresses screen's data: the households and their addresses, the request's settings, the couple's edits and the files. */
export function useAddressesPage(wedding: Wedding) {
  const book = useQuery(addressBookQuery(wedding.id));
  const settings = useAddressSettings(wedding.id);
  const save = useCoupleAddress(wedding.id);
  const [missingOnly, setMissingOnly] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const parties = useMemo(() => book.data?.parties ?? [], [book.data]);
  const missing = useMemo(() => parties.filter((party) => party.status === "none"), [parties]);

  return {
    status: loadStatus(book),
    retry: () => void book.refetch(),
    settings: book.data?.settings,
    parties: missingOnly ? missing : parties,
    total: parties.length,
    missingCount: missing.length,
    missingOnly,
    setMissingOnly,
    editing,
    setEditing,
    saving: save.isPending,
    changeSettings: (next: AddressSettings) => settings.mutate(next, { onError: failed }),
    saveAddress: (partyId: string, edit: AddressEdit) =>
      save.mutate(
        { partyId, input: edit },
        {
          onSuccess: () => {
            setEditing(null);
            toast({ title: i18n._({ id: "addresses.saved", message: "Address saved" }), variant: "success" });
          },
          onError: failed,
        },
      ),
    download: (kind: "csv" | "vcf") =>
      void downloadFile(kind === "csv" ? envelopesCsvUrl(wedding.id) : vcardsUrl(wedding.id), kind === "csv" ? "envelopes.csv" : "addresses.vcf").catch(failed),
  };
}
