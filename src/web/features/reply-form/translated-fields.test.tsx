import { setupI18n } from "@lingui/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultQuestions } from "../../../contract/default-questions";
import type { Locale } from "../../../contract/locales";
import type { Question } from "../../../contract/question";
import type { Wedding } from "../../../contract/wedding";
import { InvitationCard } from "../invitation/invitation-card";
import { InvitationContext } from "../invitation/invitation-context";
import { I18nProvider } from "../../lib/i18n-react";
import { buildSubmission, type FormDraft } from "./form-state";
import { QuestionField } from "./question-field";

// The page's Lingui provider with the guest's language active (src/web/lib/i18n-react.tsx); no
// language is the page before one is chosen, which reads the canonical texts (decision 0018).
function inLocale(locale: Locale | undefined, children: ReactNode) {
  const active = locale ?? "en";
  const i18n = setupI18n({ locale: active, messages: { [active]: {} } });
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{children}</I18nProvider>);
}

const questions: Question[] = defaultQuestions("en", ["en", "es", "ar"]).map((q, i) => ({ ...q, id: `q${i + 1}`, weddingId: "w", order: String(i + 1) }));
const [attend, meal] = questions as [Question, Question];

/** The radio inputs as the browser would post them: the label each reads under, and its value. */
function radios(html: string): Array<{ label: string; value: string }> {
  return [...html.matchAll(/<label[^>]*><input type="radio"[^>]*value="([^"]*)"[^>]*\/><span[^>]*>([^<]*)<\/span><\/label>/g)].map((m) => ({
    value: m[1]!.replace(/&#x27;/g, "'"),
    label: m[2]!.replace(/&#x27;/g, "'"),
  }));
}

describe("the reply form in the guest's language (issue 16)", () => {
  const field = (question: Question, locale: Locale | undefined) =>
    inLocale(locale, <QuestionField question={question} answer={undefined} people={[{ id: "primary", name: "Carmen" }]} errors={{}} onChange={() => {}} />);

  it("shows the Spanish question and labels, each option still carrying its canonical value", () => {
    const html = field(attend, "es");
    expect(html).toContain("¿Nos acompañará en nuestra boda?");
    expect(radios(html)).toEqual([
      { label: "¡Sí, allí estaré!", value: "Yes, I'll be there!" },
      { label: "Lo siento, no podré ir", value: "Sorry, can't make it" },
    ]);
    expect(radios(field(meal, "ar")).map((radio) => radio.value)).toEqual(["Chicken", "Beef", "Vegetarian"]);
    expect(radios(field(meal, "ar")).map((radio) => radio.label)).toEqual(["دجاج", "لحم بقري", "نباتي"]);
  });

  it("falls back to the canonical texts with no active locale or one the couple does not offer", () => {
    for (const locale of [undefined, "fr" as const, "en" as const]) {
      const html = field(attend, locale);
      expect(html).toContain("Will you attend our wedding?");
      expect(radios(html).map((radio) => radio.label)).toEqual(["Yes, I'll be there!", "Sorry, can't make it"]);
    }
  });

  it("submits the canonical option a Spanish label stands for", () => {
    const picked = radios(field(meal, "es")).find((radio) => radio.label === "Pollo")!;
    const yes = radios(field(attend, "es")).find((radio) => radio.label === "¡Sí, allí estaré!")!;
    const draft: FormDraft = {
      guestName: "Carmen",
      guestEmail: "carmen@example.com",
      guestPhone: "",
      members: [],
      answers: { q1: yes.value, q2: { primary: picked.value } },
      website: "",
    };
    const built = buildSubmission(questions, draft);
    expect(built.ok && built.body.responses).toEqual({ q1: "Yes, I'll be there!", q2: { primary: "Chicken" } });
  });
});

describe("the invitation card in the guest's language", () => {
  const wedding: Wedding = {
    id: "w",
    uniqueCode: "ABCD2345",
    partner1: "Ana",
    partner2: "Ben",
    date: "2027-06-12",
    time: "15:30",
    venue: "Kew",
    message: "Join us!",
    photoUrl: null,
    photoFocus: { x: 0.5, y: 0.5 },
    rsvpStyle: "classic",
    childrenPolicy: "Adults only, please.",
    adultsOnly: true,
    giftPreferences: "No gifts.",
    rsvpDeadline: null,
    timeZone: "UTC",
    rsvpAccess: "open",
    lookupCheck: "name",
    locale: "en",
    locales: ["en", "es"],
    translations: { es: { message: "¡Acompáñanos!", giftPreferences: "Sin regalos." } },
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  it("shows the couple's translated message and gift note, and the original where there is no translation", () => {
    const card = (
      <InvitationContext.Provider value={wedding}>
        <InvitationCard wedding={wedding} />
      </InvitationContext.Provider>
    );
    const html = inLocale("es", card);
    expect(html).toContain("¡Acompáñanos!");
    expect(html).toContain("Sin regalos.");
    expect(html).toContain("Adults only, please.");
    expect(html).not.toContain("Join us!");
    expect(inLocale(undefined, card)).toContain("Join us!");
  });
});
