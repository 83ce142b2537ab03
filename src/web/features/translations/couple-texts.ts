import { useQuery } from "@tanstack/react-query";
import type { HostEventList } from "../../../contract/events";
import type { CoupleTextPlace, CoupleTexts, TranslatableSection } from "../../../contract/untranslated-texts";
import type { Website } from "../../../contract/website";
import type { Wedding } from "../../../contract/wedding";
import { eventsQuery } from "../events/api";
import { i18n } from "../host/host-i18n";
import { itemWords } from "../website/section-kinds";
import { websiteQuery } from "../website/api";

/**
 * The couple's texts as the contract reads them: the wedding, every question and event (one host
 * read), and every website section, hidden and limited ones included (the host read of the website).
 */
export function coupleTextsOf(wedding: Wedding, list: HostEventList, website: Website): CoupleTexts {
  return { wedding, questions: list.questions, events: list.events, sections: website.sections };
}

/** The wedding's texts once its events, questions and website have arrived (undefined until then). */
export function useCoupleTexts(wedding: Wedding): { texts: CoupleTexts | undefined; list: HostEventList | undefined; failed: boolean; retry: () => void } {
  const list = useQuery(eventsQuery(wedding.id));
  const website = useQuery(websiteQuery(wedding.id));
  return {
    texts: list.data && website.data ? coupleTextsOf(wedding, list.data, website.data) : undefined,
    list: list.data,
    failed: list.isError || website.isError,
    retry: () => {
      if (list.isError) void list.refetch();
      if (website.isError) void website.refetch();
    },
  };
}

/** A website section's texts: "Getting here: section title", "FAQ: answer 2" (the words of the website screen's entries). */
function sectionPlaceLabel(place: Extract<CoupleTextPlace, { kind: "section" | "section-item" }>, sections: readonly TranslatableSection[]): string {
  const section = sections.find((candidate) => candidate.id === place.sectionId);
  const name = section?.title ?? "";
  if (place.kind === "section")
    return place.field === "title"
      ? i18n._({ id: "translations.place.sectionTitle", message: "{section}: section title", values: { section: name } })
      : i18n._({ id: "translations.place.sectionBody", message: "{section}: section text", values: { section: name } });
  const person = section?.kind === "wedding_party" && place.field === "detail" ? section.items[place.item]?.label : undefined;
  // A person's name is kept as written, so their role is named by them.
  if (person) return i18n._({ id: "translations.place.sectionRole", message: "{section}: role of {person}", values: { section: name, person } });
  const words = section ? itemWords(section.kind) : undefined;
  return i18n._({
    id: "translations.place.sectionItem",
    message: "{section}: {entry} {n}",
    values: { section: name, entry: (place.field === "label" ? words?.label : words?.detail) ?? "", n: place.item + 1 },
  });
}

/** Where a text sits, as the couple knows it: "Personal message", "RSVP question 2, option 1", "Sunday brunch: dress code". */
export function placeLabel(place: CoupleTextPlace, list: HostEventList | undefined, sections: readonly TranslatableSection[] = []): string {
  if (place.kind === "section" || place.kind === "section-item") return sectionPlaceLabel(place, sections);
  if (place.kind === "wedding")
    return {
      message: i18n._({ id: "translations.place.message", message: "Personal message" }),
      childrenPolicy: i18n._({ id: "translations.place.childrenPolicy", message: "Children policy" }),
      giftPreferences: i18n._({ id: "translations.place.giftPreferences", message: "Gift preferences" }),
    }[place.field];
  const event = list?.events.find((candidate) => candidate.id === place.eventId)?.name ?? "";
  if (place.kind === "event")
    return {
      name: i18n._({ id: "translations.place.eventName", message: "{event}: event name", values: { event } }),
      dressCode: i18n._({ id: "translations.place.dressCode", message: "{event}: dress code", values: { event } }),
      description: i18n._({ id: "translations.place.description", message: "{event}: description", values: { event } }),
    }[place.field];
  // Numbered as the couple's editors number them: the wedding's questions, or one event's own.
  const siblings = (list?.questions ?? []).filter((question) => (question.eventId ?? null) === place.eventId && !question.eventAttendance);
  const n = siblings.findIndex((question) => question.id === place.questionId) + 1;
  if (place.eventId === null)
    return place.option === null
      ? i18n._({ id: "translations.place.question", message: "RSVP question {n}", values: { n } })
      : i18n._({ id: "translations.place.option", message: "RSVP question {n}, option {option}", values: { n, option: place.option + 1 } });
  return place.option === null
    ? i18n._({ id: "translations.place.eventQuestion", message: "{event}: question {n}", values: { event, n } })
    : i18n._({ id: "translations.place.eventOption", message: "{event}: question {n}, option {option}", values: { event, n, option: place.option + 1 } });
}
