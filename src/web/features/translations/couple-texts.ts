import { useQuery } from "@tanstack/react-query";
import type { HostEventList } from "../../../contract/events";
import type { CoupleTextPlace, CoupleTexts } from "../../../contract/untranslated-texts";
import type { Wedding } from "../../../contract/wedding";
import { eventsQuery } from "../events/api";
import { i18n } from "../host/host-i18n";

/** The couple's texts as the contract reads them: the wedding, every question and every event (one host read). */
export function coupleTextsOf(wedding: Wedding, list: HostEventList): CoupleTexts {
  return { wedding, questions: list.questions, events: list.events };
}

/** The wedding's texts once its events and questions have arrived (undefined until then). */
export function useCoupleTexts(wedding: Wedding): { texts: CoupleTexts | undefined; list: HostEventList | undefined; failed: boolean; retry: () => void } {
  const list = useQuery(eventsQuery(wedding.id));
  return {
    texts: list.data ? coupleTextsOf(wedding, list.data) : undefined,
    list: list.data,
    failed: list.isError,
    retry: () => void list.refetch(),
  };
}

/** Where a text sits, as the couple knows it: "Personal message", "RSVP question 2, option 1", "Sunday brunch: dress code". */
export function placeLabel(place: CoupleTextPlace, list: HostEventList | undefined): string {
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
