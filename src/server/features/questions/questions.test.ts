import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUESTIONS, ZQuestion, type Question } from "../../../contract/question";
import { countRows, expectError, INVALID_UTF8, JSON_HEADERS, jsonWithBadBytes, oversizedBody, SQLISH } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const songQuestion = (weddingId: string) => ({
  weddingId,
  question: "Which song gets you dancing?",
  type: "radio" as const,
  options: ["  Abba ", "Queen", "", "Queen", "Beyoncé"],
  required: true,
  order: "5",
  answerScope: "party" as const,
});

describe.each(ENGINES)("questions API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const publicQuestions = async (seed: SeededWedding): Promise<Question[]> => {
    const res = await t.app.inject({ method: "GET", url: `/api/questions/${seed.wedding.id}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe("POST /api/questions", () => {
    it("adds a question with the documented fields; options trimmed, blanks and repeats dropped", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({ method: "POST", url: "/api/questions", headers: seed.auth, payload: songQuestion(seed.wedding.id) });
      expect(res.statusCode).toBe(201);
      const question = ZQuestion.strict().parse(res.json());
      expect(question).toMatchObject({
        weddingId: seed.wedding.id,
        question: "Which song gets you dancing?",
        type: "radio",
        options: ["Abba", "Queen", "Beyoncé"],
        required: true,
        order: "5",
        answerScope: "party",
      });
      const listed = await publicQuestions(seed);
      expect(listed.map((q) => q.id)).toEqual([...seed.questions.map((q) => q.id), question.id]);
    });

    it("accepts the order as a number, defaults required and scope, and drops options of non-choice questions", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/questions",
        headers: seed.auth,
        payload: { weddingId: seed.wedding.uniqueCode, question: "How many nights?", type: "number", options: ["x", "y"], order: 6 },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ options: [], required: false, answerScope: "party", order: "6", weddingId: seed.wedding.id });
    });

    it.each([
      ["question", undefined],
      ["question", "   "],
      ["question", 7],
      ["type", "checkbox"],
      ["type", undefined],
      ["order", "0"],
      ["order", "first"],
      ["order", undefined],
      ["options", ["only one"]],
      ["options", "Abba,Queen"],
      ["required", "yes"],
      ["answerScope", "everyone"],
      ["weddingId", undefined],
      ["weddingId", 12],
    ])("refuses %s = %j and stores nothing", async (field, value) => {
      const seed = await seedWedding(t.app);
      const payload: Record<string, unknown> = { ...songQuestion(seed.wedding.id), [field]: value };
      if (value === undefined) delete payload[field];
      const error = expectError(await t.app.inject({ method: "POST", url: "/api/questions", headers: seed.auth, payload }), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}).join()).toContain(field);
      expect(await countRows(t, "questions", seed.wedding.id)).toBe(4);
    });

    it("refuses an unknown field, malformed JSON, an oversized body and bad bytes", async () => {
      const seed = await seedWedding(t.app);
      const headers = { ...seed.auth, ...JSON_HEADERS };
      const inject = (payload: string | Buffer | object) => t.app.inject({ method: "POST", url: "/api/questions", headers, payload });
      expectError(await inject({ ...songQuestion(seed.wedding.id), id: "00000000-0000-0000-0000-000000000001" }), 400, "validation_failed");
      expectError(await inject('{"weddingId": '), 400, "invalid_json");
      expectError(await inject(oversizedBody()), 413, "payload_too_large");
      expectError(await inject(jsonWithBadBytes(songQuestion(seed.wedding.id), "question", INVALID_UTF8[1]!)), 400, "invalid_json");
      expectError(await inject({ ...songQuestion(seed.wedding.id), question: "Song\u0000?" }), 400, "validation_failed");
      expectError(await inject({ ...songQuestion(seed.wedding.id), options: ["A\uD83D", "B"] }), 400, "validation_failed");
      expect(await countRows(t, "questions", seed.wedding.id)).toBe(4);
    });

    it("refuses without a key (401), with a wrong key or another wedding's key (403); 404 for an unknown wedding", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const payload = songQuestion(a.wedding.id);
      expectError(await t.app.inject({ method: "POST", url: "/api/questions", payload }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "POST", url: "/api/questions", payload, headers: { authorization: "Bearer wrong-key" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "POST", url: "/api/questions", payload, headers: b.auth }), 403, "forbidden");
      for (const weddingId of ["00000000-0000-0000-0000-000000000000", "no-such-wedding", "ZZZZZZZZ"]) {
        expectError(await t.app.inject({ method: "POST", url: "/api/questions", payload: { ...payload, weddingId }, headers: a.auth }), 404, "not_found");
      }
      expect(await countRows(t, "questions", a.wedding.id)).toBe(4);
      expect(await countRows(t, "questions", b.wedding.id)).toBe(4);
    });

    it("stores SQL-looking text verbatim", async () => {
      const seed = await seedWedding(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/questions",
        headers: seed.auth,
        payload: { ...songQuestion(seed.wedding.id), question: SQLISH, options: ["'); DROP TABLE questions;--", "1 OR 1=1"] },
      });
      expect(res.statusCode).toBe(201);
      const stored = (await publicQuestions(seed)).find((q) => q.id === res.json().id)!;
      expect(stored.question).toBe(SQLISH);
      expect(stored.options).toEqual(["'); DROP TABLE questions;--", "1 OR 1=1"]);
    });
  });

  describe("GET /api/questions/{weddingId}", () => {
    it("lists a wedding's questions in order, by id or code, without private data", async () => {
      const seed = await seedWedding(t.app);
      for (const key of [seed.wedding.id, seed.wedding.uniqueCode]) {
        const res = await t.app.inject({ method: "GET", url: `/api/questions/${key}` });
        expect(res.statusCode).toBe(200);
        const list = ZQuestion.strict().array().parse(res.json());
        expect(list.map((q) => q.order)).toEqual(["1", "2", "3", "4"]);
        expect(res.body).not.toContain(seed.wedding.hostKey);
      }
    });

    it.each(["00000000-0000-0000-0000-000000000000", "unknown", "ZZZZZZZZ"])("answers 404 for %s", async (id) => {
      expectError(await t.app.inject({ method: "GET", url: `/api/questions/${id}` }), 404, "not_found");
    });
  });

  describe("PUT /api/questions/{id}", () => {
    it("edits a question and the public list follows", async () => {
      const seed = await seedWedding(t.app);
      const id = seed.q("dietary");
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/questions/${id}`,
        headers: seed.auth,
        payload: { question: "Any allergies?", required: true, type: "text", order: "9" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, question: "Any allergies?", required: true, type: "text", order: "9", answerScope: "individual" });
      const listed = await publicQuestions(seed);
      expect(listed.at(-1)).toMatchObject({ id, question: "Any allergies?" });
    });

    it("refuses turning a question into a choice without two options, bad types and unknown fields; nothing changes", async () => {
      const seed = await seedWedding(t.app);
      const id = seed.q("dietary");
      const url = `/api/questions/${id}`;
      for (const payload of [
        { type: "radio" },
        { type: "radio", options: ["One"] },
        { question: "" },
        { required: "no" },
        { order: "-1" },
        { weddingId: seed.wedding.id },
        { id: "x" },
      ]) {
        expectError(await t.app.inject({ method: "PUT", url, headers: seed.auth, payload }), 400, "validation_failed");
      }
      expectError(await t.app.inject({ method: "PUT", url, headers: { ...seed.auth, ...JSON_HEADERS }, payload: "{bad" }), 400, "invalid_json");
      const stored = (await publicQuestions(seed)).find((q) => q.id === id);
      expect(stored).toEqual(seed.questions.find((q) => q.id === id));
    });

    it("answers 404 for unknown and non-UUID question ids", async () => {
      const seed = await seedWedding(t.app);
      for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid", seed.wedding.id]) {
        expectError(await t.app.inject({ method: "PUT", url: `/api/questions/${id}`, headers: seed.auth, payload: { question: "x" } }), 404, "not_found");
        expectError(await t.app.inject({ method: "DELETE", url: `/api/questions/${id}`, headers: seed.auth }), 404, "not_found");
      }
    });

    it("refuses edits and deletes without a key (401), with a wrong or another wedding's key (403)", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const url = `/api/questions/${a.q("meal")}`;
      for (const method of ["PUT", "DELETE"] as const) {
        const payload = method === "PUT" ? { question: "Hacked" } : undefined;
        expectError(await t.app.inject({ method, url, payload }), 401, "unauthorized");
        expectError(await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${b.wedding.hostKey.slice(1)}` } }), 403, "forbidden");
        expectError(await t.app.inject({ method, url, payload, headers: b.auth }), 403, "forbidden");
      }
      expect(await publicQuestions(a)).toEqual(a.questions);
    });
  });

  describe("DELETE /api/questions/{id}", () => {
    it("removes the question for its host; a second delete is 404", async () => {
      const seed = await seedWedding(t.app);
      const id = seed.q("accommodation");
      const res = await t.app.inject({ method: "DELETE", url: `/api/questions/${id}`, headers: seed.auth });
      expect(res.statusCode).toBe(204);
      expect((await publicQuestions(seed)).map((q) => q.id)).not.toContain(id);
      expectError(await t.app.inject({ method: "DELETE", url: `/api/questions/${id}`, headers: seed.auth }), 404, "not_found");
    });
  });

  describe("PUT /api/weddings/{id}/questions", () => {
    it("replaces the set atomically in the given order, keeping ids of kept questions", async () => {
      const seed = await seedWedding(t.app);
      const meal = seed.questions.find((q) => q.id === seed.q("meal"))!;
      const attend = seed.questions.find((q) => q.id === seed.q("attend"))!;
      const payload = {
        questions: [
          { id: attend.id, question: attend.question, type: attend.type, options: attend.options, required: true, answerScope: "party" },
          { question: "Song request", type: "text" },
          { id: meal.id, question: "Main course", type: "radio", options: ["Fish", "Risotto"], answerScope: "individual" },
        ],
      };
      const res = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, headers: seed.auth, payload });
      expect(res.statusCode).toBe(200);
      const saved: Question[] = res.json();
      expect(saved.map((q) => [q.question, q.order])).toEqual([
        [attend.question, "1"],
        ["Song request", "2"],
        ["Main course", "3"],
      ]);
      expect(saved[0]!.id).toBe(attend.id);
      expect(saved[2]!.id).toBe(meal.id);
      expect(await publicQuestions(seed)).toEqual(saved);
    });

    it("leaves exactly one set when the same save arrives several times at once (double click, two tabs)", async () => {
      for (let round = 0; round < 3; round++) {
        const seed = await seedWedding(t.app);
        const payload = { questions: DEFAULT_QUESTIONS.map((q) => ({ ...q })) };
        const url = `/api/weddings/${seed.wedding.id}/questions`;
        const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: "PUT", url, headers: seed.auth, payload })));
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
        const listed = await publicQuestions(seed);
        expect(listed.map((q) => q.question)).toEqual(DEFAULT_QUESTIONS.map((q) => q.question));
        expect(await countRows(t, "questions", seed.wedding.id)).toBe(4);
      }
    });

    it("changes nothing when any entry is invalid", async () => {
      const seed = await seedWedding(t.app);
      const url = `/api/weddings/${seed.wedding.id}/questions`;
      const bad = [
        {
          questions: [
            { question: "Fine", type: "text" },
            { question: "", type: "text" },
          ],
        },
        { questions: [{ question: "Pick", type: "radio", options: ["one"] }] },
        { questions: [{ question: "Fine", type: "text", extra: true }] },
        { questions: Array.from({ length: 51 }, (_, i) => ({ question: `Q${i}`, type: "text" })) },
        {
          questions: [
            { id: seed.q("meal"), question: "A", type: "text" },
            { id: seed.q("meal"), question: "B", type: "text" },
          ],
        },
        { questions: "all of them" },
        {},
      ];
      for (const payload of bad) {
        expectError(await t.app.inject({ method: "PUT", url, headers: seed.auth, payload }), 400, "validation_failed");
      }
      expect(await publicQuestions(seed)).toEqual(seed.questions);
    });

    it("treats another wedding's question id as a new question and leaves that wedding alone", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/weddings/${a.wedding.id}/questions`,
        headers: a.auth,
        payload: { questions: [{ id: b.q("meal"), question: "Stolen?", type: "text" }] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0].id).not.toBe(b.q("meal"));
      expect(await publicQuestions(b)).toEqual(b.questions);
    });

    it("refuses without a key (401), wrong key and another wedding's key (403); 404 for unknown weddings", async () => {
      const a = await seedWedding(t.app);
      const b = await seedWedding(t.app);
      const url = `/api/weddings/${a.wedding.id}/questions`;
      const payload = { questions: [] };
      expectError(await t.app.inject({ method: "PUT", url, payload }), 401, "unauthorized");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: { authorization: "Bearer x" } }), 403, "forbidden");
      expectError(await t.app.inject({ method: "PUT", url, payload, headers: b.auth }), 403, "forbidden");
      expectError(
        await t.app.inject({ method: "PUT", url: "/api/weddings/00000000-0000-0000-0000-000000000000/questions", payload, headers: a.auth }),
        404,
        "not_found",
      );
      expect(await publicQuestions(a)).toEqual(a.questions);
    });
  });
});
