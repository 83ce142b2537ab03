import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FullWedding } from "../../../contract/full-wedding";
import { expectError } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { eventCalls } from "./test-events";

// Issue 29, item 9: an event's name, dress code and description in the other languages the couple
// offers, read by guests in theirs; its attendance question asks about it by its translated name,
// in every offered language, a language offered later included (docs/decisions/0028-couple-texts-and-registers.md).
describe.each(ENGINES)("an event's texts in the wedding's other languages on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const full = async (code: string) => (await t.app.inject({ method: "GET", url: `/api/weddings/${code}/full` })).json<FullWedding>();
  const setLanguages = async (seed: Awaited<ReturnType<typeof seedWedding>>, locales: string[]) => {
    const res = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { locales } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("stores them, shows guests the event in their language and asks about it by that name", async () => {
    const seed = await seedWedding(t.app, { locale: "en", locales: ["en", "es", "ar"] });
    const calls = eventCalls(t.app, seed);
    const brunch = await calls.add({
      name: "Sunday brunch",
      dressCode: "Casual",
      description: "By the pool",
      translations: { es: { name: "Brunch del domingo" } },
    });
    const saved = await calls.update(brunch.id, {
      translations: { es: { name: "Brunch del domingo", description: "Junto a la piscina", dressCode: " " }, ar: { name: "فطور الأحد" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations).toEqual({ es: { name: "Brunch del domingo", description: "Junto a la piscina" }, ar: { name: "فطور الأحد" } });

    const guests = await full(seed.wedding.uniqueCode);
    expect(guests.events?.find((event) => event.id === brunch.id)?.translations).toEqual(saved.json().translations);
    const attendance = guests.questions.find((question) => question.id === brunch.attendanceQuestionId)!;
    expect(attendance.question).toBe("Sunday brunch: will you attend?");
    expect(attendance.translations.es?.question).toBe("Brunch del domingo: ¿nos acompañará?");
    expect(attendance.translations.ar?.question).toBe("فطور الأحد: هل ستحضرون؟");

    // An edit of the other fields keeps the translations.
    expect((await calls.update(brunch.id, { venue: "Villa Rosa" })).json().translations.es.name).toBe("Brunch del domingo");
  });

  it("refuses a language the wedding does not offer, or its own, and stores nothing", async () => {
    const seed = await seedWedding(t.app, { locale: "en", locales: ["en", "es"] });
    const calls = eventCalls(t.app, seed);
    const brunch = await calls.add({ name: "Sunday brunch" });
    const notOffered = expectError(
      await calls.update(brunch.id, { name: "Brunch", translations: { fr: { name: "Brunch du dimanche" } } }),
      400,
      "validation_failed",
    );
    expect(notOffered.fields).toEqual({ "translations.fr": "fr is not one of the offered languages" });
    expectError(await calls.update(brunch.id, { translations: { en: { name: "Brunch" } } }), 400, "validation_failed");
    expectError(await calls.create({ name: "Welcome drinks", translations: { pl: { name: "Powitanie" } } }), 400, "validation_failed");
    expectError(await calls.update(brunch.id, { translations: { es: { name: "x".repeat(101) } } }), 400, "validation_failed");
    const [, stored] = (await calls.list()).events;
    expect(stored).toMatchObject({ name: "Sunday brunch" });
    expect(stored!.translations).toBeUndefined();
    expect((await calls.list()).events).toHaveLength(2);
  });

  it("follows the wedding's languages: a dropped one loses its texts, a new one is asked the attendance question", async () => {
    const seed = await seedWedding(t.app, { locale: "en", locales: ["en", "es"] });
    const calls = eventCalls(t.app, seed);
    const brunch = await calls.add({ name: "Sunday brunch", translations: { es: { name: "Brunch del domingo" } } });

    await setLanguages(seed, ["en", "ar"]);
    const [, event] = (await calls.list()).events;
    expect(event!.translations).toBeUndefined();
    const attendance = (await full(seed.wedding.uniqueCode)).questions.find((question) => question.id === brunch.attendanceQuestionId)!;
    expect(Object.keys(attendance.translations)).toEqual(["ar"]);
    expect(attendance.translations.ar).toEqual({ question: "Sunday brunch: هل ستحضرون؟", options: ["نعم، سأحضر", "لا، لن أتمكن من الحضور"] });
    expect(attendance.options).toEqual(["Yes, I'll be there", "No, I can't make it"]);
  });
});
