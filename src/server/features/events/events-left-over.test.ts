import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LinkView } from "../../../contract/invitation";
import { responses } from "../../db/schema";
import { expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { answerThroughLink, csvRows, eventCalls, eventSummaries, eventsTestApp } from "./test-events";

const YES = "Yes, I'll be there";
const NO = "No, I can't make it";

/**
 * What the first part of issue 17 left (docs/decisions/0019-events.md, part 2): each event's
 * attendance stands on its own, a suggested reply counts once, and the couple's phone entry
 * answers a household's private events.
 */
describe.each(ENGINES)("events left over from the first part on %s", (engine) => {
  const t = eventsTestApp(engine);

  it("lets a guest who declines the wedding come to the brunch, counted and fed there and nowhere else", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const family = await calls.party({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const bola = await calls.party({ name: "The Adeyemis", guests: [{ firstName: "Bola", lastName: "Adeyemi" }] });
    const brunch = await calls.add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00", venue: "The Orchard" });
    const brunchMeal = await calls.addQuestion(brunch.id, { question: "Brunch dish", options: ["Pancakes", "Shakshuka"] });
    const brunchQ = brunch.attendanceQuestionId!;
    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];

    // Ada cannot make the wedding but comes to the brunch, with her dish.
    const sent = await answerThroughLink(t.app, family.invitationToken, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: false },
      ],
      responses: {
        [seed.q("meal")]: { [chidi]: "Beef" },
        [brunchQ]: { [chidi]: NO, [ada]: YES },
        [brunchMeal.id]: { [ada]: "Shakshuka", [chidi]: "Pancakes" },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = sent.json<LinkView>().reply!;
    expect(reply.guests).toEqual([
      { guestId: chidi, attending: true },
      { guestId: ada, attending: false },
    ]);
    expect(reply.responses[brunchQ]).toEqual({ [chidi]: NO, [ada]: YES });
    // Chidi is not coming to the brunch: his dish is dropped; Ada's is kept.
    expect(reply.responses[brunchMeal.id]).toEqual({ [ada]: "Shakshuka" });

    // Bola declines the wedding, the whole party does, yet comes to the brunch.
    const alone = await answerThroughLink(t.app, bola.invitationToken, {
      guests: [{ guestId: bola.guests[0]!.id, attending: false }],
      responses: { [brunchQ]: { [bola.guests[0]!.id]: YES }, [brunchMeal.id]: { [bola.guests[0]!.id]: "Pancakes" } },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<LinkView>().reply!.responses[brunchQ]).toEqual({ [bola.guests[0]!.id]: YES });

    const summary = await eventSummaries(t.app, seed);
    // The wedding: Chidi only; Ada and Bola declined it.
    expect(summary.get("main")).toMatchObject({ attending: 1, notAttending: 2, pending: 0 });
    expect(summary.get(brunch.id)).toMatchObject({
      attending: 2,
      notAttending: 1,
      pending: 0,
      meals: [
        {
          questionId: brunchMeal.id,
          options: [
            { option: "Pancakes", count: 1 },
            { option: "Shakshuka", count: 1 },
          ],
        },
      ],
    });
    const caterer = await t.app.inject({
      method: "GET",
      url: `/api/responses/${seed.wedding.uniqueCode}/export/people?event=${brunch.id}`,
      headers: seed.auth,
    });
    expect(csvRows(caterer.body).map((row) => [row.Name, row["Brunch dish"]])).toEqual([
      ["Ada Okafor", "Shakshuka"],
      ["Bola Adeyemi", "Pancakes"],
    ]);
  });

  it("counts an open-form reply only suggested for a party once per event, as the main counts do", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const shahs = await calls.party({ name: "The Shahs", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    const reception = await calls.add({ name: "Reception", date: "2027-06-12", startTime: "18:00" });
    const receptionQ = reception.attendanceQuestionId!;
    const sent = await submitRsvp(t.app, rsvpFor(seed, { responses: { ...rsvpFor(seed).responses, [receptionQ]: { primary: YES } } }));
    expect(sent.statusCode, sent.body).toBe(201);
    // The name lookup's guess, not yet confirmed by the couple.
    await t.database.db.update(responses).set({ partyId: shahs.id, partyMatch: "suggested" }).where(eq(responses.id, sent.json().id));

    const summary = await eventSummaries(t.app, seed);
    expect(summary.get("main")).toMatchObject({ attending: 1, notAttending: 0, pending: 0 });
    expect(summary.get(reception.id)).toMatchObject({ attending: 1, notAttending: 0, pending: 0 });
  });

  it("lets the couple enter a household's phoned-in reply to its private event, and nobody else's", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const family = await calls.party({ name: "The Okafor family", guests: [{ firstName: "Chidi", lastName: "Okafor" }] });
    const friends = await calls.party({ name: "The Lindqvists", guests: [{ firstName: "Carl", lastName: "Lindqvist" }] });
    const stranger = await eventCalls(t.app, other).party({ name: "Elsewhere", guests: [{ firstName: "Eve", lastName: "Else" }] });
    const rehearsal = await calls.add({ name: "Rehearsal dinner", date: "2027-06-11" });
    expect((await calls.invite(rehearsal.id, { visibility: "invited", partyIds: [family.id] })).statusCode).toBe(200);
    const rehearsalQ = rehearsal.attendanceQuestionId!;
    const { weddingId: _w, ...base } = rsvpFor(seed, { guestName: "Chidi Okafor", guestEmail: "" });
    const entry = { ...base, responses: { ...base.responses, [rehearsalQ]: { primary: YES } } };
    const post = (payload: object) => t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload });

    // Not for a household, or for one not invited to it: the rehearsal is not theirs to answer.
    expect(expectError(await post(entry), 400).fields).toHaveProperty(`responses.${rehearsalQ}`);
    expect(expectError(await post({ ...entry, partyId: friends.id }), 400).fields).toHaveProperty(`responses.${rehearsalQ}`);
    expect(expectError(await post({ ...entry, partyId: stranger.id }), 400).fields).toHaveProperty("partyId");

    const added = await post({ ...entry, partyId: family.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ partyId: family.id, partyMatch: "confirmed", responses: { [rehearsalQ]: { primary: YES } } });
    expect((await eventSummaries(t.app, seed)).get(rehearsal.id)).toMatchObject({ attending: 1, pending: 0 });
    // The household has its reply now: a second is a correction, not another reply.
    expectError(await post({ ...entry, partyId: family.id }), 409);
  });
});
