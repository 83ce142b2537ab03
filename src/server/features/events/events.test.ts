import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import { countRows, expectError } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { eventCalls } from "./test-events";

describe.each(ENGINES)("the couple's events on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  it("lists the wedding itself as the main event and adds an event with its attendance question", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const before = await calls.list();
    expect(before.events).toEqual([
      expect.objectContaining({
        id: "main",
        name: "The wedding",
        date: "2027-06-12",
        startTime: "15:30",
        venue: "The Orangery, Kew Gardens, London",
        visibility: "everyone",
      }),
    ]);

    const created = await calls.add({
      name: "Rehearsal dinner",
      date: "2027-06-11",
      startTime: "19:00",
      endTime: "22:00",
      venue: "The Boathouse",
      address: "1 River Lane, Kew",
      description: "Family and the wedding party",
      dressCode: "Smart casual",
    });
    expect(created).toMatchObject({
      name: "Rehearsal dinner",
      order: 1,
      visibility: "everyone",
      invitedPartyIds: [],
      invitedTags: [],
      dressCode: "Smart casual",
    });
    const { events, questions } = await calls.list();
    expect(events.map((event) => event.id)).toEqual(["main", created.id]);
    const attendance = questions.find((question) => question.id === created.attendanceQuestionId)!;
    expect(attendance).toMatchObject({
      eventId: created.id,
      eventAttendance: true,
      question: "Rehearsal dinner: will you attend?",
      type: "radio",
      options: ["Yes, I'll be there", "No, I can't make it"],
      required: true,
      answerScope: "individual",
    });
    // After the main event's questions, in form order.
    expect(questions.at(-1)!.id).toBe(attendance.id);
    expect(Number(attendance.order)).toBeGreaterThan(Math.max(...seed.questions.map((question) => Number(question.order))));
    // The main event's questions keep their shape: no event fields at all.
    expect(Object.keys(questions[0]!)).not.toContain("eventId");

    // Renaming the event renames its question; the questions step's save leaves event questions alone.
    expect((await calls.update(created.id, { name: "Rehearsal supper" })).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/questions`,
      headers: seed.auth,
      payload: {
        questions: seed.questions.map(({ id, question, type, options, required, answerScope, audience }) => ({
          id,
          question,
          type,
          options,
          required,
          answerScope,
          audience,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Question[]>().some((question) => question.eventId)).toBe(false);
    const after = await calls.list();
    expect(after.questions.find((question) => question.id === attendance.id)!.question).toBe("Rehearsal supper: will you attend?");
  });

  it("refuses bad input with a 400 naming the field and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const cases: Array<[object, string]> = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Brunch", date: "2027-02-30" }, "date"],
      [{ name: "Brunch", startTime: "25:00" }, "startTime"],
      [{ name: "Brunch", endTime: "7pm" }, "endTime"],
      [{ name: "Brunch", venue: "v".repeat(301) }, "venue"],
      [{ name: "Brunch", dressCode: "bad\u0000" }, "dressCode"],
      [{ name: "Brunch", visibility: "invited" }, ""],
    ];
    for (const [payload, field] of cases) {
      const error = expectError(await calls.create(payload), 400);
      if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await calls.list()).events).toHaveLength(1);
    expect(await countRows(t, "questions", seed.wedding.id)).toBe(4);

    // No key, another wedding's key.
    expectError(await calls.create({ name: "Brunch" }, {}), 401);
    const other = await seedWedding(t.app);
    expectError(await calls.create({ name: "Brunch" }, other.auth), 403);

    const brunch = await calls.add({ name: "Brunch" });
    const updateCases: Array<[object, string]> = [
      [{ name: "" }, "name"],
      [{ startTime: "noon" }, "startTime"],
      [{ address: "a".repeat(301) }, "address"],
      [{ description: "d".repeat(1001) }, "description"],
    ];
    for (const [payload, field] of updateCases) expect(Object.keys(expectError(await calls.update(brunch.id, payload), 400).fields ?? {})).toContain(field);
    expect((await calls.list()).events[1]).toMatchObject({ name: "Brunch", startTime: null, address: null });
    expectError(await t.app.inject({ method: "PUT", url: `/api/events/${brunch.id}`, headers: other.auth, payload: { name: "Mine" } }), 403);
    expectError(await calls.update("00000000-0000-4000-8000-000000000000", { name: "Nobody's" }), 404);

    // The attendance question goes only with its event, and keeps its kind and options.
    const qid = brunch.attendanceQuestionId!;
    expectError(await t.app.inject({ method: "DELETE", url: `/api/questions/${qid}`, headers: seed.auth }), 400);
    expect(
      Object.keys(expectError(await t.app.inject({ method: "PUT", url: `/api/questions/${qid}`, headers: seed.auth, payload: { type: "text" } }), 400).fields!),
    ).toEqual(["type"]);
    // A question for another wedding's event.
    const theirs = await eventCalls(t.app, other).add({ name: "Their brunch" });
    const stray = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: { weddingId: seed.wedding.id, order: "1", question: "Meal", type: "text", eventId: theirs.id },
    });
    expect(expectError(stray, 400).fields).toHaveProperty("eventId");

    // Invitations: only this wedding's parties.
    const ours = await calls.party({ name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor" }] });
    const strangers = await eventCalls(t.app, other).party({ name: "Strangers", guests: [{ firstName: "Sam", lastName: "Stranger" }] });
    const refused = await calls.invite(brunch.id, { visibility: "invited", partyIds: [ours.id, strangers.id] });
    expect(expectError(refused, 400).fields).toHaveProperty("partyIds.1");
    expect(expectError(await calls.invite(brunch.id, { visibility: "secret" }), 400).fields).toHaveProperty("visibility");
    expect((await calls.list()).events[1]).toMatchObject({ visibility: "everyone", invitedPartyIds: [] });
    const invited = await calls.invite(brunch.id, { visibility: "invited", partyIds: [ours.id], tags: ["family", "family"] });
    expect(invited.json<HostEvent>()).toMatchObject({ visibility: "invited", invitedPartyIds: [ours.id], invitedTags: ["family"] });
  });

  it("reorders, caps and deletes events", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const a = await calls.add({ name: "Welcome drinks" });
    const b = await calls.add({ name: "Brunch" });
    expect(expectError(await calls.reorder([a.id]), 400).fields).toHaveProperty("ids");
    expect(expectError(await calls.reorder([a.id, a.id]), 400).fields).toHaveProperty("ids");
    expect((await calls.list()).events.map((event) => event.name)).toEqual(["The wedding", "Welcome drinks", "Brunch"]);
    const reordered = await calls.reorder([b.id, a.id]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    const list = await calls.list();
    expect(list.events.map((event) => event.name)).toEqual(["The wedding", "Brunch", "Welcome drinks"]);
    // The form follows: the brunch's question now comes before the drinks'.
    const order = list.questions.filter((question) => question.eventId).map((question) => question.eventId);
    expect(order).toEqual([b.id, a.id]);

    for (let n = 3; n <= 12; n++) await calls.add({ name: `Event ${n}` });
    const over = expectError(await calls.create({ name: "One too many" }), 409, "conflict");
    expect(over.message).toMatch(/at most 12 events/);
    expect((await calls.list()).events).toHaveLength(13);

    const removed = await calls.remove(a.id);
    expect(removed.statusCode).toBe(204);
    const left = await calls.list();
    expect(left.events.map((event) => event.id)).not.toContain(a.id);
    expect(left.questions.map((question) => question.id)).not.toContain(a.attendanceQuestionId);
    expectError(await calls.remove(a.id), 404);
  });
});
