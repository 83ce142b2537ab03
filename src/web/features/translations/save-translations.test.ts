import { describe, expect, it } from "vitest";
import type { HostEventList } from "../../../contract/events";
import { coupleTextsIn, placeKey, untranslatedTexts } from "../../../contract/untranslated-texts";
import type { HostSection, Website } from "../../../contract/website";
import type { Wedding } from "../../../contract/wedding";
import { coupleTextsOf, placeLabel } from "./couple-texts";
import { translationWrites } from "./save-translations";

// Ana and Tom's website (decision 0045): English, offered in Spanish; one section hidden, one for
// the brunch's households only. Only the fields these functions read are filled in.
const wedding = {
  id: "w1",
  locale: "en",
  locales: ["en", "es"],
  message: null,
  childrenPolicy: null,
  giftPreferences: null,
  translations: {},
} as unknown as Wedding;
const list: HostEventList = { events: [], questions: [] };
const section = (fields: Partial<HostSection> & Pick<HostSection, "id" | "kind" | "title">): HostSection => ({
  body: null,
  items: [],
  photos: [],
  translations: {},
  position: 0,
  hidden: false,
  audience: { kind: "everyone" },
  ...fields,
});
const item = (label: string, detail: string | null = null) => ({ label, detail, url: null, photoUrl: null });
const website: Website = {
  passwordSet: false,
  sections: [
    section({
      id: "qa",
      kind: "qa",
      title: "Questions",
      body: "Ask us anything.",
      items: [item("Parking?", "Free on site."), item("Dress code?", "Smart casual.")],
      translations: { es: { title: "Preguntas", items: [{ label: "¿Aparcamiento?" }, { label: "¿Vestimenta?", detail: "Elegante informal." }] } },
      hidden: true,
    }),
    section({
      id: "party",
      kind: "wedding_party",
      title: "Our people",
      items: [item("Maria López", "Maid of honour")],
      audience: { kind: "event", eventId: "brunch" },
    }),
  ],
};
const texts = coupleTextsOf(wedding, list, website);

describe("the website's sections in the couple's translation view", () => {
  it("lists every section, hidden and limited ones too, but not the names of the wedding party's people", () => {
    const [es] = untranslatedTexts(texts);
    expect(coupleTextsIn(texts, "es").map((text) => placeKey(text.place))).toEqual([
      "section-qa-title",
      "section-qa-body",
      "section-qa-item-0-label",
      "section-qa-item-0-detail",
      "section-qa-item-1-label",
      "section-qa-item-1-detail",
      "section-party-title",
      "section-party-item-0-detail",
    ]);
    expect(es!.missing.map((text) => placeKey(text.place))).toEqual([
      "section-qa-body",
      "section-qa-item-0-detail",
      "section-party-title",
      "section-party-item-0-detail",
    ]);
    const labels = coupleTextsIn(texts, "es").map((text) => placeLabel(text.place, list, texts.sections));
    expect(labels).toEqual([
      "Questions: section title",
      "Questions: section text",
      "Questions: Question 1",
      "Questions: Answer 1",
      "Questions: Question 2",
      "Questions: Answer 2",
      "Our people: section title",
      "Our people: role of Maria López",
    ]);
  });

  it("writes a changed section through its own route with the language's whole entry, and nothing for an unchanged one", () => {
    expect(translationWrites(wedding, list, "es", {}, texts.sections)).toEqual([]);
    const writes = translationWrites(
      wedding,
      list,
      "es",
      { [placeKey({ kind: "section-item", sectionId: "qa", item: 0, field: "detail" })]: " Gratis. " },
      texts.sections,
    );
    expect(writes).toEqual([
      {
        method: "PUT",
        path: "/api/website/sections/qa",
        body: {
          translations: {
            es: {
              title: "Preguntas",
              body: "",
              items: [
                { label: "¿Aparcamiento?", detail: "Gratis." },
                { label: "¿Vestimenta?", detail: "Elegante informal." },
              ],
            },
          },
        },
      },
    ]);
    // Clearing the title is a change too: blank is "not translated" (decision 0018).
    expect(translationWrites(wedding, list, "es", { "section-qa-title": "  " }, texts.sections)[0]!.body).toMatchObject({
      translations: { es: { title: "" } },
    });
  });
});
