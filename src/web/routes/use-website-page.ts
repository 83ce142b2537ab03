import { useQuery } from "@tanstack/react-query";
import type { Hotel } from "../../contract/ai";
import type { SectionKind } from "../../contract/website";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { eventsQuery } from "../features/events/api";
import { movedOrder } from "../features/events/event-order";
import { guestListQuery } from "../features/guest-list/api";
import { weddingQuery } from "../features/host/api";
import { i18n } from "../features/host/host-i18n";
import { loadStatus, type LoadStatus } from "../features/host/load-status";
import { useAddSection, useReorderSections, websiteQuery } from "../features/website/api";
import { hotelEntry } from "../features/website/hotel-picker";
import { kindLabel } from "../features/website/section-kinds";

/** The website screen's wedding, which everything below it needs first. */
export function useWebsiteWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "website.documentTitle",
          message: "Website · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "website.documentTitleLoading", message: "Website" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

/**
 * The website screen's data and changes (docs/architecture.md, "Screens compose; hooks fetch"):
 * the sections in order, who they can be limited to, adding and moving.
 */
export function useWebsitePage(wedding: Wedding) {
  const website = useQuery(websiteQuery(wedding.id));
  const events = useQuery(eventsQuery(wedding.id));
  const guestList = useQuery(guestListQuery(wedding.id));
  const add = useAddSection(wedding.id);
  const reorder = useReorderSections(wedding.id);
  const sections = website.data?.sections ?? [];

  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(
      movedOrder(
        sections.map((section) => section.id),
        index,
        by,
      ),
      {
        onError: () =>
          toast({
            title: i18n._({ id: "website.notMoved", message: "Not moved" }),
            description: i18n._({ id: "website.tryAgain", message: "Please try again." }),
            variant: "destructive",
          }),
      },
    );
  const addSection = (kind: SectionKind, items: ReturnType<typeof hotelEntry>[] = []) =>
    add.mutate(
      { kind, title: kindLabel(kind), items },
      {
        onSuccess: () => toast({ title: i18n._({ id: "website.added", message: "Section added" }), variant: "success" }),
        onError: (error) => toast({ title: i18n._({ id: "website.notAdded", message: "Not added" }), description: error.message, variant: "destructive" }),
      },
    );

  const status: LoadStatus =
    website.isPending || events.isPending || guestList.isPending ? "pending" : website.isError || events.isError || guestList.isError ? "failed" : "ready";
  const tags = [...new Set((guestList.data?.parties ?? []).flatMap((party) => party.tags))].sort();
  return {
    status,
    retry: () => void Promise.all([website.refetch(), events.refetch(), guestList.refetch()]),
    sections,
    passwordSet: website.data?.passwordSet ?? false,
    choices: { events: (events.data?.events ?? []).filter((event) => event.id !== "main").map((event) => ({ id: event.id, name: event.name })), tags },
    moves: (index: number) => ({
      up: index > 0 ? () => move(index, -1) : undefined,
      down: index < sections.length - 1 ? () => move(index, 1) : undefined,
    }),
    addSection,
    adding: add.isPending,
    hasSchedule: sections.some((section) => section.kind === "schedule"),
    hasTravel: sections.some((section) => section.kind === "travel"),
    /** No travel section yet: the first pinned hotel makes one (decision 0045); later pins go through its card. */
    pinToNewTravel: (hotel: Hotel) => addSection("travel", [hotelEntry(hotel)]),
  };
}
