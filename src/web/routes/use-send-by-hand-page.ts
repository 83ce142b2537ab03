import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { HandMessageStyle, PartyToSend } from "../../contract/send-by-hand";
import { copyAllText } from "../../contract/send-by-hand-links";
import type { Wedding } from "../../contract/wedding";
import { copyText } from "../components/copy-button";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { useLiveGuestList } from "../features/guest-list/use-live-guest-list";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { partiesToSendQuery, useMarkSent } from "../features/send-by-hand/api";

/** The send-by-hand screen's wedding, which everything below it needs first. */
export function useSendByHandWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "sendByHand.documentTitle",
          message: "Send by hand · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "sendByHand.documentTitleLoading", message: "Send by hand" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

async function copyWithToast(text: string) {
  try {
    await copyText(text);
    toast({
      title: i18n._({ id: "sendByHand.copied", message: "Copied!" }),
      description: i18n._({ id: "sendByHand.copiedText", message: "It's on your clipboard, ready to paste." }),
      variant: "success",
    });
  } catch {
    toast({
      title: i18n._({ id: "sendByHand.copyFailed", message: "Copy failed" }),
      description: i18n._({ id: "sendByHand.copyFailedText", message: "Select the text and copy it by hand." }),
      variant: "destructive",
    });
  }
}

/**
 * The send-by-hand screen's data (docs/architecture.md, "Screens compose; hooks fetch"): the
 * households with their messages in the chosen wording, the "sent" mark, and copying.
 */
export function useSendByHandPage(wedding: Wedding) {
  const [style, setStyle] = useState<HandMessageStyle>("short");
  const list = useQuery(partiesToSendQuery(wedding.id, style));
  const live = useLiveGuestList(wedding.uniqueCode, wedding.id);
  const mark = useMarkSent(wedding.id);
  const [showSent, setShowSent] = useState(true);
  const parties = useMemo(() => list.data?.parties ?? [], [list.data]);
  const toSend = useMemo(() => parties.filter((party) => party.sentByHandAt === null), [parties]);

  const toggle = useCallback(
    (party: PartyToSend, sent: boolean) =>
      mark.mutate(
        { partyId: party.id, sent },
        {
          onError: () =>
            toast({
              title: i18n._({ id: "sendByHand.markFailed", message: "Not saved" }),
              description: i18n._({ id: "sendByHand.markFailedText", message: "The mark could not be saved. Please try again." }),
              variant: "destructive",
            }),
        },
      ),
    [mark],
  );
  // Tapping an app sends the message from the phone: the household is marked at once (undo with "Sent").
  const onSend = useCallback((party: PartyToSend) => party.sentByHandAt === null && toggle(party, true), [toggle]);
  const onCopy = useCallback((party: PartyToSend) => void copyWithToast(party.message), []);

  return {
    status: list.isPending ? ("pending" as const) : list.isError ? ("failed" as const) : ("ready" as const),
    retry: () => void list.refetch(),
    live,
    delivery: list.data?.delivery,
    style,
    setStyle,
    /** The households listed: all, or only those still to send. */
    parties: showSent ? parties : toSend,
    total: parties.length,
    toSendCount: toSend.length,
    showSent,
    setShowSent,
    onSend,
    onToggle: toggle,
    onCopy,
    busyId: mark.isPending ? mark.variables?.partyId : undefined,
    /** Every household still to send (all when none is left), as one text. */
    copyAll: () => void copyWithToast(copyAllText(toSend.length ? toSend : parties)),
  };
}
