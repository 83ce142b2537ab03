import { describe, expect, it } from "vitest";
import type { LinkView } from "../../../contract/invitation";
import type { RsvpResponse } from "../../../contract/response";
import { countRows, expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { answerThroughLink, csvRows, eventCalls, eventSummaries, eventsTestApp } from "./test-events";

/**
 * Issue 17: a private event never appears to anyone not invited to it, on any public route; the
 * invited party sees and answers it; the counts and the caterer's CSV take only invited guests.
 */
describe.each(ENGINES)("private events on %s", (engine) => {
  const t = eventsTestApp(engine);

  async function weekend() {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const family = await calls.party({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const grandparents = await calls.party({ name: "The Adeyemis", guests: [{ firstName: "Bola", lastName: "Adeyemi" }], tags: ["grandparents"] });
    const friends = await calls.party({
      name: "The Lindqvists",
      guests: [
        { firstName: "Carl", lastName: "Lindqvist" },
        { firstName: "Maja", lastName: "Lindqvist" },
      ],
      tags: ["friends"],
    });
    const reception = await calls.add({ name: "Reception", date: "2027-06-12", startTime: "18:00", venue: "The Great Hall" });
    const receptionMeal = await calls.addQuestion(reception.id, { question: "Reception meal", options: ["Salmon", "Risotto"] });
    const rehearsal = await calls.add({ name: "Rehearsal dinner", date: "2027-06-11", startTime: "19:00", venue: "The Boathouse" });
    const rehearsalMeal = await calls.addQuestion(rehearsal.id, { question: "Supper choice", options: ["Fish pie", "Lamb shank"] });
    const invited = await calls.invite(rehearsal.id, { visibility: "invited", partyIds: [family.id], tags: ["grandparents"] });
    expect(invited.statusCode, invited.body).toBe(200);
    const traces = ["Rehearsal dinner", "The Boathouse", "Supper choice", "Fish pie", rehearsal.id, rehearsal.attendanceQuestionId!, rehearsalMeal.id];
    return { seed, calls, family, grandparents, friends, reception, receptionMeal, rehearsal, rehearsalMeal, traces };
  }

  const open = (token: string) => t.app.inject({ method: "GET", url: "/api/invitations/mine", headers: { "x-invitation-token": token } });
  const expectNoTrace = (body: string, traces: string[], where: string) => {
    for (const trace of traces) expect(body, `${where} shows ${trace}`).not.toContain(trace);
  };

  it("shows no trace of a private event on any public route, with no invitation or another party's", async () => {
    const { seed, friends, family, traces, reception } = await weekend();
    const { wedding } = seed;
    // Warm the cache through the invited party first: what it holds must still be public-only.
    expect((await open(family.invitationToken)).body).toContain("Rehearsal dinner");

    const publicRoutes = [
      `/api/weddings/${wedding.uniqueCode}`,
      `/api/weddings/${wedding.id}`,
      `/api/weddings/${wedding.uniqueCode}/full`,
      `/api/weddings/${wedding.id}/full`,
      `/api/questions/${wedding.id}`,
      `/rsvp/${wedding.uniqueCode}`,
      `/save-the-date/${wedding.uniqueCode}`,
    ];
    for (const url of publicRoutes) {
      for (const headers of [{}, { "x-invitation-token": friends.invitationToken }]) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expect(res.statusCode, url).toBe(200);
        expectNoTrace(res.body, traces, url);
      }
    }
    // The event open to everyone is there, for everyone.
    const full = await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.uniqueCode}/full` });
    expect(full.json().events).toEqual([expect.objectContaining({ id: reception.id, name: "Reception" })]);
    const page = await t.app.inject({ method: "GET", url: `/rsvp/${wedding.uniqueCode}` });
    expect(page.body).toContain("Reception meal");
    const og = [...page.body.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]*" content="([^"]*)"/g)].map((match) => match[1]).join("\n");
    expect(og).toContain("The Orangery");
    expectNoTrace(og, traces, "link preview");

    // The name lookup answers a token, nothing about events; the other party's own link shows none of it.
    const lookup = await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: wedding.id, name: "Carl Lindqvist" } });
    expect(lookup.json()).toMatchObject({ outcome: "found" });
    expectNoTrace(lookup.body, traces, "lookup");
    const theirs = await open(friends.invitationToken);
    expect(theirs.statusCode).toBe(200);
    expectNoTrace(theirs.body, traces, "another party's invitation");
    expect(theirs.json<LinkView>().questions!.map((question) => question.question)).toContain("Reception meal");
  });

  it("lets the invited parties see and answer it, and refuses its answers from anyone else, storing nothing", async () => {
    const { seed, family, grandparents, friends, rehearsal, rehearsalMeal, reception, receptionMeal } = await weekend();
    const rehearsalQ = rehearsal.attendanceQuestionId!;
    const receptionQ = reception.attendanceQuestionId!;

    // By name and by tag.
    for (const party of [family, grandparents]) {
      const view = (await open(party.invitationToken)).json<LinkView>();
      expect(view.events!.map((event) => event.name)).toEqual(["Reception", "Rehearsal dinner"]);
      expect(view.questions!.map((question) => question.id)).toEqual(expect.arrayContaining([rehearsalQ, rehearsalMeal.id]));
    }

    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];
    const sent = await answerThroughLink(t.app, family.invitationToken, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: true },
      ],
      responses: {
        [seed.q("meal")]: { [chidi]: "Beef", [ada]: "Chicken" },
        [receptionQ]: { [chidi]: "Yes, I'll be there", [ada]: "Yes, I'll be there" },
        [receptionMeal.id]: { [chidi]: "Salmon", [ada]: "Risotto" },
        [rehearsalQ]: { [chidi]: "Yes, I'll be there", [ada]: "No, I can't make it" },
        // Ada is not coming to the rehearsal: her supper choice is dropped, not stored.
        [rehearsalMeal.id]: { [chidi]: "Fish pie", [ada]: "Lamb shank" },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = sent.json<LinkView>().reply!.responses;
    expect(stored[rehearsalQ]).toEqual({ [chidi]: "Yes, I'll be there", [ada]: "No, I can't make it" });
    expect(stored[rehearsalMeal.id]).toEqual({ [chidi]: "Fish pie" });

    // A party not invited: a 400 naming the field, nothing stored.
    const [carl, maja] = friends.guests.map((guest) => guest.id) as [string, string];
    const sneaky = await answerThroughLink(t.app, friends.invitationToken, {
      guests: [
        { guestId: carl, attending: true },
        { guestId: maja, attending: true },
      ],
      responses: { [receptionQ]: { [carl]: "Yes, I'll be there", [maja]: "Yes, I'll be there" }, [rehearsalQ]: { [carl]: "Yes, I'll be there" } },
    });
    expect(expectError(sneaky, 400).fields).toHaveProperty(`responses.${rehearsalQ}`);
    expect((await open(friends.invitationToken)).json<LinkView>().reply).toBeNull();

    // The open form cannot answer it either.
    const before = await countRows(t, "responses", seed.wedding.id);
    const open400 = await submitRsvp(
      t.app,
      rsvpFor(seed, {
        responses: { ...rsvpFor(seed).responses, [receptionQ]: { primary: "No, I can't make it" }, [rehearsalQ]: { primary: "Yes, I'll be there" } },
      }),
    );
    expect(expectError(open400, 400).fields).toHaveProperty(`responses.${rehearsalQ}`);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(before);
    // A public event's attendance is required of the open form, per person.
    const missing = await submitRsvp(t.app, rsvpFor(seed));
    expect(expectError(missing, 400).fields).toHaveProperty(`responses.${receptionQ}.primary`);
  });

  it("counts each event among its invited guests and hands each caterer only that event's guests with their meals", async () => {
    const { seed, calls, family, friends, rehearsal, rehearsalMeal, reception, receptionMeal } = await weekend();
    const rehearsalQ = rehearsal.attendanceQuestionId!;
    const receptionQ = reception.attendanceQuestionId!;
    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];
    const [carl, maja] = friends.guests.map((guest) => guest.id) as [string, string];
    const yes = "Yes, I'll be there";
    const no = "No, I can't make it";
    expect(
      (
        await answerThroughLink(t.app, family.invitationToken, {
          guests: [
            { guestId: chidi, attending: true },
            { guestId: ada, attending: true },
          ],
          responses: {
            [seed.q("meal")]: { [chidi]: "Beef", [ada]: "Chicken" },
            [seed.q("dietary")]: { [ada]: "Coeliac" },
            [receptionQ]: { [chidi]: yes, [ada]: yes },
            [receptionMeal.id]: { [chidi]: "Salmon", [ada]: "Risotto" },
            [rehearsalQ]: { [chidi]: yes, [ada]: no },
            [rehearsalMeal.id]: { [chidi]: "Fish pie" },
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await answerThroughLink(t.app, friends.invitationToken, {
          guests: [
            { guestId: carl, attending: true },
            { guestId: maja, attending: true },
          ],
          responses: { [receptionQ]: { [carl]: yes, [maja]: no }, [receptionMeal.id]: { [carl]: "Risotto", [maja]: "Salmon" } },
        })
      ).statusCode,
    ).toBe(200);
    // An open-form guest who comes to the ceremony but not the reception.
    const walkIn = await submitRsvp(
      t.app,
      rsvpFor(seed, { guestName: "Priya Shah", responses: { ...rsvpFor(seed).responses, [receptionQ]: { primary: no } } }),
    );
    expect(walkIn.statusCode, walkIn.body).toBe(201);

    let summary = await eventSummaries(t.app, seed);
    // The wedding: five people coming (2 + 2 + Priya), the Adeyemis (one guest) not replied.
    expect(summary.get("main")).toMatchObject({ attending: 5, notAttending: 0, pending: 1 });
    expect(summary.get(reception.id)).toMatchObject({
      attending: 3,
      notAttending: 2,
      pending: 1,
      meals: [
        {
          questionId: receptionMeal.id,
          question: "Reception meal",
          options: [
            { option: "Salmon", count: 1 },
            { option: "Risotto", count: 2 },
          ],
        },
      ],
      dietaryNotes: [{ name: "Ada Okafor", guestName: "Chidi Okafor", note: "Coeliac" }],
    });
    // Only the invited: the Okafors (by name) and the Adeyemis (by tag); the friends and Priya are not counted.
    expect(summary.get(rehearsal.id)).toMatchObject({
      attending: 1,
      notAttending: 1,
      pending: 1,
      meals: [
        {
          questionId: rehearsalMeal.id,
          options: [
            { option: "Fish pie", count: 1 },
            { option: "Lamb shank", count: 0 },
          ],
        },
      ],
    });

    const csv = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export/people${query}`, headers: seed.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toContain("no-store");
      return { rows: csvRows(res.body), disposition: String(res.headers["content-disposition"]) };
    };
    const receptionCsv = await csv(`?event=${reception.id}`);
    expect(receptionCsv.disposition).toMatch(/reception-caterer/);
    expect(receptionCsv.rows.map((row) => [row.Name, row["Reception meal"], row["Dietary notes"], row.Party])).toEqual([
      ["Chidi Okafor", "Salmon", "", "The Okafor family"],
      ["Ada Okafor", "Risotto", "Coeliac", "The Okafor family"],
      ["Carl Lindqvist", "Risotto", "", "The Lindqvists"],
    ]);
    const rehearsalCsv = await csv(`?event=${rehearsal.id}`);
    expect(rehearsalCsv.rows.map((row) => [row.Name, row["Supper choice"]])).toEqual([["Chidi Okafor", "Fish pie"]]);
    const mainCsv = await csv("?event=main");
    expect(mainCsv.rows.map((row) => [row.Name, row["Meal preference"]])).toEqual([
      ["Chidi Okafor", "Beef"],
      ["Ada Okafor", "Chicken"],
      ["Carl Lindqvist", ""],
      ["Maja Lindqvist", ""],
      ["Priya Shah", "Chicken"],
    ]);
    expect(
      expectError(await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export/people?event=nope`, headers: seed.auth }), 400)
        .fields,
    ).toHaveProperty("event");

    // The people CSV: a status column per event; the responses CSV: a column per event's attendance.
    const people = await csv("");
    const ada_ = people.rows.find((row) => row.Name === "Ada Okafor")!;
    expect(ada_).toMatchObject({ "Reception: attending": "Attending", "Rehearsal dinner: attending": "Not Attending", "Rehearsal dinner: Supper choice": "" });
    expect(people.rows.find((row) => row.Name === "Carl Lindqvist")!["Rehearsal dinner: attending"]).toBe("");
    const responsesCsv = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth });
    const header = Object.keys(csvRows(responsesCsv.body)[0]!);
    expect(header).toEqual(
      expect.arrayContaining(["Reception: attending", "Reception: Reception meal", "Rehearsal dinner: attending", "Rehearsal dinner: Supper choice"]),
    );

    // The couple moves the Okafors out: their answers are kept but no longer counted.
    expect((await calls.invite(rehearsal.id, { visibility: "invited", tags: ["grandparents"] })).statusCode).toBe(200);
    summary = await eventSummaries(t.app, seed);
    expect(summary.get(rehearsal.id)).toMatchObject({ attending: 0, notAttending: 0, pending: 1 });
    const replies = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();
    expect(replies.find((reply) => reply.guestName === "Chidi Okafor")!.responses[rehearsalQ]).toBeDefined();
    expect((await csv(`?event=${rehearsal.id}`)).rows).toEqual([]);

    // Deleting an event takes it out of every count and export.
    expect((await calls.remove(rehearsal.id)).statusCode).toBe(204);
    summary = await eventSummaries(t.app, seed);
    expect([...summary.keys()]).toEqual(["main", reception.id]);
    const afterDelete = await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth });
    expect(afterDelete.body).not.toContain("Rehearsal dinner");
  });
});
