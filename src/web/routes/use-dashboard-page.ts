import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useDocumentTitle } from "../components/use-document-title";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { publicLinks } from "../features/host/share-link";

/** The dashboard's data (docs/architecture.md, "Screens compose; hooks fetch"): the wedding and the links the couple shares. */
export function useDashboardPage(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "dashboard.documentTitle",
          message: "{partner1} & {partner2} · Dashboard",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "dashboard.documentTitleLoading", message: "Dashboard" }),
  );
  return {
    status: loadStatus(wedding),
    retry: () => void wedding.refetch(),
    retrying: wedding.isFetching,
    wedding: wedding.data,
    links: wedding.data ? publicLinks(wedding.data.uniqueCode) : undefined,
  };
}
