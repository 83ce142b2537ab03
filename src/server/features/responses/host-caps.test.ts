import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ANSWER_BYTES, MAX_QUESTIONS, MAX_RESPONSES_PER_WEDDING } from "../../../contract/limits";
import { responses } from "../../db/schema";
import { countRows, expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const YES = "Yes, I'll be there!";
const PARTY = [1, 2, 3, 4, 5].map((n) => ({ id: `m${n}`, name: `Member ${n}`, relationship: "guest" as const }));

/** Stores `n` plain replies straight into the database: the setup for a wedding near its cap. */
async function insertReplies(t: TestApp, weddingId: string, n: number) {
  for (let start = 0; start < n; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - start) }, (_, i) => ({
      weddingId,
      guestName: `Guest ${start + i}`,
      guestEmail: `g${start + i}@example.com`,
      answers: {},
      editTokenHash: randomUUID(),
    }));
    await t.database.db.insert(responses).values(rows);
  }
}

describe.each(ENGINES)("per-wedding caps on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  /** The default questions plus three party-wide long-text ones: room for answers over the byte cap. */
  async function seedWithNotes() {
    const seed = await seedWedding(t.app);
    const notes = [1, 2, 3].map((n) => ({ question: `Notes ${n}`, type: "textarea", options: [], required: false, answerScope: "party" }));
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: { questions: [...seed.questions.map(({ weddingId: _w, order: _o, ...q }) => q), ...notes] },
    });
    const questions = saved.json() as SeededWedding["questions"];
    const q = (text: string) => questions.find((question) => question.question.toLowerCase().includes(text.toLowerCase()))!.id;
    return { ...seed, questions, q };
  }

  /** A party of six, each with a 2,000-character diet note (~13 KB), plus `notes` long party notes. */
  function bigAnswers(seed: Awaited<ReturnType<typeof seedWithNotes>>, notes: number) {
    const diets = Object.fromEntries(["primary", ...PARTY.map((m) => m.id)].map((id) => [id, "d".repeat(2000)]));
    const extra = Object.fromEntries([1, 2, 3].slice(0, notes).map((n) => [seed.q(`Notes ${n}`), "n".repeat(2000)]));
    return rsvpFor(seed, { partyMembers: PARTY, responses: { [seed.q("attend")]: YES, [seed.q("Dietary")]: diets, ...extra } });
  }

  it(`refuses answers over ${MAX_ANSWER_BYTES} bytes with 413 on every write path, storing nothing; a long but fair reply is kept`, async () => {
    const seed = await seedWithNotes();
    const fair = await submitRsvp(t.app, bigAnswers(seed, 1));
    expect(fair.statusCode, fair.body).toBe(201);
    const { id, editToken } = fair.json();
    const before = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json();

    const tooBig = bigAnswers(seed, 3);
    const { weddingId: _w, ...entry } = tooBig;
    const attempts = [
      await submitRsvp(t.app, tooBig),
      await t.app.inject({ method: "PUT", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken }, payload: entry }),
      await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry }),
      await t.app.inject({ method: "PUT", url: `/api/responses/${id}/host`, headers: seed.auth, payload: entry }),
    ];
    for (const res of attempts) {
      const error = expectError(res, 413, "payload_too_large");
      expect(error.message).toMatch(/too long.*shorten/);
      expect(error.fields).toHaveProperty("responses");
    }
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
    const after = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json();
    expect(after).toEqual(before);
  });

  it(`refuses question ${MAX_QUESTIONS + 1} with 409, even when adds arrive at once`, async () => {
    const seed = await seedWedding(t.app);
    const fill = Array.from({ length: MAX_QUESTIONS - 2 }, (_, i) => ({ question: `Q${i}`, type: "text", options: [], required: false, answerScope: "party" }));
    await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, headers: seed.auth, payload: { questions: fill } });
    expect(await countRows(t, "questions", seed.wedding.id)).toBe(MAX_QUESTIONS - 2);

    const add = (n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/questions",
        headers: seed.auth,
        payload: { weddingId: seed.wedding.id, question: `Extra ${n}`, type: "text", required: false, order: String(100 + n) },
      });
    const burst = await Promise.all([1, 2, 3, 4, 5, 6].map(add));
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(2);
    for (const res of burst.filter((r) => r.statusCode !== 201)) expect(expectError(res, 409, "conflict").message).toMatch(/at most 50 questions.*Remove one/);
    expect(await countRows(t, "questions", seed.wedding.id)).toBe(MAX_QUESTIONS);
  });

  it(`refuses response ${MAX_RESPONSES_PER_WEDDING + 1} with 409 from guests and hosts alike, even in a burst; a retry of a stored one still gets its answer`, async () => {
    const seed = await seedWedding(t.app);
    await insertReplies(t, seed.wedding.id, MAX_RESPONSES_PER_WEDDING - 3);
    const retried = await submitRsvp(t.app, rsvpFor(seed, { guestName: "Early" }), { "idempotency-key": "early-reply-0001" });
    expect(retried.statusCode).toBe(201);

    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => submitRsvp(t.app, rsvpFor(seed, { guestName: `Burst ${i}` }))));
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(2);
    for (const res of burst.filter((r) => r.statusCode !== 201)) expect(expectError(res, 409, "conflict").message).toMatch(/limit of 20,000 responses/);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(MAX_RESPONSES_PER_WEDDING);

    const { weddingId: _w, ...entry } = rsvpFor(seed, { guestName: "By phone" });
    expectError(await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry }), 409, "conflict");
    const again = await submitRsvp(t.app, rsvpFor(seed, { guestName: "Early" }), { "idempotency-key": "early-reply-0001" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(retried.json().id);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(MAX_RESPONSES_PER_WEDDING);

    // Another wedding is not affected.
    const other = await seedWedding(t.app);
    expect((await submitRsvp(t.app, rsvpFor(other))).statusCode).toBe(201);
  }, 60_000);
});
