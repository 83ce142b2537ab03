import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { todayIn } from "../../../contract/rules/deadline";
import { eq } from "drizzle-orm";
import { responses as responsesTable } from "../../db/schema";
import { countRows, expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const YES = "Yes, I'll be there!";
const NO = "Sorry, can't make it";
const members = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i + 1}`, name: `Guest ${i + 1}`, relationship: "guest" as const }));

/** The calendar day before an ISO date. */
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

describe.each(ENGINES)("RSVP rules on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const stored = async (seed: SeededWedding): Promise<RsvpResponse[]> =>
    (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.id}`, headers: seed.auth })).json();

  /** A wedding with the default questions plus the given extra ones. */
  async function seedWith(extra: Array<Record<string, unknown>>, overrides = {}) {
    const seed = await seedWedding(t.app, overrides);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: { questions: [...seed.questions.map(({ weddingId: _w, order: _o, ...q }) => q), ...extra] },
    });
    expect(res.statusCode).toBe(200);
    const questions = res.json() as SeededWedding["questions"];
    return { ...seed, questions, q: (text: string) => questions.find((q) => q.question.toLowerCase().includes(text.toLowerCase()))!.id };
  }

  async function expectRefused(seed: SeededWedding, payload: unknown, field?: string) {
    const error = expectError(await submitRsvp(t.app, payload), 400, "validation_failed");
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    return error;
  }

  describe("party and guest", () => {
    it("accepts 5 party members besides the guest and refuses 6", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { partyMembers: members(6) }), "partyMembers");
      await expectRefused(seed, rsvpFor(seed, { partyMembers: [{ id: "primary", isPrimary: true }, ...members(6)] }), "partyMembers");
      const ok = await submitRsvp(t.app, rsvpFor(seed, { partyMembers: [{ id: "primary", isPrimary: true }, ...members(5)] }));
      expect(ok.statusCode).toBe(201);
      expect((await stored(seed))[0]!.partyMembers).toHaveLength(6);
    });

    it("refuses two party members with the same id", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(
        seed,
        rsvpFor(seed, {
          partyMembers: [
            { id: "m1", name: "A" },
            { id: "m1", name: "B" },
          ],
        }),
        "partyMembers",
      );
    });

    it.each(["", "   ", "\t\n"])("refuses a blank guest name %j", async (guestName) => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { guestName }), "guestName");
    });

    it.each(["", "plain", "a@", "@example.com", "a b@example.com", "a@b", "a@@example.com", `${"x".repeat(250)}@example.com`])(
      "refuses the email %j",
      async (guestEmail) => {
        const seed = await seedWedding(t.app);
        await expectRefused(seed, rsvpFor(seed, { guestEmail }), "guestEmail");
      },
    );

    it("refuses a party member without a name", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { partyMembers: [{ id: "m1", name: "  " }] }), "partyMembers.0.name");
    });

    it("keeps a child's age but drops an age given for another relationship", async () => {
      const seed = await seedWedding(t.app);
      const partyMembers = [
        { id: "kid", name: "Mia", relationship: "child" as const, age: 4 },
        { id: "adult", name: "Tom", relationship: "partner" as const, age: 40 },
      ];
      expect((await submitRsvp(t.app, rsvpFor(seed, { partyMembers }))).statusCode).toBe(201);
      const [, kid, adult] = (await stored(seed))[0]!.partyMembers;
      expect(kid).toMatchObject({ name: "Mia", age: 4 });
      expect(adult).not.toHaveProperty("age");
    });
  });

  describe("answers", () => {
    it("refuses a submission without the required attendance answer", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { responses: {} }), `responses.${seed.q("attend")}`);
      await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: "   " } }), `responses.${seed.q("attend")}`);
    });

    it("requires a required individual question for every person in the party", async () => {
      const seed = await seedWith([{ question: "Name on the place card", type: "text", required: true, answerScope: "individual" }]);
      const card = seed.q("place card");
      const partyMembers = members(2);
      const partial = rsvpFor(seed, { partyMembers, responses: { [seed.q("attend")]: YES, [card]: { primary: "Priya", m1: "G. One" } } });
      const error = await expectRefused(seed, partial, `responses.${card}.m2`);
      expect(error.fields).not.toHaveProperty(`responses.${card}.m1`);
      await expectRefused(seed, rsvpFor(seed, { partyMembers, responses: { [seed.q("attend")]: YES } }), `responses.${card}.primary`);
      const full = rsvpFor(seed, { partyMembers, responses: { [seed.q("attend")]: YES, [card]: { primary: "Priya", m1: "G. One", m2: "G. Two" } } });
      expect((await submitRsvp(t.app, full)).statusCode).toBe(201);
    });

    it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
      "refuses the member id %j, which would collide with built-in object properties",
      async (id) => {
        const seed = await seedWith([{ question: "Name on the place card", type: "text", required: true, answerScope: "individual" }]);
        const card = seed.q("place card");
        const payload = rsvpFor(seed, {
          partyMembers: [{ id, name: "Sneaky" }],
          responses: { [seed.q("attend")]: YES, [card]: { primary: "Priya" } },
        });
        await expectRefused(seed, payload, "partyMembers.0.id");
      },
    );

    it("refuses per-person answers for someone not in the party", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(
        seed,
        rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("meal")]: { primary: "Beef", stranger: "Beef" } } }),
        `responses.${seed.q("meal")}.stranger`,
      );
    });

    it("refuses a choice outside the options, even differing only in case", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: "Maybe" } }), `responses.${seed.q("attend")}`);
      await expectRefused(
        seed,
        rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("meal")]: { primary: "chicken" } } }),
        `responses.${seed.q("meal")}.primary`,
      );
      await expectRefused(
        seed,
        rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("accommodation")]: "Camping" } }),
        `responses.${seed.q("accommodation")}`,
      );
    });

    it("refuses text in a number question and accepts a number", async () => {
      const seed = await seedWith([{ question: "How many nights will you stay?", type: "number", answerScope: "party" }]);
      const nights = seed.q("nights");
      for (const value of ["three", "3 nights", "1e3", "0x10", "NaN", "Infinity", "--1"]) {
        await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [nights]: value } }), `responses.${nights}`);
      }
      expect((await submitRsvp(t.app, rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [nights]: " 3 " } }))).statusCode).toBe(201);
      expect((await stored(seed))[0]!.responses[nights]).toBe("3");
    });

    it("refuses a per-person map for a party question", async () => {
      const seed = await seedWedding(t.app);
      await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: { primary: YES } } }), `responses.${seed.q("attend")}`);
    });

    it("refuses answers keyed by another wedding's question ids, or made-up ones", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      await expectRefused(a, rsvpFor(a, { responses: { [b.q("attend")]: YES } }), `responses.${b.q("attend")}`);
      await expectRefused(a, rsvpFor(a, { responses: { [a.q("attend")]: YES, [b.q("meal")]: { primary: "Beef" } } }), `responses.${b.q("meal")}`);
      await expectRefused(a, rsvpFor(a, { responses: { [a.q("attend")]: YES, "not-a-question": "x" } }), "responses.not-a-question");
      expect(await countRows(t, "responses", b.wedding.id)).toBe(0);
    });

    it("refuses over-long answers", async () => {
      const seed = await seedWith([{ question: "Song request", type: "text" }]);
      await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("song")]: "la".repeat(251) } }), `responses.${seed.q("song")}`);
      await expectRefused(seed, rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("dietary")]: "x".repeat(2001) } }));
    });

    it("drops hidden meal answers and the party of a guest who declines", async () => {
      const seed = await seedWedding(t.app);
      const payload = rsvpFor(seed, {
        partyMembers: members(2),
        responses: {
          [seed.q("attend")]: NO,
          [seed.q("meal")]: { primary: "Beef", m1: "Chicken" },
          [seed.q("dietary")]: { primary: "Vegan" },
          [seed.q("accommodation")]: "No, we have our own arrangements",
        },
      });
      expect((await submitRsvp(t.app, payload)).statusCode).toBe(201);
      const [response] = await stored(seed);
      // The default accommodation question is for attending guests only (issue 15): dropped too.
      expect(response!.responses).toEqual({ [seed.q("attend")]: NO });
      expect(response!.partyMembers).toEqual([]);
    });

    it("answers every question when the couple removed the attendance question", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${seed.wedding.id}/questions`,
        headers: seed.auth,
        payload: { questions: DEFAULT_QUESTIONS.slice(1).map((q) => ({ ...q, required: q.question === "Meal preference" })) },
      });
      const meal = res.json()[0].id as string;
      await expectRefused(seed, rsvpFor(seed, { responses: {} }), `responses.${meal}.primary`);
      expect((await submitRsvp(t.app, rsvpFor(seed, { responses: { [meal]: { primary: "Beef" } } }))).statusCode).toBe(201);
    });
  });

  describe("honeypot", () => {
    it("refuses a filled website field and stores nothing; an empty one is fine", async () => {
      const seed = await seedWedding(t.app);
      const error = await expectRefused(seed, rsvpFor(seed, { website: "http://cheap-pills.example" }), "website");
      expect(error.message).toMatch(/automated/);
      expect((await submitRsvp(t.app, rsvpFor(seed, { website: "" }))).statusCode).toBe(201);
    });
  });

  describe("deadline in the wedding's time zone", () => {
    // UTC+14 and UTC-11: 25 hours apart, so the same instant is always a different date.
    const EAST = "Pacific/Kiritimati";
    const WEST = "Pacific/Pago_Pago";

    it("is open all of the deadline day and closed the day after, wherever the couple lives", async () => {
      const westToday = todayIn(WEST);
      expect(todayIn(EAST) > westToday).toBe(true);

      const openWest = await seedWedding(t.app, { timeZone: WEST, rsvpDeadline: westToday });
      expect((await submitRsvp(t.app, rsvpFor(openWest))).statusCode).toBe(201);

      // The same deadline date is already yesterday (or earlier) in Kiritimati.
      const closedEast = await seedWedding(t.app, { timeZone: EAST, rsvpDeadline: westToday });
      const error = expectError(await submitRsvp(t.app, rsvpFor(closedEast)), 403, "deadline_passed");
      expect(error.message).toBe("The deadline for RSVPs has passed. Please contact the couple directly.");
      expect(await countRows(t, "responses", closedEast.wedding.id)).toBe(0);

      const openEast = await seedWedding(t.app, { timeZone: EAST, rsvpDeadline: todayIn(EAST) });
      expect((await submitRsvp(t.app, rsvpFor(openEast))).statusCode).toBe(201);

      const yesterdayWest = await seedWedding(t.app, { timeZone: WEST, rsvpDeadline: dayBefore(westToday) });
      expectError(await submitRsvp(t.app, rsvpFor(yesterdayWest)), 403, "deadline_passed");
    });

    it("refuses a guest's edit after the deadline and keeps the answer", async () => {
      const seed = await seedWedding(t.app, { timeZone: "UTC", rsvpDeadline: todayIn("UTC") });
      const { id, editToken } = (await submitRsvp(t.app, rsvpFor(seed))).json();
      const moved = await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${seed.wedding.id}`,
        headers: seed.auth,
        payload: { rsvpDeadline: dayBefore(todayIn("UTC")) },
      });
      expect(moved.statusCode).toBe(200);
      const { weddingId: _w, ...change } = rsvpFor(seed, { guestName: "Too late" });
      expectError(await t.app.inject({ method: "PUT", url: `/api/responses/${id}/guest`, payload: { ...change, editToken } }), 403, "deadline_passed");
      expect((await stored(seed))[0]!.guestName).toBe("Priya Shah");
      // Reading one's own answer stays possible after the deadline.
      expect((await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } })).statusCode).toBe(200);
    });

    it("reopens when the couple moves the deadline", async () => {
      const seed = await seedWedding(t.app, { rsvpDeadline: "2020-01-01" });
      expectError(await submitRsvp(t.app, rsvpFor(seed)), 403, "deadline_passed");
      await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { rsvpDeadline: null } });
      expect((await submitRsvp(t.app, rsvpFor(seed))).statusCode).toBe(201);
    });
  });

  describe("Idempotency-Key", () => {
    it("stores one response for a repeated key and answers the retry with the first id", async () => {
      const seed = await seedWedding(t.app);
      const headers = { "idempotency-key": "rsvp-4f9c2a71-retry" };
      const first = await submitRsvp(t.app, rsvpFor(seed), headers);
      const second = await submitRsvp(t.app, rsvpFor(seed), headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      expect(second.json().submittedAt).toBe(first.json().submittedAt);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
      // A different key is a different response.
      expect((await submitRsvp(t.app, rsvpFor(seed), { "idempotency-key": "rsvp-other-key-123" })).statusCode).toBe(201);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(2);
    });

    it("stores one response for a concurrent double submit; both answers carry the same id and a working edit token", async () => {
      const seed = await seedWedding(t.app);
      const headers = { "idempotency-key": "double-tap-7d1e0b55" };
      const answers = await Promise.all([submitRsvp(t.app, rsvpFor(seed), headers), submitRsvp(t.app, rsvpFor(seed), headers)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      const [a, b] = answers.map((r) => r.json());
      expect(a.id).toBe(b.id);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
      // Whichever answer the browser kept, its private edit link must work.
      for (const { editToken } of [a, b]) {
        const own = await t.app.inject({ method: "GET", url: `/api/responses/${a.id}/guest`, headers: { "x-edit-token": editToken } });
        expect(own.statusCode).toBe(200);
      }
    });

    it("refuses the same key with a different reply (409) and stores nothing; the same reply again is still 200", async () => {
      const seed = await seedWedding(t.app);
      const headers = { "idempotency-key": "rsvp-reused-for-another" };
      const first = await submitRsvp(t.app, rsvpFor(seed), headers);
      expect(first.statusCode).toBe(201);
      const beef = rsvpFor(seed, { responses: { [seed.q("attend")]: YES, [seed.q("meal")]: { primary: "Beef" } } });
      for (const other of [beef, rsvpFor(seed, { guestName: "Someone Else" }), rsvpFor(seed, { guestEmail: "other@example.com" })]) {
        const refused = expectError(await submitRsvp(t.app, other, headers), 409, "conflict");
        expect(refused.message).toContain("already used for a different reply");
        expect(refused.fields).toHaveProperty("Idempotency-Key");
        expect(JSON.stringify(refused)).not.toContain(first.json().editToken);
        expect(JSON.stringify(refused)).not.toContain(first.json().id);
      }
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
      expect((await stored(seed))[0]!.responses[seed.q("meal")]).toEqual({ primary: "Chicken" });
      // The same reply, its keys in another order, is the same reply.
      const { responses, ...rest } = rsvpFor(seed);
      const again = await submitRsvp(t.app, { responses, ...rest }, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it("treats a reply stored before body hashes were kept (null hash) as matching any body under its key", async () => {
      const seed = await seedWedding(t.app);
      const headers = { "idempotency-key": "rsvp-stored-before-hashes" };
      const first = await submitRsvp(t.app, rsvpFor(seed), headers);
      await t.database.db.update(responsesTable).set({ bodyHash: null }).where(eq(responsesTable.id, first.json().id));
      const retried = await submitRsvp(t.app, rsvpFor(seed, { guestName: "Changed Name" }), headers);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().id).toBe(first.json().id);
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
    });

    it("scopes keys to the wedding", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const headers = { "idempotency-key": "shared-key-across-weddings" };
      expect((await submitRsvp(t.app, rsvpFor(a), headers)).statusCode).toBe(201);
      expect((await submitRsvp(t.app, rsvpFor(b), headers)).statusCode).toBe(201);
    });

    it.each(["short", "has space in it", "ünïcödé-key-123", "x".repeat(201), ""])("refuses the invalid key %j and stores nothing", async (key) => {
      const seed = await seedWedding(t.app);
      const error = expectError(await submitRsvp(t.app, rsvpFor(seed), { "idempotency-key": key }), 400, "validation_failed");
      expect(error.fields).toHaveProperty("Idempotency-Key");
      expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    });
  });
});

describe("RSVP submit rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("answers 429 with the JSON error body after 30 submits a minute from one client, storing nothing more", async () => {
    const seed = await seedWedding(t.app);
    for (let i = 0; i < 30; i++) expect((await submitRsvp(t.app, rsvpFor(seed, { guestName: `Guest ${i}` }))).statusCode).toBe(201);
    const limited = await submitRsvp(t.app, rsvpFor(seed, { guestName: "One too many" }));
    expectError(limited, 429, "rate_limited");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(30);
    // Reads are not limited: the host still sees everything.
    expect((await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).statusCode).toBe(200);
  });
});
