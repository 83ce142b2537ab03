import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultQuestions } from "../../../contract/default-questions";
import { ZFullWedding, type FullWedding } from "../../../contract/full-wedding";
import type { Question } from "../../../contract/question";
import { ZRsvpResponse } from "../../../contract/response";
import { summariseResponses } from "../../../contract/rules/summary";
import { ZWedding, type CreatedWedding, type WeddingCreate } from "../../../contract/wedding";
import { countRows, expectError, submitRsvp } from "../../test/api";
import { weddingInput } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { parse } from "csv-parse/sync";

type Seed = { wedding: CreatedWedding; auth: { authorization: string }; questions: Question[] };

describe.each(ENGINES)("the invitation's language and the couple's texts in others on %s (issue 16)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const create = (overrides: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/weddings", payload: { ...weddingInput(), ...overrides } });
  const full = async (code: string) => ZFullWedding.parse((await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).json());
  const edit = (seed: Seed, payload: object) => t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload });
  const setQuestions = (seed: Seed, questions: object[]) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, headers: seed.auth, payload: { questions } });

  /** A wedding as the admin form makes one: created, then its default questions in its language. */
  async function seed(overrides: Partial<WeddingCreate> = {}): Promise<Seed> {
    const res = await create(overrides);
    expect(res.statusCode, res.body).toBe(201);
    const wedding = res.json<CreatedWedding>();
    const auth = { authorization: `Bearer ${wedding.hostKey}` };
    const saved = await setQuestions({ wedding, auth, questions: [] }, defaultQuestions(wedding.locale, wedding.locales));
    expect(saved.statusCode, saved.body).toBe(200);
    return { wedding, auth, questions: saved.json<Question[]>() };
  }

  it("reads an existing or plain wedding as English only, with no translations", async () => {
    const res = await create({});
    expect(ZWedding.strict().extend({ hostKey: ZWedding.shape.id }).parse(res.json())).toMatchObject({ locale: "en", locales: ["en"], translations: {} });
  });

  it("creates and edits a wedding's languages and translations; /full and the public read carry them", async () => {
    const s = await seed({
      locale: "es",
      locales: ["en", "es", "ar"],
      message: "¡Nos casamos!",
      translations: { en: { message: "We're getting married!", childrenPolicy: "  " }, ar: { message: "سنتزوج!" } },
    });
    expect(s.wedding).toMatchObject({
      locale: "es",
      locales: ["es", "en", "ar"],
      translations: { en: { message: "We're getting married!" }, ar: { message: "سنتزوج!" } },
    });
    const read = await full(s.wedding.uniqueCode);
    expect(read).toMatchObject({ locale: "es", locales: ["es", "en", "ar"], translations: s.wedding.translations });
    expect(read.questions[1]).toMatchObject({
      question: "Preferencia de menú",
      role: "meal",
      translations: { en: { options: ["Chicken", "Beef", "Vegetarian"] } },
    });
    const plain = await t.app.inject({ method: "GET", url: `/api/weddings/${s.wedding.uniqueCode}` });
    expect(plain.json()).toMatchObject({ locale: "es", translations: s.wedding.translations });

    const edited = await edit(s, { translations: { en: { message: "Join us!", giftPreferences: "No gifts, please" } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().translations).toEqual({ en: { message: "Join us!", giftPreferences: "No gifts, please" }, ar: { message: "سنتزوج!" } });
  });

  it("writes a Spanish invitation's default questions in Spanish with their roles, and counts its replies right", async () => {
    const s = await seed({ locale: "es" });
    expect(s.questions.map((q) => [q.question, q.role])).toEqual([
      ["¿Nos acompañará en nuestra boda?", "attendance"],
      ["Preferencia de menú", "meal"],
      ["Restricciones alimentarias o alergias", "meal"],
      ["¿Necesita ayuda con el alojamiento?", null],
    ]);
    const [attend, menu, , hotel] = s.questions as [Question, Question, Question, Question];
    const reply = (name: string, answers: Record<string, unknown>, partyMembers: object[] = []) =>
      submitRsvp(t.app, { weddingId: s.wedding.id, guestName: name, guestEmail: `${name.toLowerCase()}@example.com`, responses: answers, partyMembers });
    const yes = await reply(
      "Abuela",
      { [attend.id]: "¡Sí, allí estaré!", [menu.id]: { primary: "Pollo", tio: "Vegetariano" }, [hotel.id]: "No, ya tenemos dónde alojarnos" },
      [{ id: "tio", name: "Tío Paco" }],
    );
    expect(yes.statusCode, yes.body).toBe(201);
    // "Lo siento, no podré ir" has none of the spec's English words: the role reads it as no.
    expect((await reply("Primo", { [attend.id]: "Lo siento, no podré ir" })).statusCode).toBe(201);
    // A meal answer after a no is dropped, as for an English wedding (the meal role).
    const list = ZRsvpResponse.array().parse((await t.app.inject({ method: "GET", url: `/api/responses/${s.wedding.uniqueCode}`, headers: s.auth })).json());
    expect(summariseResponses(list, s.questions)).toMatchObject({ totalResponses: 2, attendingGuests: 2 });
    const csv: string[][] = parse((await t.app.inject({ method: "GET", url: `/api/responses/${s.wedding.uniqueCode}/export`, headers: s.auth })).body, {
      bom: true,
    });
    const status = csv[0]!.indexOf("Status");
    expect(csv.slice(1).map((row) => row[status])).toEqual(["Attending", "Not Attending"]);
  });

  it("refuses bad language settings with a 400 naming the field, and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ locale: "xx" }, "locale"],
      [{ locales: ["en", "klingon"] }, "locales.1"],
      [{ locales: ["en", "es", "en"] }, "locales"],
      [{ locale: "es", locales: ["en", "fr"] }, "locales"],
      [{ locale: "es", locales: ["es", "en"], translations: { es: { message: "Hola" } } }, "translations.es"],
      [{ locales: ["en", "es"], translations: { fr: { message: "Salut" } } }, "translations.fr"],
      [{ locales: ["en", "es"], translations: { es: { message: "a".repeat(2001) } } }, "translations.es.message"],
      [{ locales: ["en", "es"], translations: { es: { childrenPolicy: "a".repeat(1001) } } }, "translations.es.childrenPolicy"],
      [{ locales: ["en", "es"], translations: { es: { venue: "Otro sitio" } } }, "translations.es"],
    ];
    const before = await countRows(t, "weddings");
    for (const [payload, field] of cases) {
      const error = expectError(await create(payload), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await countRows(t, "weddings")).toBe(before);

    const s = await seed({ locales: ["en", "es"], translations: { es: { message: "Hola" } } });
    const stored = await full(s.wedding.uniqueCode);
    for (const [payload, field] of cases) {
      const error = expectError(await edit(s, { message: "Changed", ...payload }), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await full(s.wedding.uniqueCode)).toEqual(stored);
  });

  it("refuses question translations for languages not offered, or with the wrong number of options, and stores nothing", async () => {
    const s = await seed({ locales: ["en", "es"] });
    const drafts = s.questions.map(({ weddingId: _w, order: _o, ...q }) => q);
    const withTranslation = (index: number, translations: object) => drafts.map((q, i) => (i === index ? { ...q, translations } : q));
    const cases: Array<[object[], string]> = [
      [withTranslation(1, { es: { options: ["Pollo", "Ternera"] } }), "questions.1.translations.es.options"],
      [withTranslation(0, { fr: { question: "Viendrez-vous ?" } }), "questions.0.translations.fr"],
      [withTranslation(0, { en: { question: "Coming?" } }), "questions.0.translations.en"],
      [withTranslation(2, { es: { question: "a".repeat(301) } }), "questions.2.translations.es.question"],
      [withTranslation(1, { es: { options: ["Pollo", "a".repeat(201), ""] } }), "questions.1.translations.es.options.1"],
    ];
    const stored = await full(s.wedding.uniqueCode);
    for (const [questions, field] of cases) {
      const error = expectError(await setQuestions(s, questions), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    const single = await t.app.inject({
      method: "PUT",
      url: `/api/questions/${s.questions[1]!.id}`,
      headers: s.auth,
      payload: { translations: { es: { options: ["x"] } } },
    });
    expect(Object.keys(expectError(single, 400, "validation_failed").fields ?? {})).toContain("translations.es.options");
    expect(await full(s.wedding.uniqueCode)).toEqual(stored);

    // A blank option translation is allowed: the guest sees the canonical option there.
    const ok = await setQuestions(s, withTranslation(1, { es: { question: "Menú", options: ["Pollo", "", "Vegetariano"] } }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Question[]>()[1]!.translations).toEqual({ es: { question: "Menú", options: ["Pollo", "", "Vegetariano"] } });
  });

  it("keeps a question's role when the editor saves it without one, and gives a new custom question none", async () => {
    const s = await seed();
    const drafts = s.questions.map(({ weddingId: _w, order: _o, role: _r, ...q }) => q);
    const res = await setQuestions(s, [...drafts, { question: "Will you attend the after-party?", type: "text" }]);
    expect(res.json<Question[]>().map((q) => q.role)).toEqual(["attendance", "meal", "meal", null, null]);
  });

  it("drops a language's translations, on the wedding and its questions, when the couple stops offering it", async () => {
    const s = await seed({ locales: ["en", "es", "ar"], translations: { es: { message: "Hola" }, ar: { message: "مرحبا" } } });
    expect(Object.keys(s.questions[0]!.translations).sort()).toEqual(["ar", "es"]);
    const res = await edit(s, { locales: ["en", "es"] });
    expect(res.statusCode, res.body).toBe(200);
    const read: FullWedding = await full(s.wedding.uniqueCode);
    expect(read).toMatchObject({ locales: ["en", "es"], translations: { es: { message: "Hola" } } });
    expect(read.translations.ar).toBeUndefined();
    for (const question of read.questions) expect(Object.keys(question.translations)).toEqual(["es"]);

    // A new invitation language takes the old one's place; its translation becomes the canonical text's job.
    const moved = await edit(s, { locale: "es", message: "Hola" });
    expect(moved.json()).toMatchObject({ locale: "es", locales: ["es"], translations: {} });
  });
});
