import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Gift, GiftInput } from "../../contract/gifts";
import { owedGifts } from "../../contract/rules/thank-yous";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { giftsCsvUrl, giftsQuery, useGiftChanges } from "../features/gifts/api";
import { guestListQuery } from "../features/guest-list/api";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import type { JustDeleted } from "../features/trash/undo-status";
import { ApiError } from "../lib/api";
import { downloadFile } from "../lib/download";

export function useGiftsWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(i18n._({ id: "gifts.documentTitle", message: "Gifts and thank-yous" }));
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

const failed = (error: unknown) =>
  toast({
    title: i18n._({ id: "gifts.saveFailed", message: "Not saved" }),
    description: error instanceof ApiError ? error.reason : i18n._({ id: "gifts.saveFailedText", message: "Check your connection and try again." }),
    variant: "destructive",
  });

/** Today on the couple's own calendar, for "thank-you sent today". */
const today = () => new Date().toLocaleDateString("en-CA");

/** The gifts screen's data: the gifts, the thank-yous owed (contract/rules/thank-yous.ts), the households to choose from, the changes. */
export function useGiftsPage(wedding: Wedding) {
  const list = useQuery(giftsQuery(wedding.id));
  const households = useQuery(guestListQuery(wedding.id));
  const changes = useGiftChanges(wedding.id);
  const gifts = useMemo(() => list.data?.gifts ?? [], [list.data]);
  const owed = useMemo(() => owedGifts(gifts), [gifts]);
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  const update = (gift: Gift, thankedOn: string | null) =>
    changes.change.mutate({ id: gift.id, input: { what: gift.what, receivedOn: gift.receivedOn, note: gift.note, thankedOn } }, { onError: failed });
  return {
    status: loadStatus(list),
    retry: () => void list.refetch(),
    gifts,
    owed,
    reminder: list.data?.reminder,
    parties: households.data?.parties ?? [],
    adding: changes.add.isPending,
    add: (input: GiftInput, done: () => void) => changes.add.mutate(input, { onSuccess: done, onError: failed }),
    thank: (gift: Gift) => update(gift, today()),
    unthank: (gift: Gift) => update(gift, null),
    /** A gift goes to the trash; the screen says so with Undo (docs/decisions/0049-trash.md). */
    remove: (gift: Gift) => changes.remove.mutate(gift.id, { onSuccess: () => setJustDeleted({ ids: [gift.id], label: gift.what }), onError: failed }),
    justDeleted,
    download: () => void downloadFile(giftsCsvUrl(wedding.id), "gifts.csv").catch(failed),
  };
}
