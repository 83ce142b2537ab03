import type { SectionKind } from "../../../contract/website";
import { i18n } from "../host/host-i18n";

/** Each kind's name on the couple's screen, the title a new section starts with, and what its entries are. */
export function kindLabel(kind: SectionKind): string {
  return {
    story: i18n._({ id: "website.kind.story", message: "Our story" }),
    schedule: i18n._({ id: "website.kind.schedule", message: "Schedule" }),
    travel: i18n._({ id: "website.kind.travel", message: "Travel and stay" }),
    things_to_do: i18n._({ id: "website.kind.thingsToDo", message: "Things to do" }),
    qa: i18n._({ id: "website.kind.qa", message: "Questions and answers" }),
    registry: i18n._({ id: "website.kind.registry", message: "Registry and funds" }),
    wedding_party: i18n._({ id: "website.kind.weddingParty", message: "The wedding party" }),
  }[kind];
}

/** The words above an entry's two fields: "Question / Answer", "Name / Role"... */
export function itemWords(kind: SectionKind): { label: string; detail: string; link: boolean } {
  switch (kind) {
    case "qa":
      return {
        label: i18n._({ id: "website.item.question", message: "Question" }),
        detail: i18n._({ id: "website.item.answer", message: "Answer" }),
        link: false,
      };
    case "wedding_party":
      return { label: i18n._({ id: "website.item.name", message: "Name" }), detail: i18n._({ id: "website.item.role", message: "Role" }), link: false };
    case "registry":
      return {
        label: i18n._({ id: "website.item.store", message: "Store or fund" }),
        detail: i18n._({ id: "website.item.note", message: "Note" }),
        link: true,
      };
    default:
      return {
        label: i18n._({ id: "website.item.place", message: "Place, hotel or link" }),
        detail: i18n._({ id: "website.item.note", message: "Note" }),
        link: true,
      };
  }
}
