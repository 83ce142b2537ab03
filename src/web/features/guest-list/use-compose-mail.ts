import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Party } from "../../../contract/guest-list";
import { MAIL_TEMPLATES, MAX_SEND_PARTIES, type BulkMailKind, type RenderedMail } from "../../../contract/mail-settings";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { queuedText } from "./compose-text";
import { audienceChoices, audienceForKind, audienceParties, hasEmail, type Audience } from "./mail-audience";
import { invitedPartiesQuery, previewMail, useSendMail } from "./mail-api";

interface ComposeInput {
  weddingId: string;
  parties: readonly Party[];
  /** Parties picked on the list; null when opened from the header. */
  selection: readonly string[] | null;
  /** After the emails are queued. */
  onSent: () => void;
}

/**
 * The compose dialog's state (docs/architecture.md, "Screens compose; hooks fetch"): the kind,
 * its audience and text, one party's preview, and the send; compose-dialog.tsx lays them out.
 */
export function useComposeMail({ weddingId, parties, selection, onSent }: ComposeInput) {
  const invitedQuery = useQuery(invitedPartiesQuery(weddingId));
  const send = useSendMail(weddingId);
  const [kind, setKind] = useState<BulkMailKind>("invitation");
  const [audience, setAudience] = useState<Audience>(selection?.length ? "selected" : "not_invited");
  const [subject, setSubject] = useState(MAIL_TEMPLATES.invitation[0]!.subject);
  const [message, setMessage] = useState(MAIL_TEMPLATES.invitation[0]!.message);
  const [previewFor, setPreviewFor] = useState("");
  const [preview, setPreview] = useState<RenderedMail | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string>();

  const invited = useMemo(() => new Set(invitedQuery.data?.partyIds ?? []), [invitedQuery.data]);
  const recipients = useMemo(() => audienceParties(parties, audience, kind, selection ?? [], invited), [parties, audience, kind, selection, invited]);
  const withEmail = recipients.filter(hasEmail);
  const previewParty = withEmail.find((party) => party.id === previewFor) ?? withEmail[0];

  // A preview shows exactly what would be sent: any change to it puts it away.
  useEffect(() => setPreview(null), [kind, subject, message, previewParty?.id]);

  const pickTemplate = (nextKind: BulkMailKind, index: number) => {
    const template = MAIL_TEMPLATES[nextKind][index]!;
    setSubject(template.subject);
    setMessage(template.message);
  };
  const chooseKind = (next: BulkMailKind) => {
    setKind(next);
    pickTemplate(next, 0);
    setAudience(audienceForKind(next, audience));
  };

  const showPreview = async () => {
    if (!previewParty) return;
    setPreviewing(true);
    setError(undefined);
    try {
      setPreview(await previewMail(weddingId, { kind, subject, message, partyId: previewParty.id }));
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.reason : i18n._({ id: "guests.mailPreviewFailed", message: "The preview could not be made. Please try again." }),
      );
    } finally {
      setPreviewing(false);
    }
  };

  const sendAll = () => {
    setError(undefined);
    send.mutate(
      { kind, subject, message, partyIds: withEmail.slice(0, MAX_SEND_PARTIES).map((party) => party.id) },
      {
        onSuccess: (result) => {
          toast({
            title: i18n._({ id: "guests.mailQueued", message: "Emails Queued" }),
            description: queuedText(result),
            variant: "success",
          });
          onSent();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.reason : i18n._({ id: "guests.mailSendFailed", message: "Nothing was sent. Please try again." })),
      },
    );
  };

  const written = Boolean(subject.trim() && message.trim());
  return {
    kind,
    chooseKind,
    audience,
    setAudience,
    audiences: audienceChoices(kind, Boolean(selection?.length)),
    subject,
    setSubject,
    message,
    setMessage,
    pickTemplate,
    /** The chosen parties an email reaches, and how many of them have no address. */
    withEmail,
    noEmail: recipients.length - withEmail.length,
    previewParty,
    setPreviewFor,
    preview,
    previewing,
    canPreview: Boolean(previewParty) && written,
    showPreview,
    error,
    sending: send.isPending,
    canSend: withEmail.length > 0 && written,
    sendAll,
  };
}
