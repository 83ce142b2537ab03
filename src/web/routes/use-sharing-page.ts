import { i18n } from "../features/host/host-i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AccessLinkCreate, AccessLinkCreated } from "../../contract/access";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { accessLinksQuery, createAccessLink, renameAccessLink, revokeAccessLink } from "../features/access/api";
import { useActor } from "../features/access/use-actor";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { ApiError } from "../lib/api";

/** The Sharing screen's data (docs/decisions/0043-access-links.md): the owner's links, making one, revoking one. */
export function useSharingPage(code: string) {
  const wedding = useQuery(weddingQuery(code));
  const { actor, isOwner } = useActor(code);
  const weddingId = wedding.data?.id ?? "";
  const links = useQuery({ ...accessLinksQuery(weddingId), enabled: !!weddingId && isOwner });
  const queryClient = useQueryClient();
  const [made, setMade] = useState<AccessLinkCreated | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  useDocumentTitle(i18n._({ id: "sharing.documentTitle", message: "Sharing" }));

  const refresh = () => void queryClient.invalidateQueries({ queryKey: accessLinksQuery(weddingId).queryKey });
  const create = useMutation({
    mutationFn: (input: AccessLinkCreate) => createAccessLink(weddingId, input),
    onSuccess: (created) => {
      setFieldErrors({});
      setMade(created);
      refresh();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.body?.error.fields : undefined;
      if (fields) return setFieldErrors(fields);
      toast({
        title: i18n._({ id: "sharing.makeFailedTitle", message: "Error" }),
        description:
          error instanceof ApiError && error.body
            ? error.body.error.message
            : i18n._({ id: "sharing.makeFailed", message: "Could not make the link. Please try again." }),
        variant: "destructive",
      });
    },
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => revokeAccessLink(weddingId, linkId),
    onSuccess: refresh,
    onError: () =>
      toast({
        title: i18n._({ id: "sharing.revokeFailedTitle", message: "Error" }),
        description: i18n._({ id: "sharing.revokeFailed", message: "Could not revoke the link. Please try again." }),
        variant: "destructive",
      }),
  });

  const rename = useMutation({
    mutationFn: ({ linkId, name }: { linkId: string; name: string }) => renameAccessLink(weddingId, linkId, name),
    onSuccess: refresh,
    onError: (error) =>
      toast({
        title: i18n._({ id: "sharing.renameFailedTitle", message: "Error" }),
        description:
          error instanceof ApiError && error.body
            ? error.body.error.message
            : i18n._({ id: "sharing.renameFailed", message: "Could not rename the link. Please try again." }),
        variant: "destructive",
      }),
  });

  return {
    status: loadStatus(wedding),
    retry: () => void wedding.refetch(),
    wedding: wedding.data,
    actorKnown: !!actor,
    isOwner,
    links: links.data,
    linksFailed: links.isError,
    made,
    dismissMade: () => setMade(null),
    fieldErrors,
    create: (input: AccessLinkCreate) => create.mutate(input),
    creating: create.isPending,
    revoke: (linkId: string, done: () => void) => revoke.mutate(linkId, { onSettled: done }),
    revoking: revoke.isPending,
    rename: (linkId: string, name: string, done: () => void) => rename.mutate({ linkId, name }, { onSuccess: done }),
    renaming: rename.isPending,
  };
}
